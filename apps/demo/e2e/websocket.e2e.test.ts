import { describe, expect, it } from 'vitest'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

describe.skipIf(SKIP_BROWSER_TESTS)('the websocket playground in a real browser', () => {
  const demo = useDemoBrowser()

  it('connects to the chat room through the proxy, sends a message, shows the replies and disconnects', async () => {
    const page = await demo.browser.newPage({ viewport: { width: 1440, height: 900 } })
    await page.goto(`${demo.stack.demoUrl}?explorer`)
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('link', { name: 'WSS Chat room', exact: true }).click()

    await explorer.getByRole('textbox', { name: /roomId/ }).fill('lobby')
    await explorer.getByRole('textbox', { name: /^name/ }).fill('Grace')
    const url = explorer.getByTestId('channel-url')
    await expect.poll(() => url.textContent()).toMatch(/\/ws\/rooms\/lobby\?name=Grace$/)

    const log = explorer.getByRole('region', { name: 'Messages' })
    await log.getByText('Not connected', { exact: true }).waitFor()
    await explorer.getByRole('button', { name: 'Connect' }).click()
    await log.getByText('Connected', { exact: true }).waitFor()
    await expect.poll(() => log.locator('pre').first().textContent()).toContain('"name": "Grace"')

    const say = explorer.getByRole('region', { name: 'Say' })
    await say.getByRole('textbox', { name: /text/ }).fill('Hello, room!')
    await say.getByRole('button', { name: 'Send message: Say' }).click()
    await expect
      .poll(() => log.locator('pre').allTextContents())
      .toContainEqual(expect.stringContaining('You said: Hello, room!'))
    await page.screenshot({ path: `${RESULTS}websocket-chat.png` })

    await explorer.getByRole('button', { name: 'Disconnect' }).click()
    await log.getByText('Not connected', { exact: true }).waitFor()
    await log.getByRole('button', { name: 'Clear' }).click()
    expect(await log.locator('pre').count()).toBe(0)
  })
})
