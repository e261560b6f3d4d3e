import { closedRequestRawResponse, FETCHER_MESSAGES, unknownRawResponse } from './raw-response.js'
import type { APIResponse, FetcherError } from './types.js'

/** What was known when an attempt threw. */
export interface FailureContext {
  readonly url: string
  readonly userSignal: AbortSignal | undefined
  readonly deadlineFired: boolean
}

/**
 * Turns anything an attempt threw into a result, checking in Fern's order:
 * - the caller's signal aborted, whatever its reason (also `AbortSignal.timeout()` or `abort('timeout')`)
 *   → `unknown` "The user aborted a request";
 * - this attempt's own deadline fired, or the runtime rejected with the bare string `'timeout'` (as Node does
 *   with an abort reason) → `timeout`;
 * both with the synthetic 499 raw response. Anything else → `unknown` with a readable message, status 0.
 */
export function classifyFailure(error: unknown, context: FailureContext): APIResponse<never, FetcherError> {
  if (context.userSignal?.aborted) return userAbortResult(context.url)
  if (context.deadlineFired || isTimeoutString(error)) return timeoutResult(context.url)
  return unknownResult(error, context.url)
}

/** The result of a call its caller cancelled. */
export function userAbortResult(url: string): APIResponse<never, FetcherError> {
  return {
    ok: false,
    error: { reason: 'unknown', errorMessage: FETCHER_MESSAGES.userAborted },
    rawResponse: closedRequestRawResponse(url),
  }
}

/** The result of a failure without a response: `unknown` with a readable message, status 0. */
export function unknownResult(error: unknown, url: string): APIResponse<never, FetcherError> {
  return {
    ok: false,
    error: { reason: 'unknown', errorMessage: describeError(error) },
    rawResponse: unknownRawResponse(url),
  }
}

function timeoutResult(url: string): APIResponse<never, FetcherError> {
  return { ok: false, error: { reason: 'timeout' }, rawResponse: closedRequestRawResponse(url) }
}

/** `'timeout'` in any case: what Node's fetch rejects with after `controller.abort('timeout')`. */
export function isTimeoutString(reason: unknown): boolean {
  return typeof reason === 'string' && reason.trim().toLowerCase() === 'timeout'
}

/** A message a person can read: the error's message with its cause (`fetch failed: other side closed`). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof Error && cause.message && cause.message !== error.message) {
      return `${error.message}: ${cause.message}`
    }
    return error.message || error.name
  }
  if (typeof error === 'string') return error
  try {
    return JSON.stringify(error) ?? String(error)
  } catch {
    return String(error)
  }
}
