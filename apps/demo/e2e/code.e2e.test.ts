import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const WIDE = { width: 1400, height: 900 }
const NARROW = { width: 390, height: 844 }

/** The computed colour of the first element `locator` matches. */
const colorOf = (locator: Locator): Promise<string> =>
  locator.first().evaluate((element) => getComputedStyle(element).color)

/** Opens the explorer on List users and sends it; returns the dialog and its response region. */
async function sendListUsers(page: Page, demoUrl: string): Promise<{ explorer: Locator; response: Locator }> {
  await page.goto(`${demoUrl}?explorer=users/list-users`)
  const explorer = page.getByRole('dialog', { name: /API Explorer/ })
  await explorer.getByRole('button', { name: 'Send request' }).click()
  const response = explorer.getByRole('region', { name: 'Response' })
  await response.getByText('200 OK').waitFor()
  return { explorer, response }
}

describe.skipIf(SKIP_BROWSER_TESTS)('highlighted code and JSON responses in a real browser', () => {
  const demo = useDemoBrowser()

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`colours the JSON response and the snippets, folds by keyboard, and passes axe (${colorScheme})`, async () => {
      const page = await demo.browser.newPage({ viewport: WIDE, colorScheme })
      const { explorer, response } = await sendListUsers(page, demo.stack.demoUrl)

      // The tree replaces the plain text once its chunk has loaded: the root gets a fold button.
      const body = response.getByLabel('Response body', { exact: true })
      const root = response.getByRole('button', { name: /^Response body, \d+ keys$/ })
      await root.waitFor()
      const text = (await body.textContent()) ?? ''
      expect(JSON.parse(text)).toMatchObject({ limit: expect.any(Number), offset: 0 })
      const keyColor = await colorOf(body.locator('.hljs-attr'))
      const stringColor = await colorOf(body.locator('.hljs-string'))
      const textColor = await body.evaluate((element) => getComputedStyle(element).color)
      expect(new Set([keyColor, stringColor, textColor]).size).toBe(3)

      // Fold and unfold the users list with the keyboard.
      const users = response.getByRole('button', { name: /^users, \d+ items?$/ })
      await users.focus()
      await page.keyboard.press('Enter')
      expect(await users.getAttribute('aria-expanded')).toBe('false')
      expect(await body.textContent()).toMatch(/"users": \[…\] \d+ items?,/)
      await page.keyboard.press('Space')
      expect(await users.getAttribute('aria-expanded')).toBe('true')
      expect(await body.textContent()).toBe(text)

      // Every snippet language the preview offers is highlighted.
      const request = explorer.getByRole('region', { name: 'Request' })
      const language = request.getByRole('combobox', { name: 'Language' })
      const code = request.getByRole('code')
      const offered = await language
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      expect(offered.length).toBeGreaterThan(1)
      for (const value of offered) {
        await language.selectOption(value)
        await code.and(page.locator('[data-highlighted]')).waitFor()
        expect(await code.locator('.hljs-string, .hljs-keyword').count()).toBeGreaterThan(0)
      }
      await language.selectOption(offered.includes('python') ? 'python' : (offered[0] ?? 'curl'))
      await code.and(page.locator('[data-highlighted]')).waitFor()

      expect(formatViolations(await axeViolations(page, { include: '[role="dialog"]' }))).toBe(
        'No accessibility violations.',
      )
      await page.screenshot({ path: `${RESULTS}code-wide-${colorScheme}.png` })
      await request.scrollIntoViewIfNeeded()
      await request.screenshot({ path: `${RESULTS}code-request-${colorScheme}.png` })

      await page.setViewportSize(NARROW)
      // A narrow playground may show request and response as tabs: bring the response into view.
      const responseTab = explorer.getByRole('tab', { name: 'Response' })
      if ((await responseTab.count()) > 0) await responseTab.click()
      await response.scrollIntoViewIfNeeded()
      expect(formatViolations(await axeViolations(page, { include: '[role="dialog"]' }))).toBe(
        'No accessibility violations.',
      )
      await page.screenshot({ path: `${RESULTS}code-narrow-${colorScheme}.png` })
      await page.close()
    })
  }
})
