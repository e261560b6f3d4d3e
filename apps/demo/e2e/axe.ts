import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type * as Axe from 'axe-core'
import type { Page } from 'playwright-core'

/** One accessibility rule that failed, as axe-core reports it, with the elements that failed it. */
export type AxeViolation = {
  /** The rule id, e.g. `color-contrast`. */
  id: string
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null
  /** What the rule asks for, e.g. "Elements must meet minimum color contrast ratio thresholds". */
  help: string
  helpUrl: string
  /** One CSS selector per failing element; a shadow-DOM path is joined with ` >>> `. */
  targets: string[]
}

/** Options of {@link axeViolations}. */
export type AxeOptions = {
  /** A CSS selector: only this part of the page is checked. Default: the whole document. */
  include?: string
}

const require = createRequire(import.meta.url)
let axeSource: Promise<string> | undefined

/**
 * Runs axe-core in the page and returns its violations. The first call on a page injects axe-core's own
 * script (`axe-core/axe.min.js`, read from the installed package) with `page.addScriptTag`; later calls reuse
 * it. Throws if `include` matches nothing.
 *
 * @example
 * const violations = await axeViolations(page, { include: '[role="dialog"]' })
 * console.log(formatViolations(violations))
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) {
    axeSource ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8')
    await page.addScriptTag({ content: await axeSource })
  }
  return page.evaluate(async (include) => {
    const { axe } = window as unknown as { axe: typeof Axe }
    const results = await axe.run(include ?? document, { resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) =>
        node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' '),
      ),
    }))
  }, options.include)
}

const IMPACT_ORDER = ['critical', 'serious', 'moderate', 'minor', null] as const

/**
 * A readable report of violations, worst first, one line per rule with its element count and the first few
 * selectors; `No accessibility violations.` when there are none.
 */
export function formatViolations(violations: readonly AxeViolation[], shownTargets = 3): string {
  if (violations.length === 0) return 'No accessibility violations.'
  const elements = violations.reduce((sum, violation) => sum + violation.targets.length, 0)
  const sorted = [...violations].sort(
    (a, b) => IMPACT_ORDER.indexOf(a.impact) - IMPACT_ORDER.indexOf(b.impact) || a.id.localeCompare(b.id),
  )
  const lines = sorted.map((violation) => {
    const shown = violation.targets.slice(0, shownTargets).join(', ')
    const more =
      violation.targets.length > shownTargets ? `, … ${violation.targets.length - shownTargets} more` : ''
    return `- [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.targets.length}: ${shown}${more})`
  })
  const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`
  return [
    `${plural(violations.length, 'accessibility rule')} violated on ${plural(elements, 'element')}:`,
    ...lines,
  ].join('\n')
}
