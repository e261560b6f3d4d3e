export type { SendRequestOptions } from './send-request.js'
export { sendRequest } from './send-request.js'
export type { ResponseStore, ResponseStoreState, SendOverrides } from './response-store.js'
export { createResponseStore } from './response-store.js'
export {
  NetworkError,
  NullResponseBodyError,
  RequestAbortedError,
  SEND_ERROR_MESSAGES,
  SendRequestError,
} from './errors.js'
export { PROXY_FETCHER_MESSAGES } from './messages.js'
export { isFileContentType } from './classify-response.js'
export type { ServerSentEvent } from './stream-formats.js'
export { isStreamContentType, parseJsonLines, parseServerSentEvents } from './stream-formats.js'
export { downloadFileName } from './file-name.js'
export { toBodyInit } from './body-init.js'
export type {
  PlaygroundAnalyticsCallback,
  PlaygroundAnalyticsContext,
  PlaygroundAnalyticsEvent,
  RequestReceivedProperties,
  RequestSentProperties,
} from './analytics.js'
export type {
  WebSocketClientMessage,
  WebSocketLogEntry,
  WebSocketLogOrigin,
  WebSocketSession,
  WebSocketSessionOptions,
  WebSocketSessionState,
  WebSocketSessionStatus,
} from './websocket-session.js'
export { createWebSocketSession } from './websocket-session.js'
export type { WebSocketConstructor, WebSocketLike } from './websocket-like.js'
export { webSocketConnectUrl, webSocketTargetUrl } from './websocket-url.js'
export { isSafeInlineType } from './inline-file-types.js'
