import type { PropertyKey, WithDescription } from './commons.js'

/** A code snippet attached to an example. */
export type CodeSnippet = WithDescription & {
  name?: string
  /**
   * The language tag as the definition gives it (any string, e.g. `curl`, `ts`, `kotlin`); the model's
   * `normalizeSnippetLanguage` turns it into a `SnippetLanguage` when it is one snippets are written in.
   */
  language: string
  /** Install command of the SDK the snippet uses, if any. */
  install?: string
  code: string
  /** Whether the snippet was generated rather than written by hand. */
  generated: boolean
}

/** One multipart form value in an example request. */
export type ExampleFormValue =
  | { type: 'json'; value: unknown }
  | { type: 'filename'; value: string }
  | { type: 'filenames'; value: string[] }
  | { type: 'filenameWithData'; filename: string; data: string }
  | { type: 'filenamesWithData'; value: Array<{ filename: string; data: string }> }
  | { type: 'exploded'; value: unknown[] }

/** The request body of an example call. */
export type ExampleEndpointRequest =
  | { type: 'json'; value: unknown }
  | { type: 'form'; value: Record<string, ExampleFormValue> }
  | { type: 'bytes'; value: { type: 'base64'; value: string } }

/** The response body of an example call. */
export type ExampleEndpointResponse =
  | { type: 'json'; value: unknown }
  | { type: 'filename'; value: string }
  | { type: 'stream'; value: unknown[] }
  | { type: 'sse'; value: Array<{ event: string; data: unknown }> }

/** A worked example of calling an endpoint: the values sent and the response received. */
export type ExampleEndpointCall = WithDescription & {
  /** The concrete path, with parameter values filled in. */
  path: string
  responseStatusCode: number
  name?: string
  pathParameters?: Record<PropertyKey, unknown>
  queryParameters?: Record<PropertyKey, unknown>
  headers?: Record<PropertyKey, unknown>
  requestBody?: ExampleEndpointRequest
  responseBody?: ExampleEndpointResponse
  snippets?: Record<string, CodeSnippet[]>
}

/** One message of an example websocket session. */
export type ExampleWebSocketMessage = {
  /** The message type, matching a {@link WebSocketMessage.type}. */
  type: string
  body: unknown
}

/** A worked example of a websocket session. */
export type ExampleWebSocketSession = WithDescription & {
  path: string
  name?: string
  pathParameters?: Record<PropertyKey, unknown>
  queryParameters?: Record<PropertyKey, unknown>
  requestHeaders?: Record<PropertyKey, unknown>
  messages?: ExampleWebSocketMessage[]
}
