import { definitionForOrigin } from '@api-explorer/sample-api'
import { within } from '@testing-library/dom'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApiExplorerElement } from './api-explorer-element.js'
import { defineApiExplorerElement } from './index.js'
import { prefetchDefinition } from './prefetch-definitions.js'

const definition = definitionForOrigin('http://127.0.0.1:4010')

/** Waits until `check` stops throwing (React renders after the attribute change; the playground one render later, which on a loaded machine can take seconds in jsdom). */
async function until<T>(check: () => T, timeout = 15_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  }
}

function overlayRoot(tag = 'api-explorer'): ShadowRoot {
  const root = document.querySelector(`${tag}-portal`)?.shadowRoot
  if (root == null) throw new Error('no overlay host')
  return root
}

/** The element the overlay is portalled into, inside the overlay host's shadow root. */
function portal(tag?: string): HTMLElement {
  const container = overlayRoot(tag).querySelector<HTMLElement>('.ax-portal')
  if (container == null) throw new Error('no portal container')
  return container
}

function dialog(tag?: string): HTMLElement {
  return within(portal(tag)).getByRole('dialog', { name: /API Explorer/ })
}

function addElement(attributes: Record<string, string> = {}): ApiExplorerElement {
  const element = document.createElement('api-explorer')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.definition = definition
  document.body.append(element)
  return element
}

