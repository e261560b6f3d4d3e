/** What every browser sample shares: a fresh context and page, the sides in their order, the log. */
import type { Browser, Page } from 'playwright-core'
import type { PageSide } from './browser-pages.js'
import { alternated } from './rows.js'

/** Both sides, ours first. */
const SIDES: readonly PageSide[] = ['ours', 'swagger-ui']

/**
 * The sides in the order round `round` loads them: ours first in even rounds, the peer first in odd ones, as the
 * imports section alternates. With one fixed order, whatever a closing page leaves behind (its renderer's teardown
 * on two cores outlasted the second's wait in some samples) fell on the same side in every round: ours always
 * loaded right after Swagger UI's page, the heavier one, closed. Alternating, each side follows each side equally
 * often.
 */
export function sidesInRound(round: number): readonly PageSide[] {
  return alternated(SIDES, round)
}

/** Every figure a measure took, per side. */
export type SamplesBySide = Record<PageSide, number[]>

export function emptySamples(): SamplesBySide {
  return { ours: [], 'swagger-ui': [] }
}

/** A desktop viewport, the same for both sides. */
export const VIEWPORT_HEIGHT = 900
const VIEWPORT = { width: 1440, height: VIEWPORT_HEIGHT }

export function log(message: string): void {
  process.stderr.write(`[browser] ${message}\n`)
}

/**
 * A new browser context (its own empty cache and storage) with one page. The bench server answers `no-store`, so
 * nothing a sample loaded helps the next one. No DevTools session is opened on the page (an earlier version
 * disabled the cache through CDP's `Network` domain, which the fresh context makes unneeded): its agent reports
 * every response to the inspector, work no reader's page does. In one A/B on a loaded machine (four samples each)
 * it made a small difference, GitHub's first operation 2.20 s without it and 2.33 s with it for ours.
 */
export async function freshPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  page.on('pageerror', (error) => log(`page error: ${error.message}`))
  return { page, close: () => context.close() }
}
