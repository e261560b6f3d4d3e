import { expect } from 'vitest'
import type { Theme } from './a11y-screens.js'
import { VIEWPORTS, explorerOf, openItem, screenChecker, send } from './a11y-screens.js'
import type { DemoBrowser } from './demo-browser.js'

/**
 * Every screen of the demo, one after the other in one page of the given theme (chosen with the header's switch,
 * as a reader does) and width, each screenshotted and checked by `screenChecker`. Returns the problems found.
 */
export async function checkEveryScreen(
  demo: DemoBrowser,
  theme: Theme,
  size: keyof typeof VIEWPORTS,
): Promise<string[]> {
  const narrow = size === 'narrow'
  const page = await demo.browser.newPage({ viewport: VIEWPORTS[size], hasTouch: narrow, isMobile: narrow })
  // The other scheme than the chosen theme, so a colour that follows the system rather than the switch shows.
  await page.emulateMedia({ colorScheme: theme === 'dark' ? 'light' : 'dark' })
  const { check, problems } = screenChecker(page, theme, size)
  const url = demo.stack.demoUrl
  await page.goto(url)
  await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' }).check()

  // The overlay while the definition loads: its skeleton.
  let release = (): void => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/definition\.json$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${url}?explorer`)
  const explorer = explorerOf(page)
  await explorer.locator('[aria-busy="true"]').getByRole('heading', { name: 'Parameters' }).waitFor()
  await check('skeleton', '[role="dialog"]')
  release()

  // The overlay on the first endpoint with the picker, then a search with results and one without.
  await explorer.locator('article').getByRole('heading', { level: 2 }).waitFor()
  await page.waitForLoadState('networkidle')
  await check('overlay')
  // On a phone the endpoint list may be folded under a button naming the open endpoint: unfold it.
  const listToggle = explorer.locator('.ax-Explorer-listToggle')
  if ((await listToggle.isVisible()) && (await listToggle.getAttribute('aria-expanded')) === 'false') {
    await listToggle.click()
  }
  const search = explorer.getByRole('searchbox', { name: 'Search endpoints' })
  await search.fill('user')
  await explorer.getByRole('link', { name: 'GET Get user avatar', exact: true }).waitFor()
  await check('picker-search')
  await search.fill('zzzz')
  await explorer.getByText('No endpoints match "zzzz"').waitFor()
  await check('picker-search-none')

  // Responses: JSON (tree), the highlighted snippet, a stream, a failure and a file.
  let current = await openItem(page, url, 'users/list-users')
  await send(current, '200 OK')
  await check('response-list-users')
  if (narrow) {
    await current.getByRole('tab', { name: 'Request' }).click()
    await check('tab-request')
    await current.getByRole('tab', { name: 'Response' }).click()
    await check('tab-response')
  }
  current = await openItem(page, url, 'users/get-user')
  // The path parameter comes filled with the definition's example, usr_ada.
  await send(current, '200 OK')
  await check('response-get-user')
  if (narrow) await current.getByRole('tab', { name: 'Request' }).click()
  await current.getByRole('textbox', { name: /userId/ }).fill('')
  await current.getByRole('button', { name: 'Send request' }).click()
  await current.getByRole('alert').filter({ hasText: 'Send anyway' }).waitFor()
  await check('invalid-fields')

  current = await openItem(page, url, 'streams/stream-events-sse')
  await send(current, '200 OK')
  await page.waitForLoadState('networkidle')
  await check('response-sse')
  current = await openItem(page, url, 'diagnostics/fail-on-purpose')
  await send(current, /^[45]\d\d /)
  await check('response-failed')
  current = await openItem(page, url, 'files/download-file')
  // A binary file: the card offers it as a download (a text file would show as text).
  await current.getByRole('textbox', { name: /fileName/ }).fill('sample.bin')
  const response = await send(current, '200 OK')
  await response.getByRole('link', { name: 'Download' }).waitFor()
  await check('response-file')

  // The authorization card of each scheme, closed and open.
  const cards = [
    ['bearer', 'auth/bearer-protected-route'],
    ['basic', 'auth/basic-auth-protected-route'],
    ['api-key', 'auth/api-key-protected-route'],
    ['oauth', 'auth/oauth-protected-route'],
  ] as const
  for (const [scheme, slug] of cards) {
    current = await openItem(page, url, slug)
    const edit = current.getByRole('button', { name: 'Edit credentials' })
    if (scheme === 'bearer') await check('auth-closed')
    await edit.click()
    if (scheme === 'oauth') await current.getByRole('button', { name: 'Fetch Bearer Token' }).waitFor()
    await check(`auth-${scheme}-open`)
  }

  // The websocket playground connected with messages, then after the session limit.
  current = await openItem(page, url, 'realtime/chat-room')
  await current.getByRole('textbox', { name: /roomId/ }).fill(`a11y-${theme}-${size}`)
  await current.getByRole('button', { name: 'Connect' }).click()
  const log = current.getByRole('region', { name: 'Messages' })
  await log.getByText('Connected', { exact: true }).waitFor()
  // On a phone the log (Response tab) shows after Connect and after each message; the form is the Request tab.
  const requestTab = async (): Promise<void> => {
    if (narrow) await current.getByRole('tab', { name: 'Request' }).click()
  }
  await requestTab()
  const say = current.getByRole('region', { name: 'Say' })
  await say.getByRole('textbox', { name: /text/ }).fill('Hello')
  const sendMessage = say.getByRole('button', { name: 'Send message: Say' })
  await sendMessage.click()
  await log.getByText('You said: Hello').first().waitFor()
  await check('websocket-connected')
  // The welcome is the first message received and each Say gets one reply: the 19th reply ends the session.
  for (let sent = 2; sent < 20; sent++) {
    await requestTab()
    await sendMessage.click()
    await expect.poll(() => log.getByText('You said: Hello').count()).toBe(sent)
  }
  await log.getByText('END OF SAMPLE SESSION').waitFor()
  await log.getByText('END OF SAMPLE SESSION').scrollIntoViewIfNeeded()
  await check('websocket-ended')

  // The demo's pages: a reference page with its inline playground sent, the read-only page, the login demo.
  await page.goto(`${url}users/list-users`)
  const tryItHere = page.getByRole('region', { name: 'Try it here' })
  await tryItHere.getByRole('button', { name: 'Send request' }).click()
  await tryItHere.getByText('200 OK').first().waitFor()
  await page.waitForLoadState('networkidle')
  await check('reference-inline', 'body')
  await page.goto(`${url}read-only`)
  await page.getByRole('heading', { level: 1, name: 'Read-only explorer' }).waitFor()
  await check('read-only-page', 'body')
  current = await openItem(page, url, 'users/get-user', 'read-only')
  await check('read-only-explorer')

  current = await openItem(page, url, 'auth/bearer-protected-route', 'key-injection')
  await current
    .getByRole('region', { name: 'Login to send a real request' })
    .getByText('Not Authenticated')
    .waitFor()
  await check('login-logged-out')
  await current.getByRole('button', { name: 'Login', exact: true }).click()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await current.getByRole('region', { name: 'Successfully logged in' }).getByText('Authenticated').waitFor()
  await send(current, '200 OK')
  await check('login-logged-in')
  await page.close()
  return problems
}

/**
 * The System setting follows the emulated colour scheme: the explorer's theme and the page's colours change with
 * it, and a response screen and an open authorization card have no violation in either scheme.
 */
export async function checkSystemTheme(demo: DemoBrowser): Promise<string[]> {
  const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
  const problems: string[] = []
  await page.goto(demo.stack.demoUrl)
  await page.getByRole('radio', { name: 'System' }).check()
  const explorer = await openItem(page, demo.stack.demoUrl, 'auth/basic-auth-protected-route')
  await send(explorer, '200 OK')
  await explorer.getByRole('button', { name: 'Edit credentials' }).click()
  const backgrounds: string[] = []
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const { check, problems: found } = screenChecker(page, `system-${scheme}`, 'wide')
    await check('auth-basic-sent')
    problems.push(...found)
    backgrounds.push(
      await page.locator('.ax-Explorer').evaluate((element) => getComputedStyle(element).backgroundColor),
    )
  }
  if (backgrounds[0] === backgrounds[1]) problems.push(`System: the same background in both schemes`)
  await page.close()
  return problems
}
