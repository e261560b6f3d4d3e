// @vitest-environment node
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { browserTestsRequired, findChromium, launchChromium } from '@api-explorer/browser'
import { startProxyServer } from '@api-explorer/proxy-server'
import { startSampleApi } from '@api-explorer/sample-api'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolationLines } from './axe.js'
import { buildBrowserBundle } from './build-bundle.js'
import { plainPage } from './plain-page.js'
import { sampleApiOpenApi } from './sample-api-openapi.js'
import type { StaticSite } from './static-site.js'
import { startStaticSite } from './static-site.js'

const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url))
const SKIP = findChromium() == null && !browserTestsRequired()
const VIEWPORTS = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const

type Stack = {
  sampleApi: { url: string; close: () => Promise<void> }
  proxy: { url: string; close: () => Promise<void> }
}

describe.skipIf(SKIP)('<api-explorer> on a plain HTML page (browser bundle, Chromium)', () => {
  let stack: Stack
  let bundle: string
  let browser: Browser
  const sites: StaticSite[] = []

  beforeAll(async () => {
    const [sampleApi, proxy, built] = await Promise.all([
      startSampleApi({ port: 0 }),
      startProxyServer({ port: 0, allowPrivate: true }),
      buildBrowserBundle(),
    ])
    stack = { sampleApi, proxy }
    bundle = built
    browser = await launchChromium()
    await mkdir(RESULTS, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all(sites.map((site) => site.close()))
    await Promise.all([stack?.sampleApi.close(), stack?.proxy.close()])
    if (bundle != null) await rm(bundle, { recursive: true, force: true })
  })

  const openPage = async (
    theme: 'light' | 'dark' | 'system',
    viewport: keyof typeof VIEWPORTS,
    colorScheme: 'light' | 'dark' = 'light',
    pageHeaders: Record<string, string> = {},
    otherPages: Record<string, { type: string; body: string }> = {},
  ): Promise<Page> => {
    const site = await startStaticSite(
      {
        '/': {
          type: 'text/html; charset=utf-8',
          body: plainPage({ proxyUrl: stack.proxy.url, theme }),
          headers: pageHeaders,
        },
        '/openapi.json': {
          type: 'application/json',
          body: JSON.stringify(sampleApiOpenApi(stack.sampleApi.url)),
        },
        ...otherPages,
      },
      bundle,
    )
    sites.push(site)
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport], colorScheme })
    // What the page tells its workers, in `window.workerMessages`: the fetch order, then 'send text' only when the
    // worker has sent an outline first.
    await page.addInitScript(() => {
      const messages: string[] = []
      Object.assign(window, { workerMessages: messages })
      const post = Worker.prototype.postMessage as (this: Worker, ...args: unknown[]) => void
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        messages.push(typeof args[0] === 'string' ? args[0] : 'fetch order')
        post.apply(this, args)
      } as Worker['postMessage']
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(site.url)
    await page.waitForFunction(() =>
      (window as unknown as { explorerEvents: Array<{ type: string }> }).explorerEvents.some(
        (event) => event.type === 'definition-load',
      ),
    )
    Object.assign(page, { errors })
    return page
  }

  const pageErrors = (page: Page): string[] => (page as Page & { errors: string[] }).errors
  /** Opens the explorer from its trigger and picks GET Get user; the dialog. */
  const openGetUser = async (page: Page): Promise<Locator> => {
    await page.getByRole('button', { name: 'Try the API' }).click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('link', { name: 'GET Get user', exact: true }).click()
    await explorer.getByRole('heading', { level: 2, name: 'Get user' }).waitFor()
    return explorer
  }
  const workerMessages = (page: Page): Promise<string[]> =>
    page.evaluate(() => (window as unknown as { workerMessages: string[] }).workerMessages)

  it('opens from its trigger, sends a request through the proxy and shows the response, inside its shadow root', async () => {
    const page = await openPage('light', 'desktop')
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))
    const explorer = await openGetUser(page)
    await explorer.getByRole('textbox', { name: /userId/ }).fill('usr_grace')
    await explorer.getByRole('button', { name: 'Send request' }).click()
    const response = explorer.getByRole('region', { name: 'Response' })
    await response.getByText('200 OK').waitFor()
    expect(await response.locator('pre').textContent()).toContain('"name": "Grace Hopper"')
    expect(sent).toContain(`${stack.proxy.url}/${stack.sampleApi.url}/users/usr_grace`)

    // Everything the explorer renders is in the element's shadow root: nothing in the page's own DOM.
    const placement = await page.evaluate(() => {
      const overlay = document.querySelector('api-explorer-portal')?.shadowRoot
      return {
        inPage: document.querySelectorAll('.ax-root, [role="dialog"]').length,
        inShadow: overlay?.querySelectorAll('[role="dialog"] .ax-Explorer-header').length,
        status: overlay?.querySelector('[role="dialog"]')?.textContent?.includes('200 OK'),
      }
    })
    expect(placement).toEqual({ inPage: 0, inShadow: 1, status: true })

    const events = await page.evaluate(
      () => (window as unknown as { explorerEvents: unknown[] }).explorerEvents,
    )
    expect(events).toEqual([
      { type: 'definition-load' },
      { type: 'route-change', route: '' },
      { type: 'route-change', route: 'users/get-user' },
      { type: 'playground-event', name: 'api_playground_request_sent' },
      { type: 'playground-event', name: 'api_playground_request_received' },
    ])
    expect(await page.locator('api-explorer').getAttribute('endpoint')).toBe('users/get-user')

    await page.keyboard.press('Escape')
    await expect.poll(() => explorer.count()).toBe(0)
    expect(await page.locator('api-explorer').getAttribute('open')).toBeNull()
    // Focus goes back to the trigger the reader opened the explorer with.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Try the API')
    expect(pageErrors(page)).toEqual([])
  })

  it('fetches the definition in a worker, and on the main thread where the page allows no worker', async () => {
    // In a worker, the page's own timeline has no entry for the definition's fetch.
    const definitionFetchesInPage = (page: Page): Promise<number> =>
      page.evaluate(
        () =>
          performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/openapi.json'))
            .length,
      )
    const inWorker = await openPage('light', 'desktop')
    expect(await definitionFetchesInPage(inWorker)).toBe(0)
    expect(pageErrors(inWorker)).toEqual([])

    const noWorkers = await openPage('light', 'desktop', 'light', {
      'Content-Security-Policy': "worker-src 'none'",
    })
    expect(await definitionFetchesInPage(noWorkers)).toBe(1)
    await openGetUser(noWorkers)
    // The refused worker is the one error: Chromium reports the policy's refusal on the console.
    expect(pageErrors(noWorkers).every((error) => /Content Security Policy|worker-src/i.test(error))).toBe(
      true,
    )
  })

  it('lists the endpoints from an outline the fetch worker makes, loading module graphs all at once', async () => {
    const page = await openPage('light', 'desktop')
    const site = sites.at(-1) as StaticSite
    const inPage = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    // The worker imported the outline module and, beside it, every chunk that module imports: the server had
    // them all, the page's own timeline none of them.
    const outlineModule = await readFile(join(bundle, 'api-explorer-outline.js'), 'utf8')
    const outlineImports = [...outlineModule.matchAll(/(?:from|import)\s*"\.\/(chunks\/[^"]+\.js)"/g)].map(
      (match) => `/dist/${match[1]}`,
    )
    expect(outlineImports.length).toBeGreaterThan(0)
    for (const path of ['/dist/api-explorer-outline.js', ...outlineImports]) {
      expect(site.requested).toContain(path)
    }
    expect(inPage).not.toContain('/dist/api-explorer-outline.js')
    // Only what an outline reads (the importers' `outline` entry): no YAML reader for a JSON document.
    for (const path of outlineImports) {
      expect(await readFile(join(bundle, path.replace('/dist/', '')), 'utf8')).not.toContain('YAMLException')
    }
    // The worker sent the outline, and the text only when asked for it.
    expect(await workerMessages(page)).toEqual(['fetch order', 'send text'])

    // The loader asked for the element's chunks with modulepreload links, each a file of the bundle.
    const loader = await readFile(join(bundle, 'api-explorer.js'), 'utf8')
    expect(loader).not.toContain('__API_EXPLORER_')
    const preloaded = await page.evaluate(() =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    )
    expect(preloaded.some((path) => /^\/dist\/chunks\/src-[^/]+\.js$/.test(path))).toBe(true)
    for (const path of preloaded) expect(inPage).toContain(path)

    await openGetUser(page)
    expect(pageErrors(page)).toEqual([])
  })

  it('outlines a YAML document in the worker too, loading the YAML reader only then', async () => {
    // A comment first: JSON in YAML's flow style, which the JSON reader leaves to the YAML one.
    const yaml = `# The sample API, as YAML\n${JSON.stringify(sampleApiOpenApi(stack.sampleApi.url), null, 2)}`
    const page = await openPage(
      'light',
      'desktop',
      'light',
      {},
      { '/openapi.json': { type: 'application/yaml', body: yaml } },
    )
    expect(await workerMessages(page)).toEqual(['fetch order', 'send text'])
    await openGetUser(page)
    expect(pageErrors(page)).toEqual([])
  })

  it('loads and lists the definition when the outline module cannot run in the worker', async () => {
    const page = await openPage(
      'light',
      'desktop',
      'light',
      {},
      {
        '/dist/api-explorer-outline.js': {
          type: 'text/javascript; charset=utf-8',
          body: "throw new Error('This host serves no outline module')",
        },
      },
    )
    expect((sites.at(-1) as StaticSite).requested).toContain('/dist/api-explorer-outline.js')
    // No outline from the worker: the text came at once, and the page's import made the outline.
    expect(await workerMessages(page)).toEqual(['fetch order'])
    await openGetUser(page)
    expect(pageErrors(page)).toEqual([])
  })

  it('keeps the page CSS out and its own styles in', async () => {
    const page = await openPage('light', 'desktop')
    await page.getByRole('button', { name: 'Try the API' }).click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('link', { name: 'GET Get user', exact: true }).click()
    const heading = explorer.getByRole('heading', { level: 2, name: 'Get user' })
    await heading.waitFor()
    const styles = await heading.evaluate((element) => {
      const style = getComputedStyle(element)
      const dialog = getComputedStyle(element.closest('[role="dialog"]') as Element)
      return {
        color: style.color,
        fontSize: style.fontSize,
        textTransform: style.textTransform,
        letterSpacing: style.letterSpacing,
        fontFamily: style.fontFamily,
        dialogDisplay: dialog.display,
        dialogBackground: dialog.backgroundColor,
      }
    })
    expect(styles.color).not.toBe('rgb(200, 0, 0)')
    expect(styles.fontSize).not.toBe('40px')
    expect(styles.textTransform).toBe('none')
    expect(styles.letterSpacing).toBe('normal')
    expect(styles.fontFamily).toContain('system-ui')
    expect(styles.dialogDisplay).toBe('grid')
    expect(styles.dialogBackground).toBe('rgb(255, 255, 255)')
    // The page themes it through the tokens on the overlay host: the Send button takes the page's accent.
    const send = explorer.getByRole('button', { name: 'Send request' })
    expect(await send.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(11, 122, 117)',
    )
    // The page keeps its own look.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily)).toBe('Georgia, serif')
  })

  it("follows the reader's colour scheme with theme=system", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage('system', 'desktop', colorScheme)
      await page.getByRole('button', { name: 'Try the API' }).click()
      const explorer = page.getByRole('dialog', { name: /API Explorer/ })
      await explorer.getByRole('heading', { level: 2 }).first().waitFor()
      const background = await explorer.evaluate((dialog) => getComputedStyle(dialog).backgroundColor)
      expect(background).toBe(colorScheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(24, 25, 27)')
    }
  })

  it('keeps keyboard focus inside the open dialog, both ways', async () => {
    const page = await openPage('light', 'desktop')
    await openGetUser(page)
    const focusIsInDialog = (): Promise<boolean> =>
      page.evaluate(() => {
        const host = document.querySelector('api-explorer-portal')
        const active = host?.shadowRoot?.activeElement
        return document.activeElement === host && active != null && active.closest('[role="dialog"]') != null
      })
    const seen = new Set<string>()
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInDialog()).toBe(true)
      seen.add(
        await page.evaluate(
          () =>
            document
              .querySelector('api-explorer-portal')
              ?.shadowRoot?.activeElement?.outerHTML.slice(0, 80) ?? '',
        ),
      )
    }
    for (let step = 0; step < 20; step++) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusIsInDialog()).toBe(true)
    }
    // Tab went round more than a couple of controls (it wrapped, it did not stick).
    expect(seen.size).toBeGreaterThan(8)
  })

  it('opens menus and selects inside the shadow root, picks by keyboard, focuses the added field, and scrolls with the wheel', async () => {
    const page = await openPage('light', 'phone')
    const sent: string[] = []
    page.on('request', (request) => sent.push(request.url()))
    await page.getByRole('button', { name: 'Try the API' }).click()
    const explorer = page.getByRole('dialog', { name: /API Explorer/ })
    await explorer.getByRole('heading', { level: 2, name: 'List users' }).waitFor()
    // The optional-properties menu (a Radix dropdown) and the enum select (a Radix select) portal into the
    // overlay's shadow root, and the added field takes focus there.
    await explorer.getByRole('button', { name: '2 more optional properties' }).click()
    await page.getByRole('menu').waitFor()
    const focusedItem = (): Promise<string> =>
      page.evaluate(() => {
        const active = document.querySelector('api-explorer-portal')?.shadowRoot?.activeElement
        return `${active?.getAttribute('role')}:${active?.textContent?.trim()}`
      })
    // Arrow keys move one item at a time: 'Add all', then limit, then role.
    for (const expected of [/^menuitem:Add all/, /^menuitem:limit/, /^menuitem:role/]) {
      await page.keyboard.press('ArrowDown')
      await expect.poll(focusedItem).toMatch(expected)
    }
    await page.keyboard.press('Enter')
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.querySelector('api-explorer-portal')?.shadowRoot?.activeElement
          return `${active?.getAttribute('role')} ${active?.textContent ?? ''}`
        }),
      )
      .toMatch(/^combobox /)
    await explorer.getByRole('combobox', { name: /role/ }).click()
    const listbox = page.getByRole('listbox')
    await listbox.waitFor()
    await page.screenshot({ path: `${RESULTS}plain-page-select-open.png` })
    expect(
      await page.evaluate(() => ({
        inPage: document.querySelectorAll('[role="listbox"], [role="menu"]').length,
        inOverlay: document
          .querySelector('api-explorer-portal')
          ?.shadowRoot?.querySelectorAll('[role="listbox"]').length,
      })),
    ).toEqual({ inPage: 0, inOverlay: 1 })
    const focusedOption = (): Promise<string> =>
      page.evaluate(() => {
        const active = document.querySelector('api-explorer-portal')?.shadowRoot?.activeElement
        return `${active?.getAttribute('role')}:${active?.textContent?.trim()}`
      })
    // By keyboard: the selected option has focus, arrows move one option at a time, Enter picks.
    await expect.poll(focusedOption).toBe('option:admin')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focusedOption).toBe('option:member')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await expect.poll(focusedOption).toBe('option:member')
    await page.keyboard.press('Enter')
    await expect.poll(() => listbox.count()).toBe(0)
    await explorer.getByRole('button', { name: 'Send request' }).click()
    await explorer.getByRole('region', { name: 'Response' }).getByText('200 OK').waitFor()
    expect(sent.some((url) => url.endsWith('/users?role=member'))).toBe(true)

    // The page's scroll lock (react-remove-scroll) lets the wheel scroll inside the dialog's shadow root.
    const scrolled = (): Promise<number> =>
      explorer.evaluate((dialog) =>
        Math.max(...Array.from(dialog.querySelectorAll('*'), (element) => element.scrollTop)),
      )
    expect(await scrolled()).toBe(0)
    await explorer.getByRole('region', { name: 'Response' }).hover()
    // Less than the overflow: react-remove-scroll cancels a wheel step larger than what is left to scroll.
    await page.mouse.wheel(0, 40)
    await expect.poll(scrolled).toBeGreaterThan(0)
    expect(pageErrors(page)).toEqual([])
  })

  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>) {
      it(`looks right and passes axe, ${theme} at ${VIEWPORTS[viewport].width}x${VIEWPORTS[viewport].height}`, async () => {
        const page = await openPage(theme, viewport)
        await page.getByRole('button', { name: 'Try the API' }).click()
        const explorer = page.getByRole('dialog', { name: /API Explorer/ })
        // On a phone the endpoint list folds under a button naming the open endpoint.
        if (viewport === 'phone') await explorer.getByRole('button', { name: /Endpoints/ }).click()
        await explorer.getByRole('link', { name: 'GET Get user', exact: true }).click()
        await explorer.getByRole('textbox', { name: /userId/ }).fill('usr_ada')
        await explorer.getByRole('button', { name: 'Send request' }).click()
        await explorer.getByRole('region', { name: 'Response' }).getByText('200 OK').waitFor()
        await page.waitForLoadState('networkidle')
        const background = await explorer.evaluate((dialog) => getComputedStyle(dialog).backgroundColor)
        expect(background).toBe(theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(24, 25, 27)')
        await page.screenshot({ path: `${RESULTS}plain-page-${theme}-${viewport}.png` })
        expect(await axeViolationLines(page)).toEqual([])
        expect(pageErrors(page)).toEqual([])
      })
    }
  }
})
