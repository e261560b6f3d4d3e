import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

describe.skipIf(SKIP_BROWSER_TESTS)('authorization in a real browser', () => {
  const demo = useDemoBrowser()

  async function openEndpoint(page: Page, link: string) {
    await page.goto(`${demo.stack.demoUrl}?explorer`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('link', { name: link, exact: true }).click()
    return explorer
  }

  it('sends the bearer token the site configured, and the edited one after a change', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const explorer = await openEndpoint(page, 'GET Bearer-protected route')
    const card = explorer.getByRole('region', { name: 'Enter your bearer token' })
    await card.getByText('Authenticated', { exact: true }).waitFor()
    const snippet = explorer.getByRole('region', { name: 'Request' }).locator('pre')
    await expect.poll(() => snippet.textContent()).toContain('Authorization: Bearer')
    expect(await snippet.textContent()).not.toContain('demo-token')

    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()

    await card.getByRole('button', { name: 'Edit credentials' }).click()
    await card.getByLabel('Token').fill('wrong-token')
    await explorer.getByRole('button', { name: 'Send request' }).click()
    await response.getByText(/^401/).waitFor()
    await card.getByRole('button', { name: 'Reset token to default' }).click()
    expect(await card.getByLabel('Token').inputValue()).toBe('demo-token')
    await page.screenshot({ path: `${RESULTS}authorization-bearer.png` })
  })

  it('logs in with OAuth client credentials through the token endpoint, then sends with the token', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const explorer = await openEndpoint(page, 'GET OAuth-protected route')
    const card = explorer.getByRole('region', { name: 'Enter your credentials' })
    await card.getByText('Not Authenticated', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Edit credentials' }).click()
    await page.screenshot({ path: `${RESULTS}authorization-oauth-form.png` })
    await card.getByRole('button', { name: 'Fetch Bearer Token' }).click()
    await card.getByText('Authenticated', { exact: true }).waitFor()
    // The form closes 500 ms after a successful login.
    await expect.poll(() => card.getByRole('button', { name: 'Fetch Bearer Token' }).count()).toBe(0)

    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await response.locator('pre').textContent()).toContain('demo-client')
    await page.screenshot({ path: `${RESULTS}authorization-oauth.png` })
  })

  it('shows the login failure when the client secret is wrong', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const explorer = await openEndpoint(page, 'GET OAuth-protected route')
    const card = explorer.getByRole('region', { name: 'Enter your credentials' })
    await card.getByRole('button', { name: 'Edit credentials' }).click()
    await card.getByLabel('client_secret', { exact: true }).fill('not-the-secret')
    await card.getByRole('button', { name: 'Fetch Bearer Token' }).click()
    await card.getByRole('alert').getByText('Failed to login with the provided credentials').waitFor()
    await card.getByText('Not Authenticated', { exact: true }).waitFor()
    expect(await card.getByRole('button', { name: 'Fetch Bearer Token' }).isEnabled()).toBe(true)
  })
})
