export type { Explorer, ExplorerState } from './explorer.js'
export { createExplorer } from './explorer.js'
export type { ExplorerOptions, ExplorerSettings, KeyInjectionOptions } from './explorer-options.js'
export type { EndpointSession, PreparingState, SendOptions } from './endpoint-session.js'
export type { ChannelSession } from './channel-session.js'
export type { BlockedReason, ConnectOutcome, SendOutcome } from './send-outcome.js'
export type { PickedTarget, TargetAuth } from './target-auth.js'
export { CORE_MESSAGES } from './messages.js'
export {
  DEFAULT_SNIPPET_LANGUAGE,
  SNIPPET_LANGUAGE_STORAGE_KEY,
  defaultPreferenceStorage,
} from './snippet-language.js'
