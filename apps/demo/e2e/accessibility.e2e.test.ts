import { describe, expect, it } from 'vitest'
import { checkEveryScreen, checkSystemTheme } from './a11y-every-screen.js'
import { THEMES, VIEWPORTS } from './a11y-screens.js'
import { axeViolations, formatViolations } from './axe.js'
import { SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

describe.skipIf(SKIP_BROWSER_TESTS)('accessibility (axe-core) in a real browser', () => {
  const demo = useDemoBrowser()

  it("finds no violation on the demo's first screen", async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(demo.stack.demoUrl)
    await page.getByRole('heading', { level: 1, name: 'Sample API reference' }).waitFor()

    const violations = await axeViolations(page)
    expect(formatViolations(violations)).toBe('No accessibility violations.')

    // The helper finds what it should: an image without a text alternative, checked on its own.
    await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.id = 'axe-probe'
      probe.innerHTML = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1">'
      document.body.append(probe)
    })
    const probed = await axeViolations(page, { include: '#axe-probe' })
    // axe names each element by its shortest unique selector: the only image on the page is `img`.
    expect(probed.map((violation) => [violation.id, violation.targets])).toEqual([['image-alt', ['img']]])
    expect(formatViolations(probed)).toMatch(
      /^1 accessibility rule violated on 1 element:\n- \[critical\] image-alt: .+ \(1: img\)$/,
    )
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`finds no violation in the explorer's endpoint and websocket screens (${colorScheme})`, async () => {
      const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
      await page.emulateMedia({ colorScheme })
      const explorer = page.getByRole('dialog', { name: /API Explorer/ })
      for (const link of ['GET Get user', 'POST Create user', 'WSS Chat room']) {
        await page.goto(`${demo.stack.demoUrl}?explorer`)
        await explorer.getByRole('link', { name: link, exact: true }).click()
        await explorer.locator('article').getByRole('heading', { level: 2 }).waitFor()
        // Descriptions render as markdown once the renderer has loaded.
        await page.waitForLoadState('networkidle')
        const violations = await axeViolations(page, { include: '.ax-Explorer' })
        expect(`${link}: ${formatViolations(violations)}`).toBe(`${link}: No accessibility violations.`)
      }
    })
  }

  // One page per theme and width, every screen on it in turn: overlay and picker, responses, cards, websocket,
  // tabs, notices and the demo's pages (see a11y-every-screen.ts for the list).
  for (const theme of THEMES) {
    for (const size of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      it(`finds no violation and nothing out of reach on every screen (${theme}, ${size})`, async () => {
        const problems = await checkEveryScreen(demo, theme, size)
        expect(problems.join('\n\n')).toBe('')
      }, 300_000)
    }
  }

  it('follows the system colour scheme with the System setting, with no violation either way', async () => {
    const problems = await checkSystemTheme(demo)
    expect(problems.join('\n\n')).toBe('')
  }, 120_000)
})
