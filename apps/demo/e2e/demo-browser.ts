import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { browserTestsRequired, findChromium, launchChromium } from '@api-explorer/browser'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import type { DemoStack } from '../scripts/demo-stack.js'
import { startDemoStack } from '../scripts/demo-stack.js'

/** Where browser tests save their screenshots. */
export const RESULTS: string = fileURLToPath(new URL('../test-results/', import.meta.url))

/** Whether browser tests are skipped here: no Chromium, and not required (CI requires them). */
export const SKIP_BROWSER_TESTS: boolean = findChromium() == null && !browserTestsRequired()

/** The running demo (sample API, proxy, demo page) and a headless Chromium, for one `describe` block. */
export type DemoBrowser = { stack: DemoStack; browser: Browser }

/**
 * Starts the demo stack on free ports and Chromium before the tests of the calling `describe` block, and
 * stops both after them. Read the fields inside tests (they are set in `beforeAll`).
 */
export function useDemoBrowser(): DemoBrowser {
  const context = {} as DemoBrowser
  beforeAll(async () => {
    context.stack = await startDemoStack({ sampleApiPort: 0, proxyPort: 0, demoPort: 0, quiet: true })
    context.browser = await launchChromium()
    await mkdir(RESULTS, { recursive: true })
  })
  afterAll(async () => {
    await context.browser?.close()
    await context.stack?.close()
  })
  return context
}
