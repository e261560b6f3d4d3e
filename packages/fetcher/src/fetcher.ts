import { classifyFailure, describeError, isTimeoutString, userAbortResult } from './classify-failure.js'
import { sendAttempt } from './ky-transport.js'
import { headersToRecord, toRawResponse, unknownRawResponse } from './raw-response.js'
import { prepareRequest } from './request-parts.js'
import { readErrorBody, readSuccessBody } from './response-body.js'
import { computeRetryDelay, resolveRetryPolicy, retriesMethod } from './retry-policy.js'
import { sleep as defaultSleep, startDeadline } from './sleep.js'
import type {
  APIResponse,
  FetcherArgs,
  FetcherError,
  FetchFunction,
  RawResponse,
  RetryPolicy,
} from './types.js'
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
  /**
   * Called before each retry with its 0-based index, the delay chosen and the status being retried (0 for a
   * network error). If it throws, the call ends with `unknown` and the response that was to be retried.
   */
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
 * 5xx are retried (any method) with backoff per {@link DEFAULT_RETRY_POLICY}; network errors are retried only
 * with `retry.retryNetworkErrors`, timeouts and aborts never. `timeoutMs` bounds each attempt, including
 * reading a buffered body.
 */
export const fetcher: FetchFunction = createFetcher()

type Failure = APIResponse<never, FetcherError>

async function runFetch<Body>(
  args: FetcherArgs<Body>,
  options: CreateFetcherOptions,
): Promise<APIResponse<Body, FetcherError>> {
  const userSignal = args.abortSignal
  if (userSignal?.aborted) return userAbortResult(args.url)
  const responseType = args.responseType ?? 'json'
  const policy = resolveRetryPolicy(args)
  const retryWait = { url: args.url, policy, userSignal, options }
  let deadline = startDeadline(undefined)
  try {
    const parts = prepareRequest(args)
    // A stream body is consumed by the first attempt; sending it again would send nothing.
    const maxRetries = parts.replayable && retriesMethod(policy, args.method) ? policy.maxRetries : 0
    for (let attempt = 0; ; attempt++) {
      deadline = startDeadline(args.timeoutMs)
      const sent = await sendAttempt({
        url: args.url,
        method: args.method,
        parts,
        signal: anySignal(userSignal, deadline.signal),
        withCredentials: args.withCredentials === true,
        fetch: args.fetch,
      }).then(
        (response) => ({ response }),
        (error: unknown) => ({ error }),
      )
      if ('error' in sent) {
        const isNetworkError = !userSignal?.aborted && !deadline.timedOut() && !isTimeoutString(sent.error)
        if (attempt >= maxRetries || !policy.retryNetworkErrors || !isNetworkError) throw sent.error
        deadline.clear()
        const rawResponse = unknownRawResponse(args.url)
        const stop = await waitForRetry({ ...retryWait, attempt, status: 0, rawResponse })
        if (stop) return stop
        continue
      }
      const { response } = sent
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
        const { status, headers } = response
        const stop = await waitForRetry({ ...retryWait, attempt, status, headers, rawResponse })
        if (stop) return stop
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

/** What the wait before one retry needs to know. */
interface RetryWait {
  readonly url: string
  readonly policy: RetryPolicy
  readonly userSignal: AbortSignal | undefined
  readonly options: CreateFetcherOptions
  readonly attempt: number
  /** The status being retried; 0 for a network error. */
  readonly status: number
  readonly headers?: Headers
  /** The response being retried, reported if `onRetry` throws. */
  readonly rawResponse: RawResponse
}

/**
 * Reports the retry and sits out its delay. Returns the result that ends the call instead of retrying: the
 * user abort when the caller aborted during the delay, or `unknown` (with the response being retried) when
 * `onRetry` threw. Undefined means go on.
 */
async function waitForRetry(wait: RetryWait): Promise<Failure | undefined> {
  const { options, attempt, status } = wait
  const delayMs = computeRetryDelay({
    attempt,
    headers: wait.headers,
    policy: wait.policy,
    random: options.random,
    now: options.now,
  })
  try {
    options.onRetry?.({ attempt, delayMs, status })
  } catch (error) {
    return {
      ok: false,
      error: { reason: 'unknown', errorMessage: describeError(error) },
      rawResponse: wait.rawResponse,
    }
  }
  const sleep = options.sleep ?? defaultSleep
  await sleep(delayMs, wait.userSignal).catch(() => undefined)
  return wait.userSignal?.aborted ? userAbortResult(wait.url) : undefined
}
function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((signal): signal is AbortSignal => signal !== undefined)
  if (present.length <= 1) return present[0]
  return AbortSignal.any(present)
}
