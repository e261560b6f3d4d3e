import { createServer } from 'node:http'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import { describe, expect, it } from 'vitest'
import { browserTestsRequired, findChromium } from './chromium-path.js'
import { launchChromium } from './launch.js'

describe.skipIf(findChromium() == null && !browserTestsRequired())('launchChromium', () => {
  it('renders a local page and runs its script in headless Chromium', async () => {
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(
        '<!doctype html><title>probe</title><p id="out"></p><script>out.textContent = 6 * 7</script>',
      )
    })
    const url = await listenOnFreePort(server)
    const browser = await launchChromium()
    try {
      const page = await browser.newPage()
      await page.goto(url)
      expect(await page.title()).toBe('probe')
      expect(await page.textContent('#out')).toBe('42')
    } finally {
      await browser.close()
      await closeServer(server)
    }
  })
})

describe('findChromium', () => {
  it('honours CHROMIUM_PATH and reports a missing file as not found', () => {
    expect(findChromium({ CHROMIUM_PATH: '/definitely/not/here' })).toBeUndefined()
  })
})
