export type * from './types.js'
export type { CreateFetcherOptions } from './fetcher.js'
export { createFetcher, fetcher } from './fetcher.js'
export type { RetryDelayInput } from './retry-policy.js'
export {
  computeRetryDelay,
  DEFAULT_RETRY_POLICY,
  MAX_RETRIES_LIMIT,
  resolveRetryPolicy,
} from './retry-policy.js'
export { FETCHER_MESSAGES } from './raw-response.js'
export { isJsonContentType } from './response-body.js'
export type { ServerSentEvent } from './server-sent-events.js'
export { readServerSentEvents } from './server-sent-events.js'
export type { ResponseSchema, ValidationIssue } from './validate-body.js'
export { describeValidationIssues, formatJsonPath } from './validate-body.js'
export type {
  JsonFetchCache,
  JsonFetchCacheOptions,
  JsonFetchOptions,
  JsonPreloadKeyOptions,
  JsonPreloadOptions,
} from './json-fetch.js'
export { createJsonFetchCache, fetchJson, JSON_PRELOAD_DEFAULTS, preloadJson } from './json-fetch.js'
