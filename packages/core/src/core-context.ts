import type { ExplorerItem } from '@api-explorer/model'
import { sendsToLoopbackFromElsewhere } from '@api-explorer/model'
import type { WebSocketConstructor } from '@api-explorer/proxy-fetcher'
import type { ExplorerSettings } from './explorer-options.js'
import { CORE_MESSAGES } from './messages.js'
import type { BlockedReason } from './send-outcome.js'

/** What every session reads from its explorer, at the moment it needs it. */
export type CoreContext = {
  /** The settings now (they change with `Explorer.update`). */
  settings: () => ExplorerSettings
  /** The page's host name, for the localhost rule. */
  pageHostname: () => string | undefined
  endpointRoute: (item: ExplorerItem) => string
  docsRoute: (() => string) | undefined
  /** The `WebSocket` class sessions use; none: the global one. */
  WebSocket: WebSocketConstructor | undefined
}

/** Why a request to `baseUrl` may not be sent now, apart from being busy. */
export function blockedReason(context: CoreContext, baseUrl: string): BlockedReason | undefined {
  if (context.settings().sendDisabled === true) return 'disabled'
  if (sendsToLoopbackFromElsewhere(baseUrl, context.pageHostname())) return 'localhost'
  return undefined
}

/** The reader-facing text of a refusal. */
export function blockedMessage(reason: BlockedReason): string {
  switch (reason) {
    case 'disabled':
      return CORE_MESSAGES.sendDisabled
    case 'localhost':
      return CORE_MESSAGES.localhostBlocked
    case 'busy':
      return CORE_MESSAGES.busy
  }
}

/** The page's host name in a browser; none elsewhere. */
export function currentPageHostname(): string | undefined {
  const location = (globalThis as { location?: { hostname?: unknown } }).location
  return typeof location?.hostname === 'string' ? location.hostname : undefined
}
