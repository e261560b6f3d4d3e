/**
 * Where ours spends the time to its first operation: loads our first-operation page for one spec once in Debian's
 * Chromium with the V8 sampling profiler (CDP `Profiler`) and a trace running, and prints
 * - when each request of the page started and how long it took (the loader, the element's chunks, the definition,
 *   the importers),
 * - the first operation's time, as the bench measures it,
 * - the main thread's long tasks in order, with what ran inside each,
 * - the self time per script and the functions with the most of it.
 * The full CPU profile is written to a temporary file (printed; open it in Chromium's DevTools) so a finding can
 * be followed further.
 *
 * Run in tooling/bench: `pnpm profile:browser [spec file] [--readable]` (default GitHub's). It builds the web
 * component's bundle first, as the bench does; `--readable` builds it unminified into a temporary folder, so the
 * functions have their names (the timings are then those of the unminified code, a little slower).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '@api-explorer/browser'
import { buildWebComponentBundle, WEB_COMPONENT_DIST } from './browser-build.js'
import { FIRST_OPERATION, firstOperationWatcher } from './browser-in-page.js'
import { OURS_PREFIX, oursPage, pagePath, SPECS_PREFIX } from './browser-pages.js'
import type { CpuProfile, TraceEvent } from './browser-profile-report.js'
import { mainThreadTasks, selfTimes, TRACE_CATEGORIES } from './browser-profile-report.js'
import { startStaticServer } from './browser-server.js'
import { freshPage } from './browser-session.js'
import { FIXTURE_DIR } from './fixtures.js'

async function main(): Promise<void> {
  const readable = process.argv.includes('--readable')
  const specFile =
    process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'github-api.github.com.json'
  const workDir = await mkdtemp(join(tmpdir(), 'api-explorer-profile-'))
  const dist = readable ? join(workDir, 'dist') : WEB_COMPONENT_DIST
  await buildWebComponentBundle(readable ? dist : undefined)
  const server = await startStaticServer({
    mounts: [
      { prefix: OURS_PREFIX, folder: dist },
      { prefix: SPECS_PREFIX, folder: FIXTURE_DIR },
    ],
    pages: new Map([[pagePath('ours', specFile), oursPage(specFile)]]),
  })
  const browser = await launchChromium()
  try {
    const { page, close } = await freshPage(browser)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const requests: string[] = []
    let firstRequest: number | undefined
    page.on('requestfinished', (request) => {
      const timing = request.timing()
      firstRequest ??= timing.startTime
      const at = (timing.startTime - firstRequest).toFixed(0).padStart(6)
      requests.push(
        `${at} ms +${timing.responseEnd.toFixed(0).padStart(5)} ms  ${request.url().replace(server.origin, '')}`,
      )
    })
    await page.addInitScript(firstOperationWatcher(FIRST_OPERATION.ours))
    await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    const report = server.nextReport() as Promise<{ ms: number }>
    await page.goto(`${server.origin}${pagePath('ours', specFile)}`, { waitUntil: 'commit' })
    const seen = await report
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    await close()
    const profileFile = join(tmpdir(), `first-operation-${Date.now()}.cpuprofile`)
    await writeFile(profileFile, JSON.stringify(profile))
    const lines = [
      `first operation visible at ${seen.ms.toFixed(0)} ms (${specFile}${readable ? ', unminified' : ''})`,
      'requests (start after the first one, time to the response end):',
      ...requests,
      'main-thread tasks over 15 ms, from the start of the trace:',
      ...mainThreadTasks(trace.traceEvents, profile),
      ...selfTimes(profile),
      `CPU profile: ${profileFile}`,
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  } finally {
    await browser.close()
    await server.close()
    await rm(workDir, { recursive: true, force: true })
  }
}

await main()
