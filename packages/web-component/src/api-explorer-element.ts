import type { ApiDefinition } from '@api-explorer/model'
import type { ApiExplorerProps, ExplorerRoute } from '@api-explorer/ui'
import { overlayHrefs, overlayShell, queryRouteHref, readQueryRoute } from '@api-explorer/ui/skeleton'
import { createElement } from 'react'
import type { Root } from 'react-dom/client'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type { ObservedAttribute } from './element-attributes.js'
import { attributeProps, OBSERVED_ATTRIBUTES } from './element-attributes.js'
import { ExplorerView } from './explorer-view.js'
import { trapFocusInShadowRoot } from './focus-trap.js'
import type { DefinitionInput, LoadedDefinition, LoadOutcome } from './load-definition.js'
import { afterNextPaint, fetchDefinition, outcomeOf, readDefinition } from './load-definition.js'
import { takePrefetchedDefinition } from './prefetch-definitions.js'
import { arrowKeysInShadowRoot } from './shadow-arrow-keys.js'
import { scrollInsideShadowRoot } from './shadow-scroll.js'
import { adoptExplorerStyles } from './shadow-styles.js'

/**
 * The `ApiExplorer` props a host sets as the element's `options` property: everything that is not an attribute,
 * such as `playground` presets, `sdks`, `snippetTemplates`, `messages`, `keyInjection`, `onViewReference` or
 * storages. Attributes win over the same prop here.
 */
export type ApiExplorerElementOptions = Partial<
  Omit<ApiExplorerProps, 'definition' | 'portalContainer' | 'renderDescription' | 'onEvent' | 'onRouteChange'>
>

/** The analytics event the `playground-event` event carries (`api_playground_request_sent` / `_received`). */
export type PlaygroundEventDetail = Parameters<NonNullable<ApiExplorerProps['onEvent']>>[0]

/** The detail of `route-change`: `null` closed, `''` open on the first endpoint, an endpoint's slug. */
export type RouteChangeDetail = { route: ExplorerRoute }

/** The detail of `definition-load`. */
export type DefinitionLoadDetail = LoadedDefinition

/** The detail of `definition-error`. */
export type DefinitionErrorDetail = { error: Error }

/** The element's events by name, for `addEventListener` typing. */
export type ApiExplorerElementEventMap = HTMLElementEventMap & {
  'playground-event': CustomEvent<PlaygroundEventDetail>
  'route-change': CustomEvent<RouteChangeDetail>
  'definition-load': CustomEvent<DefinitionLoadDetail>
  'definition-error': CustomEvent<DefinitionErrorDetail>
}

type LoadState =
  | { status: 'idle' }
  // `held`: not rendered yet (see #holdLoading).
  // `outline`: the endpoint list, known before the definition is (see #showOutline).
  | { status: 'loading'; held?: boolean; outline?: ApiDefinition }
  | { status: 'loaded'; loaded: LoadedDefinition }
  | { status: 'failed'; error: Error }

// On a server (SSR of a page that imports the package) there is no HTMLElement: the class is defined against a
// stand-in and never registered there.
const ElementBase = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement

/**
 * `<api-explorer>`: the API Explorer overlay (`<ApiExplorer>` of `@api-explorer/ui`) as a custom element, in
 * its own shadow root with the kit's styles. Give it a definition (`definition-url`, or the `definition`
 * property), open it with `open` / `show()`, a trigger inside it, or `query-param` routing. See the README
 * for every attribute, property and event.
 */
export class ApiExplorerElement extends ElementBase {
  /** The attributes that render the explorer again when they change. */
  static readonly observedAttributes: readonly ObservedAttribute[] = OBSERVED_ATTRIBUTES

  #root: Root | undefined
  #portal: HTMLDivElement | undefined
  /** The overlay's first frame drawn without React (see #drawShell), until React's first render replaces it. */
  #shell: HTMLElement | undefined
  #untrap: (() => void) | undefined
  #definitionInput: DefinitionInput | undefined
  #options: ApiExplorerElementOptions = {}
  #state: LoadState = { status: 'idle' }
  #loading: AbortController | undefined
  #loadedFrom: unknown
  #shownRoute: ExplorerRoute | undefined
  #returnFocus: HTMLElement | undefined

