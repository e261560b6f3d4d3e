import type { Locator, Page } from 'playwright-core'
import { axeViolations, formatViolations } from './axe.js'
import { RESULTS } from './demo-browser.js'

/** The demo's two explicit themes, chosen with its header's switch. */
export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

/** The widths every screen is checked at: a laptop and a phone. */
export const VIEWPORTS = {
  wide: { width: 1400, height: 900 },
  narrow: { width: 390, height: 844 },
} as const

/**
 * Every control (link, button, field, tab, focusable element) of `scope` that a reader could only reach by
 * scrolling sideways: its box starts left of the viewport or ends right of it; plus the page itself when it
 * scrolls sideways. Visually hidden controls (1 px boxes, clipped inputs) do not count: they show elsewhere.
 */
function unreachableControls(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = []
    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
    const controls = 'a[href], button, input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"])'
    for (const container of document.querySelectorAll(selector)) {
      for (const control of container.querySelectorAll<HTMLElement>(controls)) {
        const box = control.getBoundingClientRect()
        if (box.width <= 1 || box.height <= 1 || control.closest('[hidden], [inert]')) continue
        if (box.left < -1 || box.right > window.innerWidth + 1) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? ''
          found.push(
            `${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)}`,
          )
        }
      }
    }
    return found
  }, scope)
}

/**
 * Checks screens of one theme and width: each gets a screenshot (`test-results/a11y-<screen>-<theme>-<width>.png`),
 * an axe run over its scope and, on the phone, the sideways-reachability check. Problems are collected rather
 * than thrown, so one run reports every screen that fails; `problems` is empty when all passed.
 */
export function screenChecker(page: Page, theme: string, size: keyof typeof VIEWPORTS) {
  const problems: string[] = []
  const width = VIEWPORTS[size].width
  async function check(screen: string, scope = '.ax-Explorer'): Promise<void> {
    // Transitions finished (a chevron caught mid-turn looks broken when it is not).
    await page.screenshot({ path: `${RESULTS}a11y-${screen}-${theme}-${width}.png`, animations: 'disabled' })
    const violations = await axeViolations(page, { include: scope })
    if (violations.length > 0) problems.push(`${screen}: ${formatViolations(violations)}`)
    if (size === 'narrow') {
      const unreachable = await unreachableControls(page, scope)
      if (unreachable.length > 0) problems.push(`${screen}: sideways only: ${unreachable.join('; ')}`)
    }
  }
  return { check, problems }
}

/** The explorer dialog of the page. */
export function explorerOf(page: Page): Locator {
  return page.getByRole('dialog', { name: /API Explorer/ })
}

/** Opens the explorer on an endpoint or channel by its slug and waits for its heading. */
export async function openItem(page: Page, demoUrl: string, slug: string, path = ''): Promise<Locator> {
  const target = `${demoUrl}${path}?explorer=${slug}`
  // Chromium now and then aborts a navigation that starts while the last page still streams a response; the
  // second try finds the page idle.
  await page.goto(target).catch(() => page.goto(target))
  const explorer = explorerOf(page)
  await explorer.locator('article').getByRole('heading', { level: 2 }).waitFor()
  return explorer
}

/** Sends the open endpoint's request and waits for the response card to show `status` (a status text). */
export async function send(explorer: Locator, status: string | RegExp): Promise<Locator> {
  await explorer.getByRole('button', { name: 'Send request' }).click()
  const response = explorer.getByRole('region', { name: 'Response' })
  await response.getByText(status).first().waitFor()
  return response
}
