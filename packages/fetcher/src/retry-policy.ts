import type { FetcherArgs, RetryPolicy } from './types.js'

const SERVER_ERRORS: readonly number[] = Array.from({ length: 100 }, (_, index) => 500 + index)

/** The most retries a call may ask for; more (or `Infinity`) is clamped to it, so no call retries forever. */
export const MAX_RETRIES_LIMIT = 10

/**
 * The policy every call starts from: 2 retries beyond the first attempt on 408, 429 and every 5xx, for every
 * method; network errors not retried; 1 s doubling per retry; every delay (also one from `Retry-After` /
 * `X-RateLimit-Reset`) capped at 60 s, then jittered by ±20 %.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = Object.freeze({
  maxRetries: 2,
  statusCodes: Object.freeze([408, 429, ...SERVER_ERRORS]),
  methods: 'all',
  retryNetworkErrors: false,
  initialDelayMs: 1000,
  maxDelayMs: 60_000,
  jitter: 0.2,
})

/**
 * The policy of one call: the defaults, then `maxRetries`, then the fields of `retry` (so `retry.maxRetries`
 * wins over `maxRetries`). `maxRetries` is floored and clamped to 0…{@link MAX_RETRIES_LIMIT}; a negative or
 * NaN count means no retries. Other negative numbers become 0 and NaN the default, so a careless option
 * cannot make a delay negative; `maxDelayMs: Infinity` removes the cap. `methods` are upper-cased.
 */
export function resolveRetryPolicy(args: Pick<FetcherArgs, 'maxRetries' | 'retry'>): RetryPolicy {
  const merged: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    ...(args.maxRetries != null ? { maxRetries: args.maxRetries } : {}),
    ...definedFields(args.retry ?? {}),
  }
  return {
    maxRetries: clampRetries(merged.maxRetries),
    statusCodes: merged.statusCodes,
    methods: Array.isArray(merged.methods)
      ? merged.methods.map((method: string) => method.toUpperCase())
      : DEFAULT_RETRY_POLICY.methods,
    retryNetworkErrors: merged.retryNetworkErrors === true,
    initialDelayMs: Math.max(0, numberOr(merged.initialDelayMs, DEFAULT_RETRY_POLICY.initialDelayMs)),
    maxDelayMs: Math.max(0, numberOr(merged.maxDelayMs, DEFAULT_RETRY_POLICY.maxDelayMs)),
    jitter: Math.min(1, Math.max(0, numberOr(merged.jitter, DEFAULT_RETRY_POLICY.jitter))),
  }
}

/** Whether `method` is retried under `policy` (case does not matter). */
export function retriesMethod(policy: RetryPolicy, method: string): boolean {
  return policy.methods === 'all' || policy.methods.includes(method.toUpperCase())
}

/** What {@link computeRetryDelay} needs to know about the retry it is timing. */
export interface RetryDelayInput {
  /** 0 for the first retry, 1 for the second… */
  readonly attempt: number
  /** The headers of the response that is being retried. */
  readonly headers?: Headers
  readonly policy?: RetryPolicy
  /** A number in [0, 1); `Math.random` by default. */
  readonly random?: () => number
  /** The current time in epoch ms; `Date.now` by default. */
  readonly now?: () => number
}

/**
 * The delay in ms before a retry. The base is, in order: `Retry-After` (seconds, or an HTTP date in the
 * future), `X-RateLimit-Reset` (epoch seconds in the future), else `initialDelayMs·2^attempt`. The base is
 * capped at `maxDelayMs` and then jittered: `base·(1 + jitter·(2·random − 1))`, so with the defaults every
 * delay lies in [0.8·base, 1.2·base] and never above 72 s. A delay a server asked for may therefore come up
 * to 20 % early.
 */
export function computeRetryDelay(input: RetryDelayInput): number {
  const policy = input.policy ?? DEFAULT_RETRY_POLICY
  const now = input.now ?? Date.now
  const random = input.random ?? Math.random
  const fromHeaders = input.headers ? delayFromHeaders(input.headers, now()) : undefined
  const base = fromHeaders ?? policy.initialDelayMs * 2 ** Math.max(0, input.attempt)
  const capped = Math.min(base, policy.maxDelayMs)
  const factor = 1 + policy.jitter * (2 * clampUnit(random()) - 1)
  return Math.max(0, capped * factor)
}

/** The wait a server asked for, in ms, or undefined when it asked for none (or for a moment in the past). */
function delayFromHeaders(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get('retry-after')?.trim()
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000
    const date = Date.parse(retryAfter)
    if (!Number.isNaN(date) && date > now) return date - now
  }
  const reset = headers.get('x-ratelimit-reset')?.trim()
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const wait = Number(reset) * 1000 - now
    if (wait > 0) return wait
  }
  return undefined
}

function definedFields(retry: Partial<RetryPolicy>): Partial<RetryPolicy> {
  return Object.fromEntries(Object.entries(retry).filter(([, value]) => value !== undefined))
}

function clampRetries(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) return 0
  return Math.min(MAX_RETRIES_LIMIT, Math.floor(value))
}

function numberOr(value: number, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value) ? value : fallback
}

function clampUnit(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5
}