describe('<api-explorer> (jsdom)', () => {
  // The element loads the kit's main entry when it first renders (explorer-view.tsx); transforming its sources is
  // vitest's first-import cost, paid here rather than inside the first test's wait.
  beforeAll(() => import('@api-explorer/ui'), 120_000)

  afterEach(() => {
    document.body.replaceChildren()
  })

  it('is registered by the package entry', () => {
    expect(customElements.get('api-explorer')).toBeDefined()
    expect(document.createElement('api-explorer').show).toBeTypeOf('function')
  })

  it('opens on the endpoint its attributes name, in the overlay host at the end of <body>', async () => {
    addElement({ open: '', endpoint: 'users/get-user', theme: 'dark' })
    await until(dialog)
    // The endpoint list paints first; the playground follows once the kit's chunk has loaded (the dialog is the
    // explorer's own from then on), and in the render after that.
    await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'Get user' }), 30_000)
    expect(dialog().closest('.ax-root')?.getAttribute('data-theme')).toBe('dark')
    expect(document.querySelectorAll('body > api-explorer-portal')).toHaveLength(1)
    expect(document.querySelector('.ax-root')).toBeNull()
  })

  it('renders again when an attribute changes, and reports route changes', async () => {
    const element = addElement()
    const routes: unknown[] = []
    element.addEventListener('route-change', (event) => routes.push((event as CustomEvent).detail.route))
    await until(() => expect(overlayRoot().querySelector('[role="dialog"]')).toBeNull())

    element.show('users/create-user')
    await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'Create user' }))
    element.setAttribute('endpoint', 'users/get-user')
    await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'Get user' }))
    element.setAttribute('theme', 'light')
    await until(() => expect(dialog().closest('.ax-root')?.getAttribute('data-theme')).toBe('light'))
    element.close()
    await until(() => expect(overlayRoot().querySelector('[role="dialog"]')).toBeNull())
    expect(routes).toEqual(['users/create-user', 'users/get-user', null])
  })

  it('opens from anything put inside it, as its trigger', async () => {
    const element = addElement()
    const trigger = element.appendChild(document.createElement('button'))
    trigger.textContent = 'Try it'
    trigger.click()
    await until(dialog)
    expect(element.open).toBe(true)
  })

  it('takes properties a page set before the element was defined', async () => {
    const early = document.createElement('early-explorer') as unknown as Record<string, unknown>
    early.definition = definition
    early.open = true
    document.body.append(early as unknown as HTMLElement)
    defineApiExplorerElement('early-explorer')
    const shown = await until(() =>
      within(
        document
          .querySelector('early-explorer-portal')
          ?.shadowRoot?.querySelector('.ax-portal') as HTMLElement,
      ).getByRole('dialog', { name: /API Explorer/ }),
    )
    expect(shown).toBeDefined()
    expect((early as unknown as HTMLElement).hasAttribute('open')).toBe(true)
  })

  it('takes open as a property the way frameworks pass it', () => {
    const element = addElement()
    element.open = true
    expect(element.hasAttribute('open')).toBe(true)
    element.open = undefined as unknown as boolean
    expect(element.hasAttribute('open')).toBe(false)
  })

  it('reflects a close from inside the overlay in its attributes', async () => {
    const element = addElement({ open: '' })
    const shown = await until(dialog)
    within(shown).getByRole('button', { name: 'Close API Explorer' }).click()
    await until(() => expect(element.hasAttribute('open')).toBe(false))
  })

  it('takes the kit stylesheet into its shadow roots, with the tokens on the host', () => {
    addElement()
    for (const root of [document.querySelector('api-explorer')?.shadowRoot, overlayRoot()]) {
      const style = root?.querySelector('style[data-api-explorer]')
      const sheets = root?.adoptedStyleSheets ?? []
      const text =
        style?.textContent ??
        sheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('')
      expect(text).toContain('.ax-Explorer')
      expect(text).toContain('--ax-color-accent')
      // The tokens' rule is the host's, so a page rule on the element sets them.
      expect(text).toMatch(/:host\s*\{\s*--ax-font\s*:/)
      expect(text).not.toMatch(/:where\(\.ax-root\)\s*\{\s*--ax-font/)
    }
  })

  it('shows why the definition could not be loaded, and says so in an event', async () => {
    const element = document.createElement('api-explorer')
    const failures: string[] = []
    element.addEventListener('definition-error', (event) =>
      failures.push((event as CustomEvent<{ error: Error }>).detail.error.message),
    )
    element.setAttribute('open', '')
    element.definition = 'openapi: [not, a, document'
    document.body.append(element)
    const alert = await until(
      () =>
        // The importers load on first use, which takes a while in a cold test run.
        within(portal()).getByRole('alertdialog', { name: 'API Explorer' }),
      15_000,
    )
    expect(within(alert).getByRole('alert').textContent).toMatch(/^The API definition could not be loaded: /)
    expect(failures).toHaveLength(1)
  })

  it('shows a definition the loader prefetched in its first render, and announces it after the task', async () => {
    const server = await startRecordingServer({ body: JSON.stringify(definition) })
    try {
      const url = `${server.url}/api.json`
      // The prefetch finishes before the element connects, as when its code loads after the definition.
      await prefetchDefinition(url).loading
      const element = document.createElement('api-explorer')
      element.setAttribute('definition-url', url)
      element.setAttribute('open', '')
      document.body.append(element)
      expect(element.definition?.endpoints).toEqual(definition.endpoints)
      const loads: unknown[] = []
      element.addEventListener('definition-load', (event) => loads.push((event as CustomEvent).detail))
      await until(() => expect(loads).toHaveLength(1))
      await until(dialog)
      // Taken, not fetched again.
      expect(server.requests).toHaveLength(1)
    } finally {
      await server.close()
    }
  })

  it.each([
    ['appended after it was defined', 'api-explorer'],
    ['upgraded in the page, its attributes first', 'upgraded-explorer'],
  ])('waits a moment for a prefetch in flight before it shows the loading skeleton (%s)', async (_, tag) => {
    let release = (): void => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const server = createServer((_request, response) => {
      void held.then(() => response.writeHead(200).end(JSON.stringify(definition)))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api.json`
      prefetchDefinition(url)
      const element = document.createElement(tag) as ApiExplorerElement
      element.setAttribute('definition-url', url)
      element.setAttribute('open', '')
      document.body.append(element)
      // An element in the page before its class is defined is upgraded: attributeChangedCallback runs for its
      // attributes before connectedCallback.
      if (tag !== 'api-explorer') defineApiExplorerElement(tag)
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(portal(tag).querySelector('[role="dialog"]')).toBeNull()
      // Still loading after the delay: the skeleton shows.
      await until(() => dialog(tag))
      expect(element.definition).toBeUndefined()
      release()
      await until(() => expect(element.definition?.endpoints).toEqual(definition.endpoints))
    } finally {
      release()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("lists an OpenAPI document's endpoints from its outline before the operations are converted", async () => {
    const pets = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: {
        '/pets': {
          get: {
            operationId: 'listPets',
            summary: 'List pets',
            tags: ['pets'],
            responses: { 200: { description: 'ok' } },
          },
        },
        '/pets/{id}': {
          get: {
            operationId: 'getPet',
            summary: 'Get pet',
            tags: ['pets'],
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { 200: { description: 'ok' } },
          },
        },
      },
    }
    const element = document.createElement('api-explorer')
    element.setAttribute('open', '')
    element.setAttribute('endpoint', 'getPet')
    element.definition = JSON.stringify(pets)
    document.body.append(element)
    // What the overlay showed the first time its list had entries: the definition was still being imported.
    let first: { links: string[]; loaded: boolean; skeleton: boolean } | undefined
    const root = overlayRoot()
    const observer = new MutationObserver(() => {
      const links = [...root.querySelectorAll('.ax-EndpointPicker-list a[href]')]
      if (first != null || links.length === 0) return
      first = {
        links: links.map((link) => link.textContent ?? ''),
        loaded: element.definition != null,
        skeleton: root.querySelector('.ax-Skeleton[aria-busy="true"]') != null,
      }
    })
    observer.observe(root, { subtree: true, childList: true })
    try {
      await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'Get pet' }))
    } finally {
      observer.disconnect()
    }
    expect(first).toEqual({ links: ['GET List pets', 'GET Get pet'], loaded: false, skeleton: true })
  })

  it('shows the outline a prefetch reached before the element was defined, then the definition', async () => {
    const pets = await prefetchedPets()
    try {
      const element = document.createElement('api-explorer')
      element.setAttribute('definition-url', pets.url)
      element.setAttribute('open', '')
      document.body.append(element)
      const link = await until(() => within(dialog()).getByRole('link', { name: 'GET List pets' }))
      expect(link).toBeDefined()
      expect(element.definition).toBeUndefined()
      pets.ready()
      await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'List pets' }))
      expect(element.definition?.endpoints['listPets']).toBeDefined()
    } finally {
      await pets.close()
    }
  })

  it('draws the outline of a prefetch without React first, and React renders in its place', async () => {
    const pets = await prefetchedPets()
    const opener = document.body.appendChild(document.createElement('button'))
    try {
      opener.focus()
      const element = document.createElement('api-explorer') as ApiExplorerElement
      element.setAttribute('definition-url', pets.url)
      element.setAttribute('open', '')
      document.body.append(element)
      // Drawn in the task that connected the element: the only dialog, the kit's shell (it alone says aria-modal),
      // with focus on its close button.
      expect(shellDialogs()).toEqual(['true'])
      expect(within(dialog()).getByRole('button', { name: 'Close API Explorer' })).toBe(
        document.querySelector('api-explorer-portal')?.shadowRoot?.activeElement,
      )
      // A plain click on a drawn link picks the endpoint, as the kit's list does.
      within(dialog()).getByRole('link', { name: 'GET Get pet' }).click()
      expect(element.getAttribute('endpoint')).toBe('get-pet')
      await until(() => expect(shellDialogs()).toEqual([null]))
      const toggle = await until(() => within(dialog()).getByRole('button', { name: /Get pet/ }))
      expect(toggle.getAttribute('aria-expanded')).toBe('false')
      pets.ready()
      await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'Get pet' }))
      expect(shellDialogs()).toHaveLength(1)
      // Focus goes back to what had it before the overlay opened, not to the overlay's own host.
      element.close()
      await until(() => expect(document.activeElement).toBe(opener))
    } finally {
      opener.remove()
      await pets.close()
    }
  })

  it('draws the first frame under query-param from the page URL, and a pick navigates it', async () => {
    const pets = await prefetchedPets()
    window.history.replaceState(null, '', '/docs?try=get-pet')
    try {
      const element = document.createElement('api-explorer') as ApiExplorerElement
      const routes: unknown[] = []
      element.addEventListener('route-change', (event) => routes.push((event as CustomEvent).detail))
      element.setAttribute('definition-url', pets.url)
      element.setAttribute('query-param', 'try')
      document.body.append(element)
      expect(shellDialogs()).toEqual(['true'])
      const links = within(dialog()).getAllByRole('link')
      expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
        ['/docs?try=list-pets', null],
        ['/docs?try=get-pet', 'page'],
      ])
      within(dialog()).getByRole('link', { name: 'GET List pets' }).click()
      expect(window.location.search).toBe('?try=list-pets')
      expect(routes).toEqual([{ route: 'list-pets' }])
      pets.ready()
      await until(() => within(dialog()).getByRole('heading', { level: 2, name: 'List pets' }))
    } finally {
      window.history.replaceState(null, '', '/')
      await pets.close()
    }
  })

  it('unmounts and removes its overlay host when it leaves the page, and keeps it when moved', async () => {
    const element = addElement({ open: '' })
    await until(dialog)
    const elsewhere = document.body.appendChild(document.createElement('section'))
    elsewhere.append(element)
    await Promise.resolve()
    expect(document.querySelectorAll('api-explorer-portal')).toHaveLength(1)
    await until(dialog)
    element.remove()
    await until(() => expect(document.querySelector('api-explorer-portal')).toBeNull())
    expect(element.shadowRoot?.childElementCount).toBe(0)
  })
})

/** A document with two operations, for the tests of what a prefetch's outline shows. */
const PETS = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets': {
      get: { operationId: 'listPets', summary: 'List pets', responses: { 200: { description: 'ok' } } },
    },
    '/pets/{id}': {
      get: {
        operationId: 'getPet',
        summary: 'Get pet',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'ok' } },
      },
    },
  },
}

/** The dialogs in the overlay host, by their aria-modal (only the drawn first frame says it). */
function shellDialogs(): (string | null)[] {
  const portal = document.querySelector('api-explorer-portal')?.shadowRoot
  return [...(portal?.querySelectorAll('[role="dialog"]') ?? [])].map((shown) =>
    shown.getAttribute('aria-modal'),
  )
}

/**
 * PETS served on 127.0.0.1 and prefetched as the loader does, its outline already made; the element's code counts as
 * evaluated (the prefetch's import goes on) once `ready()` is called.
 */
async function prefetchedPets(): Promise<{ url: string; ready: () => void; close: () => Promise<void> }> {
  const server = await startRecordingServer({ body: JSON.stringify(PETS) })
  let ready = (): void => undefined
  const elementReady = new Promise<void>((resolve) => {
    ready = resolve
  })
  const url = `${server.url}/pets.json`
  const entry = prefetchDefinition(url, elementReady)
  await until(() => expect(entry.outline).toBeDefined())
  return {
    url,
    ready: () => ready(),
    close: async () => {
      ready()
      await server.close()
    },
  }
}