  /** The definition the element shows; setting it (an `ApiDefinition`, or document text or object) wins over `definition-url`. */
  get definition(): ApiDefinition | undefined {
    return this.#state.status === 'loaded' ? this.#state.loaded.definition : undefined
  }

  set definition(value: DefinitionInput | undefined) {
    this.#definitionInput = value ?? undefined
    this.#load()
  }

  /** Props beyond the attributes (see {@link ApiExplorerElementOptions}); replaces the previous options. */
  get options(): ApiExplorerElementOptions {
    return this.#options
  }

  set options(value: ApiExplorerElementOptions | undefined) {
    this.#options = value ?? {}
    this.#render()
  }

  /** Whether the overlay is open (the `open` attribute). */
  get open(): boolean {
    return this.hasAttribute('open')
  }

  set open(value: boolean) {
    // Frameworks pass `undefined` or `null` for "off"; `toggleAttribute` would read that as "toggle".
    this.toggleAttribute('open', Boolean(value))
  }

  /** The endpoint shown when open, by slug or id (the `endpoint` attribute). */
  get endpoint(): string | null {
    return this.getAttribute('endpoint')
  }

  set endpoint(value: string | null) {
    setOrRemove(this, 'endpoint', value)
  }

  /** The definition's address (the `definition-url` attribute). */
  get definitionUrl(): string | null {
    return this.getAttribute('definition-url')
  }

  set definitionUrl(value: string | null) {
    setOrRemove(this, 'definition-url', value)
  }

  /** The proxy's base URL (the `proxy-url` attribute). */
  get proxyUrl(): string | null {
    return this.getAttribute('proxy-url')
  }

  set proxyUrl(value: string | null) {
    setOrRemove(this, 'proxy-url', value)
  }

  /** `light`, `dark` or `system` (the `theme` attribute). */
  get theme(): string | null {
    return this.getAttribute('theme')
  }

  set theme(value: string | null) {
    setOrRemove(this, 'theme', value)
  }

  /** Opens the overlay, on `endpoint` (slug or id) when given, else on the current or first endpoint. */
  show(endpoint?: string): void {
    const queryParam = this.getAttribute('query-param')
    if (queryParam != null && queryParam.trim() !== '') {
      navigateQuery(queryParam.trim(), endpoint ?? '')
      return
    }
    if (endpoint != null) this.setAttribute('endpoint', endpoint)
    this.setAttribute('open', '')
  }

  /** Closes the overlay. */
  close(): void {
    const queryParam = this.getAttribute('query-param')
    if (queryParam != null && queryParam.trim() !== '') {
      navigateQuery(queryParam.trim(), null)
      return
    }
    this.removeAttribute('open')
  }

  connectedCallback(): void {
    if (this.#root == null) {
      this.#upgradeProperties()
      this.#mount()
    }
    this.#load()
  }

