import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const MARK = 'sample-api:svg-script-ran'

describe.skipIf(SKIP_BROWSER_TESTS)('a file response that carries a script, in a real browser', () => {
  const demo = useDemoBrowser()

  it('is offered for download only: no inline preview, and opening its link runs nothing on the docs origin', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1400, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${demo.stack.demoUrl}?explorer=files/download-file`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('textbox', { name: 'fileName' }).fill('badge.svg')
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('File preview not supported for image/svg+xml').waitFor()
    expect(await response.locator('img, iframe, object, embed').count()).toBe(0)
    await page.screenshot({ path: `${RESULTS}hostile-svg-response.png` })

    // The download link's blob is typed so that a browser downloads it instead of rendering it.
    const link = response.getByRole('link', { name: /Download/ })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^blob:/)
    expect(await page.evaluate(async (url) => (await (await fetch(url)).blob()).type, href)).toBe(
      'application/octet-stream',
    )
    expect(
      await page.evaluate(async (url) => (await (await fetch(url)).text()).includes('<script>'), href),
    ).toBe(true)

    // Opened in a tab of the docs origin (middle click, "Open link in new tab"), it downloads; its script never runs.
    const tab = await context.newPage()
    const [download] = await Promise.all([
      tab.waitForEvent('download'),
      tab.goto(href).catch(() => undefined),
    ])
    expect(download.suggestedFilename()).not.toBe('')
    await page.waitForTimeout(300)
    expect(await page.evaluate((key) => localStorage.getItem(key), MARK)).toBeNull()
    await context.close()
  })
})
