import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const VIEWPORTS = { wide: { width: 1400, height: 900 }, narrow: { width: 390, height: 844 } } as const

describe.skipIf(SKIP_BROWSER_TESTS)('the playground inline in a reference page, in a real browser', () => {
  const demo = useDemoBrowser()

  const inline = (page: Page) => page.getByRole('region', { name: 'Try it here' })
  const explorerOf = (page: Page) => page.getByRole('dialog', { name: /API Explorer/ })

  it('sends from the page, and shares the form and the response with the overlay over the same page', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}users/get-user`)
    const tryIt = inline(page)
    // The resizable split loads after the first render and remounts the panes once it arrives; on a loaded
    // machine that can land between the fill and the Send, so the reader's steps start once it is there.
    await tryIt.getByRole('separator', { name: 'Resize the form and response panes' }).waitFor()
    await tryIt.getByRole('textbox', { name: 'userId' }).fill('usr_ada')
    await tryIt.getByRole('button', { name: 'Send request' }).click()
    await tryIt.getByText('200 OK').waitFor()
    expect(await tryIt.getByRole('region', { name: 'Response' }).textContent()).toContain('Ada Lovelace')
    await page.screenshot({ path: `${RESULTS}inline-reference-wide-light.png`, fullPage: true })

    // The overlay opened over this page is the same explorer: the reader's value and response are there.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('link', { name: 'Try it in the API Explorer' }).click()
    const explorer = explorerOf(page)
    await explorer.getByRole('heading', { level: 2, name: 'Get user' }).waitFor()
    expect(await explorer.getByRole('textbox', { name: 'userId' }).inputValue()).toBe('usr_ada')
    expect(await explorer.getByRole('region', { name: 'Response' }).textContent()).toContain('Ada Lovelace')

    // A change in the overlay is a change on the page.
    await explorer.getByRole('textbox', { name: 'userId' }).fill('usr_grace')
    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    expect(await tryIt.getByRole('textbox', { name: 'userId' }).inputValue()).toBe('usr_grace')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.close()
  })

  it('shares the credentials between the page and the overlay', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}auth/bearer-protected-route`)
    const tryIt = inline(page)
    const card = tryIt.getByRole('region', { name: 'Enter your bearer token' })
    await card.getByRole('button', { name: 'Edit credentials' }).click()
    await card.getByLabel('Token').fill('not-the-demo-token')
    await tryIt.getByRole('button', { name: 'Send request' }).click()
    await tryIt.getByText('401 Unauthorized').waitFor()

    await page.goto(`${demo.stack.demoUrl}auth/bearer-protected-route?explorer=auth/bearer-protected-route`)
    // Credentials live for the browser session: the overlay after a reload sends the same token.
    const explorer = explorerOf(page)
    await explorer.getByRole('button', { name: 'Send request' }).click()
    await explorer.getByText('401 Unauthorized').waitFor()
    const overlayCard = explorer.getByRole('region', { name: 'Enter your bearer token' })
    await overlayCard.getByRole('button', { name: 'Edit credentials' }).click()
    await overlayCard.getByRole('button', { name: 'Reset token to default' }).click()
    await explorer.getByRole('button', { name: 'Send request' }).click()
    await explorer.getByText('200 OK').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    // The page's card follows at once, without a reload.
    expect(
      await inline(page).getByRole('region', { name: 'Enter your bearer token' }).textContent(),
    ).toContain('Authenticated')
    await inline(page).getByRole('button', { name: 'Send request' }).click()
    await inline(page).getByText('200 OK').waitFor()
    await page.close()
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`fits a phone in ${theme}, with Request and Response tabs and no sideways scrolling`, async () => {
      const page = await demo.browser.newPage({ viewport: VIEWPORTS.narrow, colorScheme: theme })
      await page.goto(`${demo.stack.demoUrl}users/list-users`)
      const tryIt = inline(page)
      await tryIt.getByRole('tab', { name: 'Request' }).waitFor()
      await tryIt.getByRole('button', { name: 'Send request' }).click()
      await tryIt.getByRole('tab', { name: 'Response', selected: true }).waitFor()
      await tryIt.getByText('200 OK').waitFor()
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(sideways).toBe(0)
      await page.screenshot({ path: `${RESULTS}inline-reference-narrow-${theme}.png`, fullPage: true })
      const violations = await axeViolations(page)
      expect(formatViolations(violations)).toBe('No accessibility violations.')
      await page.close()
    })
  }
})
