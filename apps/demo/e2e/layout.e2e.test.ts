import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS, SKIP_BROWSER_TESTS, useDemoBrowser } from './demo-browser.js'

/**
 * The playground's layout in a real Chromium: the resizable split between the form pane and the request/response
 * pane on wide screens (mouse, keyboard, starting size, no jump when the resizing library arrives), and the
 * Request / Response tabs on a phone, with nothing that scrolls sideways, in light and dark.
 */

const THEMES = ['light', 'dark'] as const
const WIDE = { width: 1400, height: 900 }
const PHONE = { width: 390, height: 844 }
const HARNESS = `/@fs${fileURLToPath(new URL('./layout-harness.tsx', import.meta.url))}`

/** Opens the explorer on an endpoint of the sample API and returns the explorer dialog once Send is there. */
async function openEndpoint(page: Page, demoUrl: string, slug: string): Promise<Locator> {
  await page.goto(`${demoUrl}?explorer=${slug}`)
  const explorer = page.getByRole('dialog', { name: /API Explorer/ })
  await explorer.getByRole('button', { name: 'Send request' }).waitFor()
  return explorer
}

/** The widths of the two panes, in CSS pixels. */
async function paneWidths(explorer: Locator): Promise<{ form: number; result: number }> {
  const form = await explorer.locator('.ax-FormPane').boundingBox()
  const result = await explorer.locator('.ax-ResultPane').boundingBox()
  return { form: form?.width ?? 0, result: result?.width ?? 0 }
}

/**
 * Every element of the page that scrolls sideways (the page itself, and any box whose content is wider than it
 * and that is not hidden), described by its classes and widths; empty when nothing does.
 */
function horizontalScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element)
      const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll'
      if (scrolls && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        found.push(
          `${element.tagName.toLowerCase()}.${element.className} ${element.scrollWidth} > ${element.clientWidth}`,
        )
      }
    }
    return found
  })
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme })
    await page.screenshot({ path: `${RESULTS}${name}-${theme}.png` })
  }
  await page.emulateMedia({ colorScheme: 'light' })
}

