import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { browserTestsRequired, findChromium, launchChromium } from '@api-explorer/browser'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoStack } from '../scripts/demo-stack.js'
import { startDemoStack } from '../scripts/demo-stack.js'

const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url))

describe.skipIf(findChromium() == null && !browserTestsRequired())('the demo in a real browser', () => {
  let stack: DemoStack
  let browser: Browser
  beforeAll(async () => {
    stack = await startDemoStack({ sampleApiPort: 0, proxyPort: 0, demoPort: 0, quiet: true })
    browser = await launchChromium()
    await mkdir(RESULTS, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.close()
  })

  it('opens the explorer, sends a filled request through the proxy and shows the response and its cURL', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))

    await page.goto(stack.demoUrl)
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
    expect(sent).toContain(`${stack.proxyUrl}/${stack.sampleApiUrl}/users/usr_grace`)

    await page.screenshot({ path: `${RESULTS}explorer-get-user.png` })

    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    expect(new URL(page.url()).search).toBe('')
  })
})
