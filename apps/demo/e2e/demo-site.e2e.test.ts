import { fileURLToPath } from 'node:url'
import { listExplorerItems } from '@api-explorer/model'
import { sampleApiDefinition } from '@api-explorer/sample-api'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/specs/', import.meta.url))
const ITEMS = listExplorerItems(sampleApiDefinition)
const VIEWPORTS = { wide: { width: 1400, height: 900 }, narrow: { width: 390, height: 844 } } as const

describe.skipIf(SKIP_BROWSER_TESTS)('the demo docs site in a real browser', () => {
  const demo = useDemoBrowser()

  const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
  const explorerOf = (page: Page) => page.getByRole('dialog', { name: /API Explorer/ })

  it('serves a reference page per slug, navigates between them without reloading, and opens Try it there', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}users/get-user`)
    await h1(page).getByText('Get user', { exact: true }).waitFor()
    const main = page.getByRole('main')
    expect(await main.getByText('/users/{userId}', { exact: true }).isVisible()).toBe(true)
    // The description is rendered markdown: its code span is a <code> element.
    expect(await main.locator('.demo-reference > .ax-Description code').textContent()).toBe('X-Request-Id')

    // Every endpoint and channel has its page, reached through the left navigation without a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const nav = page.getByRole('navigation', { name: 'API reference' })
    for (const item of ITEMS) {
      await nav.locator(`a[href="/${item.slug}"]`).click()
      await expect.poll(() => h1(page).textContent()).toBe(item.title)
      expect(new URL(page.url()).pathname).toBe(`/${item.slug}`)
      expect(await nav.locator('[aria-current="page"]').getAttribute('href')).toBe(`/${item.slug}`)
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${ITEMS.at(-2)?.slug}`)
    await expect.poll(() => h1(page).textContent()).toBe(ITEMS.at(-2)?.title)

    await nav.getByRole('link', { name: 'POST Create user' }).click()
    await main.getByRole('link', { name: 'Try it' }).click()
    const explorer = explorerOf(page)
    await explorer.getByRole('heading', { level: 2, name: 'Create user' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/users/create-user')
    expect(new URL(page.url()).searchParams.get('explorer')).toBe('users/create-user')
    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/users/create-user')
  })

  it("goes from the explorer to the endpoint's page with 'View in API Reference', without reloading", async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}read-only?explorer=users/update-user`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const explorer = explorerOf(page)
    const link = explorer.getByRole('link', { name: 'View in API Reference' })
    expect(await link.getAttribute('href')).toBe('/users/update-user')
    await link.click()
    await expect.poll(() => explorer.count()).toBe(0)
    await h1(page).getByText('Update user').waitFor()
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/users/update-user')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  it('answers a reload of any page with the page itself, and an unknown path with "Page not found"', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}realtime/chat-room`)
    await h1(page).getByText('Chat room').waitFor()
    expect(await page.getByText(/ends a connection after 20 received messages/).isVisible()).toBe(true)
    await page.goto(`${demo.stack.demoUrl}no/such/endpoint`)
    await h1(page).getByText('Page not found').waitFor()
    expect(await page.getByRole('main').getByText('/no/such/endpoint').isVisible()).toBe(true)
  })

  it('keeps an imported definition across a reload until "Back to the sample API"', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(demo.stack.demoUrl)
    await page
      .getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file')
      .setInputFiles(`${FIXTURES}openapi-3.0-swagger-petstore.yaml`)
    const summary = page.getByRole('region', { name: 'Import summary' })
    await summary.getByText(/Imported openapi-3\.0: 19 endpoints/).waitFor()

    await page.reload()
    await summary
      .getByText(/Imported openapi-3\.0: 19 endpoints.*openapi-3\.0-swagger-petstore\.yaml/)
      .waitFor()
    expect(await h1(page).textContent()).toContain('Swagger Petstore')
    // Its pages are the imported API's, reloads included.
    await page.goto(`${demo.stack.demoUrl}pet/find-pet-by-id`)
    await h1(page).getByText('Find pet by ID').waitFor()
    await page.screenshot({ path: `${RESULTS}demo-site-imported-reference.png` })

    await page.goto(demo.stack.demoUrl)
    await summary.getByRole('button', { name: 'Back to the sample API' }).click()
    await h1(page).getByText('Sample API reference').waitFor()
    await page.reload()
    await h1(page).getByText('Sample API reference').waitFor()
    expect(await summary.count()).toBe(0)
  })

  it('says why, forgets it and shows the sample API when the kept definition no longer imports', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(demo.stack.demoUrl)
    await h1(page).getByText('Sample API reference').waitFor()
    // What an older importer may have accepted, or a write cut short: text that does not import.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('api-explorer-demo', 1)
          open.onerror = () => reject(open.error)
          open.onsuccess = () => {
            const transaction = open.result.transaction('imported-definition', 'readwrite')
            transaction
              .objectStore('imported-definition')
              .put({ name: 'broken.yaml', text: 'openapi: [' }, 'current')
            transaction.oncomplete = () => {
              open.result.close()
              resolve()
            }
            transaction.onerror = () => reject(transaction.error)
          }
        }),
    )
    await page.reload()
    await page
      .getByRole('alert')
      .getByText(/^broken\.yaml, kept from your last visit, could not be imported again/)
      .waitFor()
    expect(await h1(page).textContent()).toBe('Sample API reference')
    await page.reload()
    await h1(page).getByText('Sample API reference').waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('switches light, dark and system, remembers the choice and themes the page and the explorer', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(demo.stack.demoUrl)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    const light = await background()
    await page.getByRole('radio', { name: 'Dark' }).check()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(await background()).not.toBe(light)

    await page.reload()
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true)
    expect(await background()).not.toBe(light)
    await page.getByRole('link', { name: 'Open API Explorer' }).click()
    await explorerOf(page).waitFor()
    expect(await page.locator('.ax-root:has(> .ax-Explorer)').getAttribute('data-theme')).toBe('dark')
    await page.keyboard.press('Escape')

    await page.getByRole('radio', { name: 'System' }).check()
    expect(await background()).toBe(light)
    await page.emulateMedia({ colorScheme: 'dark' })
    expect(await background()).not.toBe(light)
  })

  it('hides Send and Connect on the read-only page', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(demo.stack.demoUrl)
    await page
      .getByRole('navigation', { name: 'Demo pages' })
      .getByRole('link', { name: 'Read-only' })
      .click()
    await h1(page).getByText('Read-only explorer').waitFor()
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Get user' })
      .first()
      .getByRole('link', { name: 'Try it' })
      .click()
    const explorer = explorerOf(page)
    await explorer.getByRole('heading', { level: 2, name: 'Get user' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/read-only')
    expect(await explorer.getByRole('region', { name: 'Request' }).locator('pre').textContent()).toContain(
      'curl',
    )
    expect(await explorer.getByRole('button', { name: /Send/ }).count()).toBe(0)
    await explorer.getByRole('link', { name: 'WSS Chat room', exact: true }).click()
    await explorer.getByRole('region', { name: 'Messages' }).waitFor()
    expect(await explorer.getByRole('button', { name: 'Connect' }).count()).toBe(0)
  })

  it('offers the SDK calls of every SDK language in the request preview', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}users/get-user?explorer=users/get-user`)
    const request = explorerOf(page).getByRole('region', { name: 'Request' })
    const language = request.getByRole('combobox', { name: 'Language' })
    const sdks = ['TypeScript', 'Python', 'Java', 'Ruby', 'C#', 'Go', 'PHP'].map((name) => `${name} SDK`)
    // An overlay that opens with the page paints its endpoint list first and the playground one render later,
    // and the SDK languages arrive with a lazy chunk: on a loaded machine both take longer than a poll's second.
    await language.waitFor()
    await expect
      .poll(() => language.locator('option').allTextContents(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(sdks))
    await language.selectOption({ label: 'Go SDK' })
    await expect
      .poll(() => request.locator('pre').textContent())
      .toContain('github.com/sample-api/sample-api-go')
    await language.selectOption({ label: 'Java SDK' })
    await expect.poll(() => request.locator('pre').textContent()).toContain('SampleApiClient')
    await page.screenshot({ path: `${RESULTS}demo-site-sdk-java.png` })
  })

  it('ends a websocket connection after 20 received messages with END OF SAMPLE SESSION', async () => {
    const page = await demo.browser.newPage({ viewport: VIEWPORTS.wide })
    await page.goto(`${demo.stack.demoUrl}realtime/chat-room?explorer=realtime/chat-room`)
    const explorer = explorerOf(page)
    await explorer.getByRole('textbox', { name: /roomId/ }).fill('limits')
    const log = explorer.getByRole('region', { name: 'Messages' })
    await explorer.getByRole('button', { name: 'Connect' }).click()
    await log.getByText('Connected', { exact: true }).waitFor()
    const say = explorer.getByRole('region', { name: 'Say' })
    await say.getByRole('textbox', { name: /text/ }).fill('Hello')
    const send = say.getByRole('button', { name: 'Send message: Say' })
    // The welcome is the first message received; each Say gets one reply.
    for (let sent = 1; sent < 20; sent++) {
      await send.click()
      await expect.poll(() => log.getByText('You said: Hello').count()).toBe(sent)
    }
    await log.getByText('END OF SAMPLE SESSION').waitFor()
    await log.getByText('Not connected', { exact: true }).waitFor()
    await page.screenshot({ path: `${RESULTS}demo-site-websocket-limit.png` })
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      it(`looks right and has no axe violation on every kind of page (${theme}, ${size})`, async () => {
        const page = await demo.browser.newPage({ viewport })
        await page.emulateMedia({ colorScheme: theme })
        const pages = [
          ['overview', '', 'Sample API reference'],
          ['reference', 'users/get-user', 'Get user'],
          ['reference-websocket', 'realtime/chat-room', 'Chat room'],
          ['key-injection', 'key-injection', 'Key-injection login'],
          ['read-only', 'read-only', 'Read-only explorer'],
          ['not-found', 'nowhere', 'Page not found'],
        ] as const
        for (const [name, path, title] of pages) {
          await page.goto(`${demo.stack.demoUrl}${path}`)
          await h1(page).getByText(title).waitFor()
          // Descriptions render as markdown once the renderer has loaded.
          await page.waitForLoadState('networkidle')
          if (size === 'narrow' && name === 'reference') {
            await page.getByText('All endpoints').click()
          }
          await page.screenshot({ path: `${RESULTS}demo-site-${name}-${theme}-${size}.png` })
          const violations = await axeViolations(page)
          expect(`${name}: ${formatViolations(violations)}`).toBe(`${name}: No accessibility violations.`)
        }
      })
    }
  }
})