describe.skipIf(SKIP_BROWSER_TESTS)('the playground layout in a real browser', () => {
  const demo = useDemoBrowser()

  it('starts the wide split at 50 % in plain CSS and keeps the sizes when the resizing library arrives', async () => {
    const page = await demo.browser.newPage({ viewport: WIDE })
    // Hold the library back until the plain CSS split has been measured.
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/react-resizable-panels/, async (route) => {
      await held
      await route.continue()
    })
    const explorer = await openEndpoint(page, demo.stack.demoUrl, 'users/get-user')
    const split = explorer.locator('.ax-Split')
    expect(await split.getAttribute('data-layout')).toBe('static')
    const before = await paneWidths(explorer)
    expect(Math.abs(before.form - before.result)).toBeLessThanOrEqual(1)

    release()
    await explorer.getByRole('separator', { name: 'Resize the form and response panes' }).waitFor()
    expect(await split.getAttribute('data-layout')).toBe('resizable')
    const after = await paneWidths(explorer)
    expect(Math.abs(after.form - before.form)).toBeLessThanOrEqual(1)
    expect(Math.abs(after.result - before.result)).toBeLessThanOrEqual(1)
    await page.close()
  })

  it('starts the form pane at 300 px in pixel mode, before and after the resizing library arrives', async () => {
    const page = await demo.browser.newPage({ viewport: WIDE })
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.goto(demo.stack.demoUrl)
    await page.route(/react-resizable-panels/, async (route) => {
      await held
      await route.continue()
    })
    // A string, not a function: vitest would rewrite a dynamic import in a function for Node.
    await page.evaluate(`import(${JSON.stringify(HARNESS)}).then((module) => module.showSplit('pixels'))`)
    const split = page.locator('.ax-Split')
    await page.getByText('Form pane').waitFor()
    expect(await split.getAttribute('data-layout')).toBe('static')
    expect((await paneWidths(page.locator('.ax-root'))).form).toBeCloseTo(300, 0)

    release()
    await page.getByRole('separator', { name: 'Resize the form and response panes' }).waitFor()
    expect(await split.getAttribute('data-layout')).toBe('resizable')
    expect((await paneWidths(page.locator('.ax-root'))).form).toBeCloseTo(300, 0)
    await page.close()
  })

  it('resizes the panes with the mouse and the keyboard', async () => {
    const page = await demo.browser.newPage({ viewport: WIDE })
    const explorer = await openEndpoint(page, demo.stack.demoUrl, 'users/get-user')
    const separator = explorer.getByRole('separator', { name: 'Resize the form and response panes' })
    await separator.waitFor()
    expect(Number(await separator.getAttribute('aria-valuenow'))).toBeCloseTo(50, 0)
    await screenshots(page, 'layout-wide')

    const start = await paneWidths(explorer)
    const box = await separator.boundingBox()
    if (box == null) throw new Error('The separator has no box.')
    const y = box.y + Math.min(box.height / 2, 200)
    await page.mouse.move(box.x + box.width / 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, y, { steps: 10 })
    await page.mouse.up()
    const dragged = await paneWidths(explorer)
    expect(dragged.form).toBeCloseTo(start.form - 150, -1)
    expect(dragged.result).toBeCloseTo(start.result + 150, -1)
    expect(Number(await separator.getAttribute('aria-valuenow'))).toBeLessThan(50)
    await screenshots(page, 'layout-wide-dragged')

    await separator.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const keyed = await paneWidths(explorer)
    expect(keyed.form).toBeGreaterThan(dragged.form + 10)
    expect(keyed.result).toBeLessThan(dragged.result - 10)
    await page.keyboard.press('Home')
    const smallest = await paneWidths(explorer)
    expect(smallest.form).toBeCloseTo(240, -1)
    expect(await separator.evaluate((element) => element === document.activeElement)).toBe(true)
    await screenshots(page, 'layout-wide-focused')
    await page.close()
  })

  it('shows Request and Response tabs on a phone, with nothing scrolling sideways and no axe violations', async () => {
    const page = await demo.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true })
    const explorer = await openEndpoint(page, demo.stack.demoUrl, 'users/get-user')
    const requestTab = explorer.getByRole('tab', { name: 'Request' })
    const responseTab = explorer.getByRole('tab', { name: 'Response' })
    expect(await requestTab.getAttribute('aria-selected')).toBe('true')
    expect(await explorer.getByRole('separator').count()).toBe(0)
    expect(await horizontalScrollers(page)).toEqual([])

    const userId = explorer.getByRole('textbox', { name: /userId/ })
    await userId.fill('usr_grace')
    await screenshots(page, 'layout-phone-request')
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme })
      const violations = await axeViolations(page, { include: '.ax-Split' })
      expect(formatViolations(violations), `axe, Request tab, ${theme}`).toBe(formatViolations([]))
    }

    await responseTab.click()
    expect(await responseTab.getAttribute('aria-selected')).toBe('true')
    expect(await userId.isVisible()).toBe(false)
    expect(await explorer.getByRole('region', { name: 'Request' }).isVisible()).toBe(true)
    expect(await horizontalScrollers(page)).toEqual([])
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme })
      const violations = await axeViolations(page, { include: '.ax-Split' })
      expect(formatViolations(violations), `axe, Response tab, ${theme}`).toBe(formatViolations([]))
    }
    await page.emulateMedia({ colorScheme: 'light' })
    await screenshots(page, 'layout-phone-response')

    // The form kept its value while hidden.
    await requestTab.click()
    expect(await userId.inputValue()).toBe('usr_grace')

    // Send shows the Response tab with the answer.
    await explorer.getByRole('button', { name: 'Send request' }).click()
    await expect.poll(() => responseTab.getAttribute('aria-selected')).toBe('true')
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await horizontalScrollers(page)).toEqual([])
    await screenshots(page, 'layout-phone-sent')
    await page.close()
  })

  it('scrolls nothing sideways on a phone for long URLs, big forms, streams and websocket channels', async () => {
    const page = await demo.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true })
    const slugs = [
      'kitchen-sink/every-kind-of-parameter',
      'kitchen-sink/every-json-shape',
      'kitchen-sink/every-form-field',
      'streams/stream-events-sse',
      'realtime/chat-room',
    ]
    for (const slug of slugs) {
      await page.goto(`${demo.stack.demoUrl}?explorer=${slug}`)
      const explorer = page.getByRole('dialog', { name: /API Explorer/ })
      const responseTab = explorer.getByRole('tab', { name: 'Response' })
      await responseTab.waitFor()
      expect(await horizontalScrollers(page), `${slug}, Request tab`).toEqual([])
      await responseTab.click()
      expect(await horizontalScrollers(page), `${slug}, Response tab`).toEqual([])
    }
    await page.screenshot({ path: `${RESULTS}layout-phone-websocket-response.png` })
    await page.goto(`${demo.stack.demoUrl}?explorer=kitchen-sink/every-kind-of-parameter`)
    await page.getByRole('tab', { name: 'Request' }).waitFor()
    await screenshots(page, 'layout-phone-long-url')
    await page.close()
  })

  it('shows the loading skeleton wide and narrow, light and dark, with no axe violations', async () => {
    for (const [name, viewport] of [
      ['wide', WIDE],
      ['phone', PHONE],
    ] as const) {
      const page = await demo.browser.newPage({ viewport })
      await page.goto(demo.stack.demoUrl)
      for (const theme of THEMES) {
        // A string, not a function: vitest would rewrite a dynamic import in a function for Node.
        await page.evaluate(
          `import(${JSON.stringify(HARNESS)}).then((module) => module.showSkeleton(${JSON.stringify(theme)}))`,
        )
        const skeleton = page.locator('[aria-busy="true"]')
        await skeleton.getByRole('heading', { name: 'Parameters' }).waitFor()
        expect(await skeleton.getByRole('status').textContent()).toBe('Loading...')
        expect(await skeleton.getByText('POST', { exact: true }).isVisible()).toBe(true)
        expect(await horizontalScrollers(page)).toEqual([])
        const violations = await axeViolations(page, { include: '.ax-root' })
        expect(formatViolations(violations), `axe, skeleton, ${name}, ${theme}`).toBe(formatViolations([]))
        await page.screenshot({ path: `${RESULTS}layout-skeleton-${name}-${theme}.png` })
      }

      // In the overlay, before there is an endpoint list, the skeleton takes the whole body.
      await page.evaluate(`import(${JSON.stringify(HARNESS)}).then((module) => module.showOverlaySkeleton())`)
      const dialog = page.getByRole('dialog', { name: /API Explorer/ })
      await dialog.getByRole('heading', { name: 'Parameters' }).waitFor()
      const body = await dialog.locator('.ax-Explorer-body').boundingBox()
      const main = await dialog.locator('.ax-Explorer-main').boundingBox()
      expect(main?.width).toBeCloseTo(body?.width ?? 0, 0)
      expect(main?.height).toBeCloseTo(body?.height ?? 0, 0)
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme })
        const violations = await axeViolations(page, { include: '[role="dialog"]' })
        expect(formatViolations(violations), `axe, overlay skeleton, ${name}, ${theme}`).toBe(
          formatViolations([]),
        )
        await page.screenshot({ path: `${RESULTS}layout-skeleton-overlay-${name}-${theme}.png` })
      }

      // With an outline, the endpoint list is there (folded under its toggle on a phone) beside the skeleton.
      await page.evaluate(
        `import(${JSON.stringify(HARNESS)}).then((module) => module.showOverlayOutline(${JSON.stringify(`${demo.stack.sampleApiUrl}/definition.json`)}))`,
      )
      const outlined = page.getByRole('dialog', { name: /API Explorer/ })
      await outlined.getByRole('heading', { name: 'Parameters' }).waitFor()
      const toggle = outlined.locator('.ax-Explorer-listToggle')
      if (await toggle.isVisible()) await toggle.click()
      await outlined.getByRole('navigation', { name: 'Endpoints' }).getByRole('link').first().waitFor()
      expect(await horizontalScrollers(page)).toEqual([])
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme })
        const violations = await axeViolations(page, { include: '[role="dialog"]' })
        expect(formatViolations(violations), `axe, overlay outline, ${name}, ${theme}`).toBe(
          formatViolations([]),
        )
        await page.screenshot({ path: `${RESULTS}layout-outline-overlay-${name}-${theme}.png` })
      }
      await page.close()
    }
  })

  it('reveals the hidden Request tab when an invalid-fields link focuses a field there', async () => {
    const page = await demo.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true })
    const explorer = await openEndpoint(page, demo.stack.demoUrl, 'kitchen-sink/every-json-shape')
    const rating = explorer.getByRole('region', { name: 'Body Parameters' }).getByRole('textbox', {
      name: 'rating',
      exact: true,
    })
    await rating.fill('12')
    await explorer.getByRole('tab', { name: 'Response' }).click()
    expect(await rating.isVisible()).toBe(false)
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const notice = explorer.getByRole('alert').filter({ hasText: 'Send anyway' })
    await notice.waitFor()
    await notice.getByRole('button', { name: 'rating', exact: true }).click()
    expect(await explorer.getByRole('tab', { name: 'Request' }).getAttribute('aria-selected')).toBe('true')
    expect(await rating.isVisible()).toBe(true)
    expect(await rating.evaluate((element) => element === document.activeElement)).toBe(true)
    await screenshots(page, 'layout-phone-invalid-field')
    await page.close()
  })

  it('folds the endpoint list on a phone under a button naming the open endpoint', async () => {
    const page = await demo.browser.newPage({ viewport: PHONE, hasTouch: true, isMobile: true })
    const explorer = await openEndpoint(page, demo.stack.demoUrl, 'users/get-user')
    const toggle = explorer.getByRole('button', { name: /Get user/ })
    const search = explorer.getByPlaceholder('Search for endpoints...')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await search.isVisible()).toBe(false)

    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await search.fill('create')
    await explorer.getByRole('link', { name: 'POST Create user' }).click()
    await explorer.getByRole('heading', { level: 2, name: 'Create user' }).waitFor()
    const folded = explorer.getByRole('button', { name: /Create user/ })
    expect(await folded.getAttribute('aria-expanded')).toBe('false')
    expect(await search.isVisible()).toBe(false)
    expect(await horizontalScrollers(page)).toEqual([])
    await screenshots(page, 'layout-phone-folded-list')

    // Wide, the list is the overlay's first column and the fold button is not there.
    await page.setViewportSize(WIDE)
    expect(await search.isVisible()).toBe(true)
    expect(await folded.isVisible()).toBe(false)
    await page.close()
  })
})
