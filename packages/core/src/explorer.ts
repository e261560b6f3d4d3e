import type { AuthStore, KeyInjectionStore } from '@api-explorer/auth-state'
import { createAuthStore, createKeyInjectionStore, defaultSessionStorage } from '@api-explorer/auth-state'
import type { FormStoreCache } from '@api-explorer/form-state'
import { createFormStoreCache } from '@api-explorer/form-state'
import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import { sendRequest } from '@api-explorer/proxy-fetcher'
import type { StoreApi } from 'zustand/vanilla'
import { createStore } from 'zustand/vanilla'
import type { ChannelSession } from './channel-session.js'
import { createChannelSession } from './channel-session.js'
import type { CoreContext } from './core-context.js'
import { currentPageHostname } from './core-context.js'
import type { EndpointSession } from './endpoint-session.js'
import { createEndpointSession } from './endpoint-session.js'
import type { ExplorerOptions, ExplorerSettings } from './explorer-options.js'
import { CORE_MESSAGES } from './messages.js'
import { defaultPreferenceStorage, readSnippetLanguage, writeSnippetLanguage } from './snippet-language.js'

/** What the explorer shows now. */
export type ExplorerState = {
  /** The id of the endpoint or channel the reader picked, if any. */
  selectedId: string | undefined
  /** The snippet language, the same for every endpoint (remembered in `preferenceStorage`). */
  snippetLanguage: string
  /** The reader chose "Provide token manually" over the site's key-injection login. */
  manualToken: boolean
  /** The settings now (see `Explorer.update`). */
  settings: ExplorerSettings
  /**
   * Grows when sessions are replaced (new proxy, message limit or presets): bindings that hold a session
   * read it again.
   */
  revision: number
}

/** A framework-free explorer over one API definition. */
export type Explorer = {
  readonly definition: ApiDefinition
  /** Every endpoint and channel, in definition order, with unique slugs. */
  readonly items: readonly ExplorerItem[]
  readonly store: StoreApi<ExplorerState>
  /** The reader's credentials, shared by every endpoint and channel. */
  readonly auth: AuthStore
  /** The site's key-injection login, when the options turn it on. */
  readonly keyInjection: KeyInjectionStore | undefined
  /** The forms, one per endpoint and channel (replaced when the site's presets change). */
  forms: () => FormStoreCache
  /** The item with this id or slug. */
  item: (idOrSlug: string) => ExplorerItem | undefined
  /** The session of an endpoint (by id or slug): created on first use, then the same until settings change. */
  endpoint: (idOrSlug: string) => EndpointSession
  /** The session of a websocket channel (by id or slug). */
  channel: (idOrSlug: string) => ChannelSession
  /** Picks an endpoint or channel (by id or slug), or none. */
  select: (idOrSlug: string | undefined) => void
  setSnippetLanguage: (language: string) => void
  setManualToken: (manual: boolean) => void
  /**
   * Changes settings. A new proxy URL or message limit replaces the sessions (responses are reset, sockets
   * closed); new presets (by content) also start the forms afresh; `sendDisabled` and `onEvent` apply at once.
   */
  update: (settings: ExplorerSettings) => void
  /** Starts what runs in the background (the key-injection login's polling); returns the matching stop. */
  start: () => () => void
  /**
   * Closes every socket, cancels every send in flight and stops background work (a host leaving the page, or
   * a React provider unmounting). The explorer stays usable: a later send or connect works again.
   */
  dispose: () => void
}

/**
 * Creates an explorer: the definition, the selection, one form per endpoint and channel (kept while the reader
 * switches), the credentials, the one send sequence, responses, websocket sessions and the snippet language.
 * Nothing here touches `window` until asked to (storage is read when stores are created: pass `null` storages
 * on a server), so it runs in Node, workers and browsers alike.
 *
 * @example
 * const explorer = createExplorer({ definition, proxyUrl: 'https://proxy.example.com', onEvent: track })
 * const getUser = explorer.endpoint('users/get-user')
 * getUser.form.getState().setValue(['pathParameters', 'userId'], 'usr_ada')
 * await getUser.send() // { type: 'sent', request }
 * getUser.response.getState().response // { type: 'loaded', value: { type: 'json', … } }
 */
