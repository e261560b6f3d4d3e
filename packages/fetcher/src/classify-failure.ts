import { closedRequestRawResponse, FETCHER_MESSAGES, unknownRawResponse } from './raw-response.js'
import type { APIResponse, FetcherError } from './types.js'

/** What was known when an attempt threw. */
export interface FailureContext {
  readonly url: string
  readonly userSignal: AbortSignal | undefined
  readonly deadlineFired: boolean
}

/**
 * Turns anything an attempt threw into a result. A timeout is recognised by what aborted, not by the shape
 * of the rejection: runtimes reject `fetch` with the abort *reason* itself, which may be a bare string.
 * - the caller's signal aborted with a timeout reason (`AbortSignal.timeout`, `abort('timeout')`) → `timeout`;
 * - the caller's signal aborted otherwise → `unknown` "The user aborted a request";
 * - the attempt's deadline fired, or the rejection is itself a timeout → `timeout`;
 * all three with the synthetic 499 raw response. Anything else → `unknown` with a readable message, status 0.
 */
export function classifyFailure(error: unknown, context: FailureContext): APIResponse<never, FetcherError> {
  const { userSignal } = context
  if (userSignal?.aborted) {
    if (isTimeoutReason(userSignal.reason)) return timeoutResult(context.url)
    return userAbortResult(context.url)
  }
  if (context.deadlineFired || isTimeoutReason(error)) return timeoutResult(context.url)
  return {
    ok: false,
    error: { reason: 'unknown', errorMessage: describeError(error) },
    rawResponse: unknownRawResponse(context.url),
  }
}

/** The result of a call its caller cancelled. */
export function userAbortResult(url: string): APIResponse<never, FetcherError> {
  return {
    ok: false,
    error: { reason: 'unknown', errorMessage: FETCHER_MESSAGES.userAborted },
    rawResponse: closedRequestRawResponse(url),
  }
}

/** The result of an aborted signal: `timeout` when its reason says so, else a user abort. */
export function abortResult(signal: AbortSignal, url: string): APIResponse<never, FetcherError> {
  return isTimeoutReason(signal.reason) ? timeoutResult(url) : userAbortResult(url)
}

function timeoutResult(url: string): APIResponse<never, FetcherError> {
  return { ok: false, error: { reason: 'timeout' }, rawResponse: closedRequestRawResponse(url) }
}

/** `'timeout'` (any case), or an error named `TimeoutError` (ky's, `AbortSignal.timeout`'s DOMException). */
export function isTimeoutReason(reason: unknown): boolean {
  if (typeof reason === 'string') return reason.trim().toLowerCase() === 'timeout'
  return (
    typeof reason === 'object' && reason !== null && (reason as { name?: unknown }).name === 'TimeoutError'
  )
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
