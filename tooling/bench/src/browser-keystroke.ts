/**
 * Keystroke to next frame in the largest request body of a spec: ms from the keydown of one character in a body
 * text field to the end of the first frame whose field shows it (see `keystrokeProbe`). Ours: the explorer opened
 * on that endpoint, typing into one plain string property of its body form. Swagger UI: the same operation
 * expanded, "Try it out", typing into the same property's string inside its request-body textarea (the caret
 * right after `"key": "`, so the JSON stays valid). Each sample is a fresh context and page, ours and Swagger UI
 * alternating; in each, several keystrokes a moment apart, the first dropped (it pays for first-use work).
 */
import type { Browser, Page } from 'playwright-core'
import { bodyFieldLocator, keystrokeProbe } from './browser-in-page.js'
import type { PageSide } from './browser-pages.js'
import { pagePath } from './browser-pages.js'
import {
  emptySamples,
  freshPage,
  log,
  type SamplesBySide,
  sidesInRound,
  VIEWPORT_HEIGHT,
} from './browser-session.js'
import type { LargestBody } from './browser-largest-body.js'

const TYPED = 'benchmark'
const KEYSTROKES = 7
/** Long enough for work a page defers after a keystroke (Swagger UI debounces its textarea) to be over. */
const PAUSE_BETWEEN_KEYSTROKES_MS = 400
const STEP_TIMEOUT_MS = 120_000
const MAX_SCREENS_TO_SCROLL = 500

export async function measureKeystrokes(
  browser: Browser,
  origin: string,
  target: LargestBody,
  samples: number,
): Promise<SamplesBySide> {
  const figures = emptySamples()
  for (let round = 0; round < samples; round++) {
    for (const side of sidesInRound(round)) {
      const times = await keystrokesOnce(browser, origin, target, side)
      figures[side].push(...times)
      log(`keystroke ${side}: ${times.map((ms) => ms.toFixed(1)).join(', ')} ms`)
    }
  }
  return figures
}

async function keystrokesOnce(
  browser: Browser,
  origin: string,
  target: LargestBody,
  side: PageSide,
): Promise<number[]> {
  const { page, close } = await freshPage(browser)
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  try {
    const caretAfter = side === 'ours' ? undefined : await openInSwaggerUi(page, origin, target)
    if (side === 'ours') {
      await page.goto(`${origin}${pagePath('ours', target.specFile, target.slug)}`)
    }
    const locate = bodyFieldLocator(side, target.field)
    await page.waitForFunction(`${locate} != null`, undefined, { polling: 100 })
    // Lazy pieces still arriving (the highlighter, the resizable split) would land in the middle of the typing.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    await page.evaluate(keystrokeProbe(locate))
    const start = (await page.evaluate(
      `window.__benchKeystroke.prepare(${JSON.stringify(caretAfter ?? null)})`,
    )) as { value: string; caret: number }
    const times: number[] = []
    for (let count = 1; count <= KEYSTROKES; count++) {
      const typed = TYPED.slice(0, count)
      const expected = start.value.slice(0, start.caret) + typed + start.value.slice(start.caret)
      await page.evaluate(`window.__benchKeystroke.arm(${JSON.stringify(expected)}, ${STEP_TIMEOUT_MS})`)
      await page.keyboard.press(typed.at(-1) ?? '')
      times.push((await page.evaluate('window.__benchKeystroke.result')) as number)
      await page.waitForTimeout(PAUSE_BETWEEN_KEYSTROKES_MS)
    }
    return times.slice(1)
  } catch (error) {
    throw new Error(`keystroke, ${side}: ${(error as Error).message}`, { cause: error })
  } finally {
    await close()
  }
}

/**
 * Opens the operation in Swagger UI (its block found by method and path), presses "Try it out" and returns what
 * precedes the field's string in the example body, where the caret goes. Swagger UI renders its operation list
 * virtually (and its deep links do not reach a block that is not rendered), so the page is scrolled down a
 * screen at a time until the block is there.
 */
async function openInSwaggerUi(page: Page, origin: string, target: LargestBody): Promise<string> {
  await page.goto(`${origin}${pagePath('swagger-ui', target.specFile)}`)
  await page.locator('.opblock').first().waitFor()
  const block = page
    .locator(`.opblock.opblock-${target.method.toLowerCase()}`)
    .filter({ has: page.locator(`.opblock-summary-path[data-path="${target.path}"]`) })
    .first()
  for (let screen = 0; (await block.count()) === 0; screen++) {
    if (screen > MAX_SCREENS_TO_SCROLL) throw new Error(`Swagger UI shows no ${target.method} ${target.path}`)
    await page.mouse.wheel(0, VIEWPORT_HEIGHT)
    await page.waitForTimeout(100)
  }
  await block.locator('.opblock-summary-control').click()
  await block.locator('.try-out__btn').click()
  return `"${target.field}": "`
}
