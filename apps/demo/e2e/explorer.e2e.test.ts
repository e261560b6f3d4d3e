import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

const FIXTURES = fileURLToPath(new URL('../../../../shared/fixtures/specs/', import.meta.url))

describe.skipIf(SKIP_BROWSER_TESTS)('the demo in a real browser', () => {
  const demo = useDemoBrowser()

  it('opens the explorer, sends a filled request through the proxy and shows the response and its cURL', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))

    await page.goto(demo.stack.demoUrl)
    await page.getByRole('link', { name: 'Open API Explorer' }).click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await expect.poll(() => explorer.isVisible()).toBe(true)
    expect(new URL(page.url()).search).toBe('?explorer')

    await explorer.getByRole('link', { name: 'GET Get user', exact: true }).click()
    expect(new URL(page.url()).searchParams.get('explorer')).toBe('users/get-user')
    const userId = explorer.getByRole('textbox', { name: /userId/ })
    await userId.fill('usr_grace')

    const snippet = explorer.getByRole('region', { name: 'Request' }).locator('pre')
    await expect.poll(() => snippet.textContent()).toContain('/users/usr_grace')

    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await response.locator('pre').textContent()).toContain('"name": "Grace Hopper"')
    expect(await response.getByText(/^\d+\.\d{2} ms$/).count()).toBe(1)
    expect(sent).toContain(`${demo.stack.proxyUrl}/${demo.stack.sampleApiUrl}/users/usr_grace`)

    await page.screenshot({ path: `${RESULTS}explorer-get-user.png` })

    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
  })

  it('imports an OpenAPI file in the browser and explores its endpoints', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(demo.stack.demoUrl)
    await page
      .getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file')
      .setInputFiles(`${FIXTURES}openapi-3.0-swagger-petstore.yaml`)
    const summary = page.getByRole('region', { name: 'Import summary' })
    await summary.getByText(/Imported openapi-3\.0: 19 endpoints/).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Swagger Petstore')

    await page
      .getByRole('listitem')
      .filter({ hasText: 'Find pet by ID' })
      .getByRole('link', { name: 'Try it' })
      .click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await expect.poll(() => explorer.isVisible()).toBe(true)
    await explorer.getByRole('textbox', { name: 'petId' }).fill('10')
    const snippet = explorer.getByRole('region', { name: 'Request' }).locator('pre')
    await expect.poll(() => snippet.textContent()).toContain('https://petstore3.swagger.io/api/v3/pet/10')
    await page.screenshot({ path: `${RESULTS}explorer-imported-petstore.png` })
  })

  it('lists the 1,100 endpoints of Kubernetes in a virtual list that searches, ranks and scrolls', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(demo.stack.demoUrl)
    await page
      .getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file')
      .setInputFiles(`${FIXTURES}kubernetes-swagger.json`)
    await page
      .getByRole('region', { name: 'Import summary' })
      .getByText(/Imported swagger-2\.0/)
      .waitFor()
    await page.getByRole('link', { name: 'Try it' }).first().click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    const list = explorer.getByRole('navigation', { name: 'Endpoints' })
    await list.getByRole('link').first().waitFor()
    // Only the rows in view (and a few around them) are in the page, once the virtual list has loaded.
    await expect.poll(() => list.getByRole('link').count()).toBeLessThan(120)
    expect(await list.getByRole('link').count()).toBeGreaterThan(10)

    const scroller = list.locator('.ax-EndpointPicker-list')
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await expect.poll(() => list.getByRole('link').last().textContent()).not.toBe(null)
    const lastVisible = await list.getByRole('link').last().boundingBox()
    expect(lastVisible).not.toBeNull()

    const search = list.getByRole('searchbox', { name: 'Search endpoints' })
    await search.fill('read pod log')
    await expect.poll(() => list.getByRole('link').first().textContent()).toMatch(/log/i)
    await page.keyboard.press('Escape')
    expect(await search.inputValue()).toBe('')
    expect(await explorer.isVisible()).toBe(true)
    await page.screenshot({ path: `${RESULTS}explorer-kubernetes-virtual-list.png` })
  })

  it('sends a request of an imported definition through the proxy to a real server', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(demo.stack.demoUrl)
    const document = [
      'openapi: 3.1.0',
      'info: { title: Users over YAML, version: "1" }',
      `servers: [{ url: "${demo.stack.sampleApiUrl}" }]`,
      'paths:',
      '  /users/{userId}:',
      '    get:',
      '      summary: Fetch a user',
      '      parameters: [{ name: userId, in: path, required: true, schema: { type: string }, example: usr_ada }]',
      '      responses: { "200": { description: OK, content: { application/json: { schema: { type: object } } } } }',
    ].join('\n')
    await page.getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file').setInputFiles({
      name: 'users.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(document),
    })
    await page
      .getByRole('region', { name: 'Import summary' })
      .getByText(/1 endpoints/)
      .waitFor()
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Fetch a user' })
      .getByRole('link', { name: 'Try it' })
      .click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    expect(await explorer.getByRole('textbox', { name: /userId/ }).inputValue()).toBe('usr_ada')
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await response.locator('pre').textContent()).toContain('"name": "Ada Lovelace"')
  })

  it('shows what and where when the imported file is not an API definition', async () => {
    const page = await demo.browser.newPage()
    await page.goto(demo.stack.demoUrl)
    await page.getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file').setInputFiles({
      name: 'broken.yaml',
      mimeType: 'application/yaml',
      buffer: Buffer.from('openapi: 3.0.0\npaths:\n  /a: [unclosed\n'),
    })
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toMatch(/^broken\.yaml: Invalid YAML at line \d+, column \d+/)
  })

  it('shows a server-sent event stream as it arrives, through the proxy', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${demo.stack.demoUrl}?explorer=streams/stream-events-sse`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('textbox', { name: 'count' }).fill('3')
    await explorer.getByRole('textbox', { name: 'intervalMs' }).fill('700')
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const body = explorer.getByRole('region', { name: 'Response' }).locator('pre')
    await expect.poll(() => body.textContent(), { timeout: 5000 }).toContain('id: 1')
    // The first event is on screen while the stream still runs.
    expect(await body.textContent()).not.toContain('id: 3')
    await expect.poll(() => body.textContent(), { timeout: 5000 }).toContain('id: 3')
  })
})