  disconnectedCallback(): void {
    // A move (disconnect then connect in one task) keeps the explorer; a removal unmounts it.
    queueMicrotask(() => {
      if (!this.isConnected) this.#unmount()
    })
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next) return
    if (name === 'definition-url') this.#load()
    else this.#render()
  }

  /**
   * A page or framework that set a property (`definition`, `options`, …) before the element was defined set a
   * plain property on the element, which hides the class's setter: take the value through the setter now.
   */
  #upgradeProperties(): void {
    for (const name of UPGRADED_PROPERTIES) {
      if (Object.prototype.hasOwnProperty.call(this, name)) {
        const value: unknown = (this as Record<string, unknown>)[name]
        delete (this as Record<string, unknown>)[name]
        ;(this as Record<string, unknown>)[name] = value
      }
    }
  }

  #mount(): void {
    const document = this.ownerDocument
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
    adoptExplorerStyles(shadow)
    const trigger = document.createElement('slot')
    trigger.addEventListener('click', (event) => {
      // Safari does not focus a clicked button: remember the trigger itself, to give focus back on close.
      const opener = event.target instanceof Element ? event.target.closest('button, a, [tabindex]') : null
      if (opener instanceof HTMLElement) this.#returnFocus = opener
      this.show()
    })
    const view = document.createElement('div')
    shadow.append(trigger, view)
    // The overlay goes to a host of its own at the end of <body> (with the same styles in its shadow root), like
    // the kit's overlay goes to <body>: no ancestor of the element (a transform, overflow, z-index, a landmark)
    // can clip it, stack above it or contain it.
    const portalHost = document.createElement(`${this.localName}-portal`)
    const portalShadow = portalHost.attachShadow({ mode: 'open' })
    adoptExplorerStyles(portalShadow)
    const portal = document.createElement('div')
    portal.className = 'ax-portal'
    portalShadow.append(portal)
    document.body.append(portalHost)
    this.#portal = portal
    this.#root = createRoot(view)
    const untrapFocus = trapFocusInShadowRoot(portalShadow)
    const unlockScroll = scrollInsideShadowRoot(portalShadow)
    const unhandleArrows = arrowKeysInShadowRoot(portalShadow)
    this.#untrap = () => {
      untrapFocus()
      unlockScroll()
      unhandleArrows()
    }
  }

  #unmount(): void {
    this.#loading?.abort()
    this.#loading = undefined
    this.#loadedFrom = undefined
    this.#shownRoute = undefined
    this.#root?.unmount()
    this.#root = undefined
    this.#shell = undefined
    this.#untrap?.()
    this.#untrap = undefined
    this.shadowRoot?.replaceChildren()
    const portalHost = this.#portal?.getRootNode()
    if (portalHost instanceof ShadowRoot) portalHost.host.remove()
    this.#portal = undefined
  }

  /** Loads the definition from the property, else from `definition-url`, unless that one is loaded already. */
  #load(): void {
    if (!this.isConnected) return
    const url = this.getAttribute('definition-url')
    const source: unknown = this.#definitionInput ?? url
    if (source === this.#loadedFrom) return this.#render()
    this.#loadedFrom = source
    this.#loading?.abort()
    const controller = new AbortController()
    this.#loading = controller
    if (source == null) {
      this.#state = { status: 'idle' }
      return this.#render()
    }
    const prefetched =
      this.#definitionInput == null ? takePrefetchedDefinition(this.#absolute(url ?? '')) : undefined
    if (prefetched?.settled != null) {
      // The loader's prefetch finished before this code ran: the first render shows the explorer. The event
      // still comes after this task, as it always did, so a listener the page adds once the element is defined
      // hears it.
      const settled = prefetched.settled
      this.#show(settled)
      setTimeout(() => {
        if (!controller.signal.aborted) this.#announce(settled)
      }, 0)
      return
    }
    const onOutline = (outline: ApiDefinition): Promise<void> | undefined =>
      this.#showOutline(outline, controller.signal)
    if (prefetched == null) {
      this.#state = { status: 'loading' }
      this.#render()
    } else {
      this.#holdLoading(PREFETCH_SKELETON_DELAY_MS)
      // Its outline came before this code: shown at once (the import waits for that frame).
      if (prefetched.outline != null) void this.#showOutline(prefetched.outline, controller.signal)
      prefetched.onOutline = onOutline
    }
    const loaded =
      this.#definitionInput != null
        ? readDefinition(this.#definitionInput, onOutline)
        : (prefetched?.loading ?? fetchDefinition(this.#absolute(url ?? ''), controller.signal, onOutline))
    void outcomeOf(loaded).then((outcome) => {
      if (controller.signal.aborted) return
      this.#show(outcome)
      this.#announce(outcome)
    })
  }

  /**
   * Enters the loading state without rendering it, and renders it after `ms` unless the definition has come (or
   * another load has begun) by then. For a prefetch still in flight: it is often moments from done (its import is
   * running or about to), and rendering the overlay's skeleton first would hold the explorer's own first render
   * back by as long as it takes.
   */
  #holdLoading(ms: number): void {
    const held: LoadState = { status: 'loading', held: true }
    this.#state = held
    setTimeout(() => {
      if (this.#state !== held) return
      this.#state = { status: 'loading' }
      this.#render()
    }, ms)
  }

  /**
   * Renders the definition's outline (the endpoint list, the playground's skeleton) while the importer converts the
   * operations, synchronously, and answers with a promise that settles once that frame has painted: the importer
   * waits for it, so the list shows before the conversion's long task. Nothing for a load that was replaced. An
   * outline shown already (the element took it from its prefetch, whose own callback then hands it over too) is
   * not rendered again; the promise still waits for the frame.
   */
  #showOutline(outline: ApiDefinition, signal: AbortSignal): Promise<void> | undefined {
    if (signal.aborted || this.#state.status !== 'loading') return undefined
    if (this.#state.outline !== outline) {
      const firstRender = this.#state.held === true
      this.#state = { status: 'loading', outline }
      const shell = firstRender ? this.#drawShell(outline) : undefined
      if (shell != null) {
        // React renders once the drawn frame has painted, unless something rendered it already.
        return afterNextPaint().then(() => {
          if (this.#shell === shell) this.#render()
          return afterNextPaint()
        })
      }
      flushSync(() => this.#render())
    }
    return afterNextPaint()
  }

  /**
   * Puts the overlay's first frame, the outline's endpoint list, in its place without React: the kit's
   * `overlayShell` draws what `ApiExplorerSkeleton` would render, in a few milliseconds where React's first render
   * of a large API takes 75–120 ms on a page that has only just evaluated React. The next render replaces it, in
   * one task (see #render). Drawn when the overlay is open (its attributes, or the page URL under `query-param`),
   * with focus on its close button as the kit's dialog does; its links and close button work meanwhile. Undefined
   * when nothing was drawn.
   */
  #drawShell(outline: ApiDefinition): HTMLElement | undefined {
    const portal = this.#portal
    const view = this.ownerDocument.defaultView
    const attributes = attributeProps((name) => this.getAttribute(name))
    const { queryParam } = attributes
    const route =
      queryParam == null ? attributes.route : readQueryRoute(view?.location.search ?? '', queryParam)
    if (portal == null || route == null) return undefined
    const props = this.#settings(attributes)
    const shell = overlayShell(this.ownerDocument, {
      outline,
      route,
      hrefFor: overlayHrefs(queryParam),
      theme: props.theme,
      messages: props.messages,
      splitStart: props.splitStart,
      windowHeight: view?.innerHeight ?? 0,
      onPick: (item) => {
        // As the kit's overlay navigates: the page URL under `query-param`, the attributes otherwise.
        if (queryParam != null) navigateQuery(queryParam, item.slug)
        this.#routeChanged(item.slug)
      },
      onClose: () => this.close(),
    })
    if (shell == null) return undefined
    this.#rememberFocus()
    portal.append(shell)
    this.#shell = shell
    // Where the kit's dialog puts focus as it opens (its close button): the same frame, and the same focus.
    shell.querySelector<HTMLElement>('.ax-Explorer-actions button')?.focus({ preventScroll: true })
    return shell
  }

  #show(outcome: LoadOutcome): void {
    this.#state =
      'loaded' in outcome
        ? { status: 'loaded', loaded: outcome.loaded }
        : { status: 'failed', error: outcome.error }
    this.#render()
  }

  #absolute(url: string): string {
    return new URL(url, this.ownerDocument.baseURI).href
  }

  #announce(outcome: LoadOutcome): void {
    if ('loaded' in outcome) this.#emit('definition-load', outcome.loaded)
    else this.#emit('definition-error', { error: outcome.error })
  }

  /** The explorer's settings: the attributes set over the `options` property. */
  #settings(
    fromAttributes: ReturnType<typeof attributeProps>,
  ): ApiExplorerElementOptions & Partial<ReturnType<typeof attributeProps>> {
    return { ...this.#options, ...withoutUndefined(fromAttributes) }
  }

  #render(): void {
    // Whoever asks (connecting, an attribute), a held loading state is not rendered; the definition's arrival,
    // or the end of the wait, renders with everything asked for by then.
    if (this.#root == null || (this.#state.status === 'loading' && this.#state.held === true)) return
    const fromAttributes = attributeProps((name) => this.getAttribute(name))
    const props = {
      ...this.#settings(fromAttributes),
      // The route is the attributes' (`null` too) unless `query-param` hands it to the page URL.
      route: fromAttributes.route,
      definition: this.definition,
      outline: this.#state.status === 'loading' ? this.#state.outline : undefined,
      loadError: this.#state.status === 'failed' ? this.#state.error : undefined,
      portalContainer: this.#portal,
      onRouteChange: (route: ExplorerRoute) => this.#routeChanged(route),
      onEvent: (event: PlaygroundEventDetail) => this.#emit('playground-event', event),
      onClose: () => this.close(),
    }
    const shell = this.#shell
    if (shell == null) this.#root.render(createElement(ExplorerView, props))
    else {
      // React's first commit and the drawn frame's removal in one task: no frame shows neither, or both.
      this.#shell = undefined
      flushSync(() => this.#root?.render(createElement(ExplorerView, props)))
      shell.remove()
    }
    // `route-change` follows the attributes, whoever changed them: the reader in the overlay, the trigger,
    // `show()` / `close()` or the host. The first render only records where the element starts.
    const route = fromAttributes.route
    if (route !== undefined && route !== this.#shownRoute) {
      const first = this.#shownRoute === undefined
      const opened = route != null && (first || this.#shownRoute == null)
      this.#shownRoute = route
      if (opened) this.#rememberFocus()
      if (route == null && !first) this.#giveFocusBack()
      if (!first) this.#emit('route-change', { route })
    }
  }

  #rememberFocus(): void {
    const active = this.ownerDocument.activeElement
    // Not the overlay's own host: focus is in the overlay already when it opened with a drawn first frame.
    const overlayHost = this.#portal?.getRootNode()
    if (
      this.#returnFocus == null &&
      active instanceof HTMLElement &&
      active !== this.ownerDocument.body &&
      !(overlayHost instanceof ShadowRoot && active === overlayHost.host)
    ) {
      this.#returnFocus = active
    }
  }

  /**
   * Radix's dialog gives focus back to its own trigger, which the overlay does not have: once the dialog has
   * left the page, focus goes back to what had it when the explorer opened (if focus is nowhere else by then).
   */
  #giveFocusBack(tries = 30): void {
    const target = this.#returnFocus
    if (target == null) return
    setTimeout(() => {
      if (this.#portal?.querySelector('[role="dialog"], [role="alertdialog"]') != null && tries > 0) {
        this.#giveFocusBack(tries - 1)
        return
      }
      this.#returnFocus = undefined
      const active = this.ownerDocument.activeElement
      if (target.isConnected && (active == null || active === this.ownerDocument.body)) target.focus()
    }, 16)
  }

  #routeChanged(route: ExplorerRoute): void {
    if (this.getAttribute('query-param') != null) {
      // The page URL holds the route; the overlay has navigated already.
      this.#emit('route-change', { route })
    } else if (route == null) {
      this.removeAttribute('open')
    } else {
      if (route !== '') this.setAttribute('endpoint', route)
      this.setAttribute('open', '')
    }
  }

  #emit(type: keyof ApiExplorerElementEventMap, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))
  }
}

/** How long the element waits for a definition the loader prefetched before it shows the loading skeleton. */
const PREFETCH_SKELETON_DELAY_MS = 400

const UPGRADED_PROPERTIES = [
  'definition',
  'options',
  'open',
  'endpoint',
  'definitionUrl',
  'proxyUrl',
  'theme',
] as const

function setOrRemove(element: HTMLElement, name: string, value: string | null): void {
  if (value == null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>
}

/** Opens (a slug, `''`) or closes (`null`) the explorer through the page URL, as its own links do. */
function navigateQuery(param: string, route: ExplorerRoute): void {
  window.history.pushState(window.history.state, '', queryRouteHref(window.location, param, route))
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
}
