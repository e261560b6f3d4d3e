import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { browserTestsRequired, findChromium, launchChromium } from '@api-explorer/browser'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The recorder in a real Chromium with its fake microphone (a beeping tone): a page that mounts only
 * <AudioRecorderControl/> and the UI kit's stylesheet, bundled with esbuild and served from 127.0.0.1 (a
 * secure context, so getUserMedia exists).
 */

const SKIP = findChromium() == null && !browserTestsRequired()
const HERE = dirname(fileURLToPath(import.meta.url))
const RESULTS = join(HERE, '../../../test-results/')

// Watches the control: the highest meter value and every timer text seen, and the recorded file value.
const PAGE_SOURCE = `
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import '../../styles.css'
import { AudioRecorderControl } from './audio-recorder-control.js'

const seen = { maxLevel: 0, timers: [], recorded: undefined, errors: [] }
window.recorderTest = seen
new MutationObserver(() => {
  const meter = document.querySelector('[role="meter"]')
  if (meter) seen.maxLevel = Math.max(seen.maxLevel, Number(meter.getAttribute('aria-valuenow')))
  const timer = document.querySelector('[role="timer"]')
  if (timer && seen.timers.at(-1) !== timer.textContent) seen.timers.push(timer.textContent)
}).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })

createRoot(document.getElementById('recorder')).render(
  createElement(AudioRecorderControl, {
    label: 'voice',
    onRecorded: (file) => { seen.recorded = file },
    logger: (...data) => { seen.errors.push(data.map(String).join(' ')); console.error(...data) },
  }),
)
`

/** Runs a program in this folder with `input` on its standard input. */
const run = (file: string, input: string, args: string[]): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = execFile(file, args, { cwd: HERE }, (error, _stdout, stderr) =>
      error == null ? resolve() : reject(new Error(`${error.message}\n${stderr}`)),
    )
    child.stdin?.end(input)
  })

