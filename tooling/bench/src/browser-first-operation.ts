/**
 * First operation visible: ms from navigation start to the first frame where the first operation of the list
 * is in the DOM and visible (Swagger UI: its first `.opblock`; ours: the first entry of the explorer's endpoint
 * list). Each sample is a fresh browser context (empty cache, no stored state) on a fresh page; ours and Swagger UI
 * alternate, so load on the machine falls on both alike. The page posts the figure to the bench server itself:
 * nothing polls it through Playwright while it loads.
 */
import type { Browser } from 'playwright-core'
import { FIRST_OPERATION, firstOperationWatcher } from './browser-in-page.js'
import type { PageSide } from './browser-pages.js'
import { pagePath } from './browser-pages.js'
import type { RunningServer } from './browser-server.js'
import { emptySamples, freshPage, log, type SamplesBySide, sidesInRound } from './browser-session.js'

const LOAD_TIMEOUT_MS = 120_000

/**
 * How long each sample waits, with no page open, before it starts. Closing a context ends its renderer process
 * asynchronously: on two cores that teardown overlapped the next load. When every round loaded ours right after
 * Swagger UI's page closed (before `sidesInRound` alternated the order), `bench --only browser` runs of 2026-11-28
 * without the wait read 481–512 ms for ours on GitHub (three runs) and 448–450 ms with a second's wait (two),
 * Stripe 496–515 and 385–425 ms, Swagger UI's own figures 1.07–1.21 s either way.
 * `BENCH_BROWSER_SETTLE_MS` changes it.
 */
const SETTLE_MS = Number(process.env['BENCH_BROWSER_SETTLE_MS'] ?? 1_000)

export async function measureFirstOperation(
  browser: Browser,
  server: RunningServer,
  specFile: string,
  samples: number,
  warmUp: boolean,
): Promise<SamplesBySide> {
  const figures = emptySamples()
  // With `warmUp`, one unrecorded round first: Chromium's own start-up costs (its first renderers, font caches)
  // would otherwise land on whichever side runs first.
  for (let round = warmUp ? -1 : 0; round < samples; round++) {
    for (const side of sidesInRound(round)) {
      const { ms, text } = await firstOperationOnce(browser, server, pagePath(side, specFile), side)
      if (round >= 0) figures[side].push(ms)
      log(`${specFile} ${side}${round < 0 ? ' (warm-up)' : ''}: ${ms.toFixed(0)} ms, "${text}"`)
    }
  }
  return figures
}

async function firstOperationOnce(
  browser: Browser,
  server: RunningServer,
  path: string,
  side: PageSide,
): Promise<{ ms: number; text: string }> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const { page, close } = await freshPage(browser)
  try {
    await page.addInitScript(firstOperationWatcher(FIRST_OPERATION[side]))
    const report = server.nextReport() as Promise<{ ms: number; text: string | null }>
    await page.goto(`${server.origin}${path}`, { waitUntil: 'commit' })
    const seen = await withTimeout(report, LOAD_TIMEOUT_MS, `${path}: no operation became visible`)
    return { ms: seen.ms, text: (seen.text ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) }
  } finally {
    await close()
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} in ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
