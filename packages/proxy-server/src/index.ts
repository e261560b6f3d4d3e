export type { ProxyOptions, RunningProxy, StartProxyOptions } from './node/node-server.js'
export type { CloseOptions } from './node/drain.js'
export { createProxyListener, startProxyServer } from './node/node-server.js'
export { DEFAULT_DRAIN_MS } from './node/drain.js'
export type { ConnectionLimits } from './node/connection-guard.js'
export { CONNECTION_DEFAULTS } from './node/connection-guard.js'
export type { FetchHandlerOptions } from './fetch/fetch-handler.js'
export { createFetchHandler } from './fetch/fetch-handler.js'
export type {
  ProxyLogEvent,
  ProxyPolicy,
  ProxyPolicyOptions,
  WebSocketLimits,
} from './policy/proxy-policy.js'
export { PROXY_DEFAULTS, resolvePolicy } from './policy/proxy-policy.js'
export type { AddressPolicy, AddressVerdict } from './policy/address-policy.js'
export { checkAddress } from './policy/address-policy.js'
export { isHostAllowed } from './policy/host-policy.js'
export type {
  RateDecision,
  RateLimit,
  RateLimitStore,
  RateLimitStoreFactory,
} from './policy/rate-limit-store.js'
export { memoryRateLimitStore } from './policy/memory-rate-limit-store.js'
export type { ResolvedAddress, Resolver } from './node/safe-lookup.js'
export { BlockedAddressError } from './node/safe-lookup.js'
export type { SafeDispatcherOptions } from './node/safe-dispatcher.js'
export { createSafeDispatcher } from './node/safe-dispatcher.js'
export type { AllowedOrigins } from './cors.js'
export { corsHeaders, preflightHeaders } from './cors.js'
export { forwardedRequestHeaders, isStreamingResponse, returnedResponseHeaders } from './header-rules.js'
export type { TargetRefusal, TargetUrlResult } from './target-url.js'
export { parseTargetUrl } from './target-url.js'
export { PROXY_MESSAGES } from './messages.js'
export type { CliCommand } from './cli-options.js'
export { CLI_USAGE, parseCliCommand } from './cli-options.js'
