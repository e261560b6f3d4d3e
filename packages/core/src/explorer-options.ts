import type { KeyInjectionStoreOptions, PlaygroundConfiguration } from '@api-explorer/auth-state'
import type { FormStorage } from '@api-explorer/form-state'
import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import type { PlaygroundAnalyticsCallback, WebSocketConstructor } from '@api-explorer/proxy-fetcher'

/** Key-injection login options: those of `createKeyInjectionStore` except the auth store the explorer owns. */
export type KeyInjectionOptions = Omit<KeyInjectionStoreOptions, 'authStore'>

/** Settings a host may change while the explorer lives (see `Explorer.update`). */
export type ExplorerSettings = {
  /** Base URL of the proxy requests and websockets go through; without it they go straight to the API. */
  proxyUrl?: string | undefined
  /**
   * The site's playground settings: credentials, headers and parameters to start from (`initial_state`), per
   * environment overrides (`env_state`). New presets start the forms afresh.
   */
  playground?: PlaygroundConfiguration | undefined
  /** Sending is disabled: `send` and `connect` refuse, and a UI hides their buttons. */
  sendDisabled?: boolean | undefined
  /**
   * Received messages per websocket connection before the session ends it with "END OF SAMPLE SESSION";
   * unset: no limit.
   */
  websocketMessageLimit?: number | undefined
  /** Receives `api_playground_request_sent` and `api_playground_request_received`. */
  onEvent?: PlaygroundAnalyticsCallback | undefined
}

/** Options of `createExplorer`. */
export type ExplorerOptions = ExplorerSettings & {
  /** The API to explore, in the native definition model. */
  definition: ApiDefinition
  /** Where the reader's credentials are kept; default `sessionStorage` (when there is one), `null`: memory. */
  authStorage?: Storage | null | undefined
  /**
   * Where the reader's forms are kept (files excepted); default `sessionStorage` (when there is one), `null`:
   * memory. Either way each endpoint keeps its form while the reader switches between endpoints.
   */
  formStorage?: FormStorage | null | undefined
  /** Where the chosen snippet language is remembered; default `localStorage` (when there is one), `null`: none. */
  preferenceStorage?: Storage | null | undefined
  /**
   * The site's key-injection login: `true` for the default api prefix (`/api/fern-docs`), or its options. It
   * starts loading with `start()`.
   */
  keyInjection?: boolean | KeyInjectionOptions | undefined
  /** The route of the docs page, for the analytics events; default the page's `location.pathname`. */
  docsRoute?: (() => string) | undefined
  /** The route of an item's reference page, for the analytics events; default `/{slug}`. */
  endpointRoute?: ((item: ExplorerItem) => string) | undefined
  /**
   * The host name of the page the explorer runs on, for the localhost rule (a page that is not itself on a
   * loopback host cannot send to one); default `location.hostname`, none on a server.
   */
  pageHostname?: (() => string | undefined) | undefined
  /** The `WebSocket` class for websocket sessions; default the global one (browsers, Node ≥ 22; `ws` on Node 20). */
  WebSocket?: WebSocketConstructor | undefined
  /** The clock for date seeds of the forms. */
  now?: (() => Date) | undefined
}
