import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type * as Axe from 'axe-core'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)

/**
 * Runs axe-core on the whole page, shadow roots included (axe walks open shadow roots), and returns one line
 * per violated rule with its failing elements (shadow paths joined with ` >>> `); empty when there are none.
 */
export async function axeViolationLines(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ content: await readFile(require.resolve('axe-core/axe.min.js'), 'utf8') })
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof Axe }
    const results = await axe.run(document, { resultTypes: ['violations'] })
    return results.violations.map((violation) => {
      const targets = violation.nodes.map((node) =>
        node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
      )
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${targets.join(', ')})`
    })
  })
}