const html = (theme: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Audio recorder</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/page.css">
<style>body { margin: 0 } .ax-root { min-height: 100vh; padding: 24px; background: var(--ax-color-background) }</style>
</head><body>
<div class="ax-root" data-theme="${theme}">
  <section class="ax-FormSection" style="max-width: 640px">
    <h3>Body Parameters</h3>
    <div class="ax-FormSection-fields">
      <div class="ax-Field">
        <div class="ax-Field-label"><code>voice</code><span class="ax-Field-type">file (audio/webm)</span>
          <span class="ax-Field-presence" data-required="true">required</span></div>
        <div id="recorder"></div>
      </div>
    </div>
  </section>
</div>
<script type="module" src="/page.js"></script>
</body></html>`

type Seen = {
  maxLevel: number
  timers: string[]
  errors: string[]
  recorded: { name: string; type: string; size: number; lastModified: number; dataUrl: string } | undefined
}

describe.skipIf(SKIP)('the audio recorder in Chromium', () => {
  let server: Server
  let origin: string
  let browser: Browser
  const files = new Map<string, string>()

  beforeAll(async () => {
    // esbuild's JavaScript API refuses jsdom's TextEncoder (the package's tests run in jsdom): run its CLI.
    const out = await mkdtemp(join(tmpdir(), 'ax-audio-recorder-'))
    try {
      await run(process.execPath, PAGE_SOURCE, [
        createRequire(import.meta.url).resolve('esbuild/bin/esbuild'),
        '--bundle',
        '--loader=tsx',
        '--format=esm',
        '--platform=browser',
        '--jsx=automatic',
        '--conditions=@api-explorer/source',
        '--define:process.env.NODE_ENV="production"',
        '--log-level=warning',
        `--outfile=${join(out, 'page.js')}`,
      ])
      for (const name of ['/page.js', '/page.css']) files.set(name, await readFile(join(out, name), 'utf8'))
    } finally {
      await rm(out, { recursive: true, force: true })
    }
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const body =
        url.pathname === '/' ? html(url.searchParams.get('theme') ?? 'light') : files.get(url.pathname)
      if (body == null) return void response.writeHead(404).end()
      const type = url.pathname.endsWith('.js')
        ? 'text/javascript'
        : url.pathname.endsWith('.css')
          ? 'text/css'
          : 'text/html'
      response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` }).end(body)
    })
    origin = await listenOnFreePort(server)
    browser = await launchChromium({ fakeMedia: true })
    await mkdir(RESULTS, { recursive: true })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    if (server != null) await closeServer(server)
  })

  const seen = (page: Page): Promise<Seen> =>
    page.evaluate(() => (window as unknown as { recorderTest: Seen }).recorderTest)

  for (const theme of ['light', 'dark']) {
    it(
      `records ~1.5 s from the fake microphone into a playable webm (${theme})`,
      { timeout: 30_000 },
      async () => {
        const context = await browser.newContext({
          viewport: { width: 720, height: 260 },
          colorScheme: theme === 'dark' ? 'dark' : 'light',
        })
        const page = await context.newPage()
        const logs: string[] = []
        page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`))
        page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`))
        await page.goto(`${origin}/?theme=${theme}`)

        await page.getByRole('button', { name: 'Record audio for voice' }).click()
        await page.getByRole('timer', { name: 'Recording time' }).waitFor()
        await page.waitForFunction(() => document.querySelector('[role="timer"]')?.textContent === '00:01')
        await page.waitForTimeout(400)
        await page.mouse.move(700, 250) // no hover state in the screenshots
        await page.screenshot({ path: `${RESULTS}audio-recorder-recording-${theme}.png` })
        await page.getByRole('button', { name: 'Stop recording audio for voice' }).click()
        const audio = page.getByLabel('Recording for voice')
        await audio.waitFor()

        const result = await seen(page)
        expect(logs.filter((line) => line.startsWith('error') || line.startsWith('pageerror'))).toEqual([])
        expect(result.errors).toEqual([])
        expect(result.timers).toContain('00:01')
        expect(result.maxLevel).toBeGreaterThan(0)
        expect(result.maxLevel).toBeLessThanOrEqual(1)
        const recorded = result.recorded
        expect(recorded?.name).toMatch(/^recording-\d{13}\.webm$/)
        expect(recorded?.type).toBe('audio/webm;codecs=opus')
        expect(recorded?.size).toBeGreaterThan(1000)
        expect(recorded?.dataUrl.startsWith('data:audio/webm;codecs=opus;base64,')).toBe(true)
        const bytes = Buffer.from(recorded?.dataUrl.split(',')[1] ?? '', 'base64')
        expect(bytes.length).toBe(recorded?.size)
        expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]) // EBML: a webm file
        expect(await page.getByText(recorded?.name ?? '?').isVisible()).toBe(true)

        // Playable: the <audio> loads it, and Web Audio decodes it to about as long as was recorded.
        const playable = await audio.evaluate(async (element) => {
          const player = element as HTMLAudioElement
          if (player.readyState < 1)
            await new Promise((resolve) => player.addEventListener('loadedmetadata', resolve, { once: true }))
          const decoded = await new AudioContext().decodeAudioData(
            await (await fetch(player.src)).arrayBuffer(),
          )
          return {
            readyState: player.readyState,
            error: player.error?.message ?? null,
            seconds: decoded.duration,
          }
        })
        expect(playable.error).toBeNull()
        expect(playable.readyState).toBeGreaterThanOrEqual(1)
        expect(playable.seconds).toBeGreaterThan(1)
        expect(playable.seconds).toBeLessThan(4)
        console.info(
          `audio recorder (${theme}): ${recorded?.size} B, ${playable.seconds.toFixed(2)} s decoded, max meter ${result.maxLevel}, timers ${result.timers.join(' ')}`,
        )
        await page.mouse.move(700, 250)
        await page.screenshot({ path: `${RESULTS}audio-recorder-stopped-${theme}.png` })
        await context.close()
      },
    )
  }

  it('shows a microphone failure beside the button', { timeout: 30_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 720, height: 200 } })
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
    })
    const page = await context.newPage()
    await page.goto(`${origin}/?theme=light`)
    await page.getByRole('button', { name: 'Record audio for voice' }).click()
    expect(await page.getByRole('alert').textContent()).toBe('Microphone unavailable: Permission denied')
    expect((await seen(page)).errors).toEqual(['NotAllowedError: Permission denied'])
    await page.mouse.move(700, 190)
    await page.screenshot({ path: `${RESULTS}audio-recorder-error-light.png` })
    await context.close()
  })
})
