import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const BEARER_ROUTE = 'auth/bearer-protected-route'

describe.skipIf(SKIP_BROWSER_TESTS)('key-injection login in a real browser', () => {
  const demo = useDemoBrowser()

  /** The login demo page with the explorer open on the bearer-protected route, through the page's own link. */
  async function openBearerRoute(page: Page) {
    await page.goto(`${demo.stack.demoUrl}key-injection`)
    await page.getByRole('heading', { level: 1, name: 'Key-injection login' }).waitFor()
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Bearer-protected route' })
      .getByRole('link', { name: 'Try it' })
      .click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.locator('article').getByRole('heading', { level: 2 }).waitFor()
    return explorer
  }

  it('logs in at the site, comes back logged in, sends with the injected token and logs out', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } })
    const explorer = await openBearerRoute(page)
    const loggedOut = explorer.getByRole('region', { name: 'Login to send a real request' })
    await loggedOut.getByText('Not Authenticated', { exact: true }).waitFor()
    expect(await loggedOut.getByRole('button', { name: 'Provide token manually' }).isVisible()).toBe(true)
    await page.screenshot({ path: `${RESULTS}login-card-logged-out.png` })

    await loggedOut.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByRole('heading', { name: 'Sign in to Sample API docs' }).waitFor()
    const signIn = new URL(page.url())
    // The stand-in identity provider is served on the demo's own origin, under the docs site's api prefix.
    expect(signIn.origin).toBe(new URL(demo.stack.demoUrl).origin)
    expect(signIn.pathname).toBe('/api/fern-docs/auth/login')
    const returnTo = new URL(signIn.searchParams.get('state') ?? '')
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe(`${demo.stack.demoUrl}key-injection`)
    expect(returnTo.searchParams.get('explorer')).toBe(BEARER_ROUTE)
    await page.screenshot({ path: `${RESULTS}login-sign-in-page.png` })
    await page.getByRole('button', { name: 'Sign in' }).click()

    const loggedIn = explorer.getByRole('region', { name: 'Successfully logged in' })
    await loggedIn.getByText('Authenticated', { exact: true }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/key-injection')
    expect(new URL(page.url()).searchParams.get('explorer')).toBe(BEARER_ROUTE)
    expect(await loggedIn.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)

    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    // The sample API names whom the token stands for: the logged-in reader, not the site's demo token.
    expect(await response.locator('pre').textContent()).toContain('"principal": "docs-reader"')
    await page.screenshot({ path: `${RESULTS}login-card-logged-in.png` })

    await loggedIn.getByRole('button', { name: 'Logout' }).click()
    await explorer
      .getByRole('region', { name: 'Login to send a real request' })
      .getByRole('button', { name: 'Login', exact: true })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/key-injection')
    expect(new URL(page.url()).searchParams.get('explorer')).toBe(BEARER_ROUTE)
  })

  it('offers the token form instead with "Provide token manually", filled with the site\'s token', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } })
    const explorer = await openBearerRoute(page)
    await explorer
      .getByRole('region', { name: 'Login to send a real request' })
      .getByRole('button', { name: 'Provide token manually' })
      .click()
    const card = explorer.getByRole('region', { name: 'Enter your bearer token' })
    await card.getByText('Authenticated', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Edit credentials' }).click()
    expect(await card.getByLabel('Token').inputValue()).toBe('demo-token')
    await page.screenshot({ path: `${RESULTS}login-provide-token-manually.png` })

    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await response.locator('pre').textContent()).toContain('"principal": "demo"')
  })

  it('shows why a cancelled sign-in did not log in', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } })
    const explorer = await openBearerRoute(page)
    await explorer.getByRole('button', { name: 'Login', exact: true }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    const card = explorer.getByRole('region', { name: 'Login to send a real request' })
    await card.getByRole('alert').getByText('You cancelled the sign-in at the identity provider.').waitFor()
    expect(new URL(page.url()).searchParams.get('error')).toBe('access_denied')
  })

  it("keeps the other pages on the site's preset token, without the login card", async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(`${demo.stack.demoUrl}?explorer=${BEARER_ROUTE}`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('region', { name: 'Enter your bearer token' }).waitFor()
    expect(await explorer.getByRole('region', { name: 'Login to send a real request' }).count()).toBe(0)
  })
})
