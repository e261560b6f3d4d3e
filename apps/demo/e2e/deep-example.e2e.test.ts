import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

/** `{"child":{"child":…{"leaf":true}}}`, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = { leaf: true }
  for (let level = 0; level < depth; level++) value = { child: value }
  return value
}

describe.skipIf(SKIP_BROWSER_TESTS)('a definition with an example nested thousands of levels deep', () => {
  const demo = useDemoBrowser()

  it('imports, shows the playground and sends the example; the page never blanks', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1400, height: 900 } })
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(demo.stack.demoUrl)
    const document = {
      openapi: '3.1.0',
      info: { title: 'Deep example', version: '1' },
      servers: [{ url: demo.stack.sampleApiUrl }],
      paths: {
        '/echo': {
          post: {
            summary: 'Echo a deep value',
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { type: 'object' }, example: nested(3500) } },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    }
    await page.getByLabel('Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file').setInputFiles({
      name: 'deep.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(document)),
    })
    await page
      .getByRole('region', { name: 'Import summary' })
      .getByText(/1 endpoints/)
      .waitFor()
    await page.goto(`${demo.stack.demoUrl}?explorer=echo-a-deep-value`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    // About 23 s on a quiet 2-core machine: the playground's request preview and body editor lay out the example
    // pretty-printed, whose indentation grows with the depth: tens of millions of characters (a known cost).
    await explorer.getByRole('heading', { level: 2, name: 'Echo a deep value' }).waitFor({ timeout: 150_000 })
    await explorer.getByRole('button', { name: 'Use example' }).click()
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const sendAnyway = explorer.getByRole('button', { name: 'Send anyway' })
    const response = explorer.getByRole('region', { name: 'Response' })
    await Promise.race([
      response.getByText('200 OK').waitFor({ timeout: 150_000 }),
      sendAnyway.waitFor({ timeout: 150_000 }).then(() => sendAnyway.click()),
    ])
    await response.getByText('200 OK').waitFor()
    expect(await response.textContent()).toContain('child')
    await page.screenshot({ path: `${RESULTS}deep-example.png` })
    expect(await explorer.getByRole('heading', { level: 2, name: 'Echo a deep value' }).isVisible()).toBe(
      true,
    )
    expect(pageErrors).toEqual([])
    await page.close()
  }, 300_000)
})
