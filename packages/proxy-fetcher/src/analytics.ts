import type { HttpRequest, ResponseResult } from '@api-explorer/model'
import { PROXY_FETCHER_MESSAGES } from './messages.js'

/**
 * What the analytics events say about the endpoint, supplied by the host (the request alone does not know
 * which documented endpoint it came from). Missing fields are sent as `''`, except `docsRoute`, which
 * defaults to the page's `location.pathname` in a browser.
 */
export type PlaygroundAnalyticsContext = {
  /** The endpoint's id in the API definition. */
  endpointId: string
  /** The endpoint's display name. */
  endpointName: string
  /** The route of the docs page the playground is open on, e.g. `/docs/api/users`. */
  docsRoute: string
  /** The route of the endpoint's reference page, e.g. `/api-reference/users/get`. */
  endpointRoute: string
}

/** Properties of `api_playground_request_sent`. */
export type RequestSentProperties = PlaygroundAnalyticsContext & {
  /** The HTTP method, upper case. */
  method: string
}

/** Properties of `api_playground_request_received`: those of the sent event plus the response's figures. */
export type RequestReceivedProperties = RequestSentProperties & {
  responseStatus: number
  responseStatusText: string
  /** Milliseconds, as shown in the response card. */
  responseTime: number
  /** Bytes; `null` when unknown. */
  responseSize: number | null
}

/** The playground's analytics events, for a host to forward to its analytics tool. */
export type PlaygroundAnalyticsEvent =
  | { name: 'api_playground_request_sent'; properties: RequestSentProperties }
  | { name: 'api_playground_request_received'; properties: RequestReceivedProperties }

/** Receives the analytics events; e.g. `(event) => analytics.track(event.name, event.properties)`. */
export type PlaygroundAnalyticsCallback = (event: PlaygroundAnalyticsEvent) => void

/** The properties of `api_playground_request_sent` for a request. */
export function requestSentProperties(
  request: HttpRequest,
  context: Partial<PlaygroundAnalyticsContext> = {},
): RequestSentProperties {
  return {
    endpointId: context.endpointId ?? '',
    endpointName: context.endpointName ?? '',
    method: request.method,
    docsRoute: context.docsRoute ?? currentPathname(),
    endpointRoute: context.endpointRoute ?? '',
  }
}

/** The properties of `api_playground_request_received` for a request and the result it produced. */
export function requestReceivedProperties(
  sent: RequestSentProperties,
  result: ResponseResult,
): RequestReceivedProperties {
  return {
    ...sent,
    responseStatus: result.response.status,
    responseStatusText: result.response.statusText,
    responseTime: result.time,
    responseSize: result.size,
  }
}

/** Calls the host's callback; a failing callback is logged and never fails the request. */
export function emitAnalyticsEvent(
  callback: PlaygroundAnalyticsCallback | undefined,
  event: PlaygroundAnalyticsEvent,
): void {
  if (callback == null) return
  try {
    callback(event)
  } catch (error) {
    console.error(PROXY_FETCHER_MESSAGES.analyticsFailed, error)
  }
}

function currentPathname(): string {
  const location = (globalThis as { location?: { pathname?: unknown } }).location
  return typeof location?.pathname === 'string' ? location.pathname : ''
}
