import { abortResult, classifyFailure } from './classify-failure.js'
import { sendAttempt } from './ky-transport.js'
import { headersToRecord, toRawResponse } from './raw-response.js'
import { prepareRequest } from './request-parts.js'
import { readErrorBody, readSuccessBody } from './response-body.js'
import { computeRetryDelay, resolveRetryPolicy } from './retry-policy.js'
import { sleep as defaultSleep, startDeadline } from './sleep.js'
import type { APIResponse, FetcherArgs, FetcherError, FetchFunction } from './types.js'
import { validateBody } from './validate-body.js'

/** Seams for the clock and the dice, so retries can be tested exactly and quickly. */
export interface CreateFetcherOptions {
  /**
   * Waits before a retry. It must settle soon after `signal` aborts (resolving or rejecting, either is fine);
   * the default uses `setTimeout`.
   */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  /** A number in [0, 1) for jitter; `Math.random` by default. */
  readonly random?: () => number
  /** The current time in epoch ms, for `Retry-After` dates and `X-RateLimit-Reset`; `Date.now` by default. */
  readonly now?: () => number
  /** Called before each retry with its 0-based index, the delay chosen and the status being retried. */
  readonly onRetry?: (retry: { attempt: number; delayMs: number; status: number }) => void
}

/**
 * A {@link FetchFunction} with its own clock and randomness. Everything else about it is {@link fetcher}'s.
 */
export function createFetcher(options: CreateFetcherOptions = {}): FetchFunction {
  return <Body>(args: FetcherArgs<Body>) => runFetch(args, options)
}

/**
 * Sends one request and returns an {@link APIResponse}; it never throws. Statuses 200–399 are success; the
 * body is read by `responseType` (default `json`) and, when `schema` is given, parsed with it. 408, 429 and
 * 5xx are retried (any method) with backoff per {@link DEFAULT_RETRY_POLICY}; network errors and timeouts
 * are not. `timeoutMs` bounds each attempt, including reading a buffered body.
 */
export const fetcher: FetchFunction = createFetcher()

async function runFetch<Body>(
  args: FetcherArgs<Body>,
  options: CreateFetcherOptions,
): Promise<APIResponse<Body, FetcherError>> {
  const userSignal = args.abortSignal
  if (userSignal?.aborted) return abortResult(userSignal, args.url)
  const sleep = options.sleep ?? defaultSleep
  const responseType = args.responseType ?? 'json'
  const policy = resolveRetryPolicy(args)
  let deadline = startDeadline(undefined)
  try {
    const parts = prepareRequest(args)
    // A stream body is consumed by the first attempt; sending it again would send nothing.
    const maxRetries = parts.replayable ? policy.maxRetries : 0
    for (let attempt = 0; ; attempt++) {
      deadline = startDeadline(args.timeoutMs)
      const response = await sendAttempt({
        url: args.url,
        method: args.method,
        parts,
        signal: anySignal(userSignal, deadline.signal),
        withCredentials: args.withCredentials === true,
        fetch: args.fetch,
      })
      const rawResponse = toRawResponse(response)
      if (response.status >= 200 && response.status < 400) {
        const read = await readSuccessBody(response, responseType)
        deadline.clear()
        if (!read.ok) return { ok: false, error: read.error, rawResponse }
        const headers = headersToRecord(response.headers)
        if (!args.schema || responseType === 'stream' || responseType === 'sse') {
          return { ok: true, body: read.body as Body, headers, rawResponse }
        }
        const validated = await validateBody(args.schema, read.body)
        if (validated.ok) return { ok: true, body: validated.value, headers, rawResponse }
        return { ok: false, error: { reason: 'unknown', errorMessage: validated.errorMessage }, rawResponse }
      }
      if (attempt < maxRetries && policy.statusCodes.includes(response.status)) {
        deadline.clear()
        await response.body?.cancel().catch(() => undefined)
        const delayMs = computeRetryDelay({
          attempt,
          headers: response.headers,
          policy,
          random: options.random,
          now: options.now,
        })
        options.onRetry?.({ attempt, delayMs, status: response.status })
        await sleep(delayMs, userSignal).catch(() => undefined)
        if (userSignal?.aborted) return abortResult(userSignal, args.url)
        continue
      }
      const body = await readErrorBody(response)
      return { ok: false, error: { reason: 'status-code', statusCode: response.status, body }, rawResponse }
    }
  } catch (error) {
    return classifyFailure(error, { url: args.url, userSignal, deadlineFired: deadline.timedOut() })
  } finally {
    deadline.clear()
  }
}

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined)
  if (present.length <= 1) return present[0]
  return AbortSignal.any(present)
}