export function createExplorer(options: ExplorerOptions): Explorer {
  const { definition } = options
  const items = listExplorerItems(definition)
  const byId = new Map(items.map((item) => [item.id, item]))
  const bySlug = new Map(items.map((item) => [item.slug, item]))
  const preferences =
    options.preferenceStorage === undefined
      ? defaultPreferenceStorage()
      : (options.preferenceStorage ?? undefined)
  const store = createStore<ExplorerState>()(() => ({
    selectedId: undefined,
    snippetLanguage: readSnippetLanguage(preferences),
    manualToken: false,
    settings: settingsOf(options),
    revision: 0,
  }))
  const settings = (): ExplorerSettings => store.getState().settings
  const auth = createAuthStore({
    // Token requests ("Fetch Bearer Token") go where the reader's requests go, through the proxy now.
    send: (request) => {
      const { proxyUrl } = settings()
      return sendRequest(request, proxyUrl == null ? {} : { proxyUrl })
    },
    ...(options.playground == null ? {} : { playground: options.playground }),
    ...(options.authStorage === undefined ? {} : { storage: options.authStorage }),
  })
  const keyInjection =
    options.keyInjection == null || options.keyInjection === false
      ? undefined
      : createKeyInjectionStore({
          ...(options.keyInjection === true ? {} : options.keyInjection),
          authStore: auth,
        })
  const formStorage =
    options.formStorage === undefined ? defaultSessionStorage() : (options.formStorage ?? undefined)
  const makeForms = (playground: ExplorerSettings['playground']): FormStoreCache =>
    createFormStoreCache({
      definition,
      ...(playground == null ? {} : { initialState: playground }),
      ...(formStorage == null ? {} : { storage: formStorage }),
      ...(options.now == null ? {} : { now: options.now }),
    })
  let forms = makeForms(options.playground)
  const context: CoreContext = {
    settings,
    pageHostname: options.pageHostname ?? currentPageHostname,
    endpointRoute: options.endpointRoute ?? ((item) => `/${item.slug}`),
    docsRoute: options.docsRoute,
    WebSocket: options.WebSocket,
  }
  const stores = { auth, forms: () => forms }
  const endpoints = new Map<string, EndpointSession>()
  const channels = new Map<string, ChannelSession>()

  const item = (idOrSlug: string): ExplorerItem | undefined => byId.get(idOrSlug) ?? bySlug.get(idOrSlug)
  const itemOfKind = (idOrSlug: string, kind: ExplorerItem['kind']): ExplorerItem => {
    const found = item(idOrSlug)
    if (found == null) throw new Error(CORE_MESSAGES.unknownItem(idOrSlug))
    if (found.kind !== kind) {
      throw new Error(
        kind === 'endpoint' ? CORE_MESSAGES.notAnEndpoint(idOrSlug) : CORE_MESSAGES.notAChannel(idOrSlug),
      )
    }
    return found
  }
  const disposeSessions = (): void => {
    for (const session of endpoints.values()) session.dispose()
    for (const session of channels.values()) session.dispose()
    endpoints.clear()
    channels.clear()
  }

  return {
    definition,
    items,
    store,
    auth,
    keyInjection,
    forms: () => forms,
    item,
    endpoint: (idOrSlug) => {
      const found = itemOfKind(idOrSlug, 'endpoint')
      let session = endpoints.get(found.id)
      if (session == null) {
        session = createEndpointSession(context, found, definition, stores)
        endpoints.set(found.id, session)
      }
      return session
    },
    channel: (idOrSlug) => {
      const found = itemOfKind(idOrSlug, 'websocket')
      let session = channels.get(found.id)
      if (session == null) {
        session = createChannelSession(context, found, definition, stores)
        channels.set(found.id, session)
      }
      return session
    },
    select: (idOrSlug) => {
      const selectedId = idOrSlug == null ? undefined : item(idOrSlug)?.id
      if (store.getState().selectedId !== selectedId) store.setState({ selectedId })
    },
    setSnippetLanguage: (language) => {
      writeSnippetLanguage(preferences, language)
      store.setState({ snippetLanguage: language })
    },
    setManualToken: (manualToken) => store.setState({ manualToken }),
    update: (next) => {
      const previous = settings()
      const merged = { ...previous, ...next }
      const presetsChanged = JSON.stringify(previous.playground) !== JSON.stringify(merged.playground)
      const sessionsChanged =
        presetsChanged ||
        previous.proxyUrl !== merged.proxyUrl ||
        previous.websocketMessageLimit !== merged.websocketMessageLimit
      if (presetsChanged) {
        auth.getState().setPlaygroundConfiguration(merged.playground)
        forms.dispose()
        forms = makeForms(merged.playground)
      }
      if (sessionsChanged) disposeSessions()
      store.setState((state) => ({
        settings: merged,
        revision: sessionsChanged ? state.revision + 1 : state.revision,
      }))
    },
    start: () => {
      keyInjection?.getState().start()
      return () => keyInjection?.getState().stop()
    },
    dispose: () => {
      keyInjection?.getState().stop()
      for (const session of endpoints.values()) session.response.getState().abort()
      for (const session of channels.values()) session.disconnect()
    },
  }
}

function settingsOf(options: ExplorerOptions): ExplorerSettings {
  return {
    proxyUrl: options.proxyUrl,
    playground: options.playground,
    sendDisabled: options.sendDisabled,
    websocketMessageLimit: options.websocketMessageLimit,
    onEvent: options.onEvent,
  }
}
