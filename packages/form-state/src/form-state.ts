import type { FileValue } from '@api-explorer/model'

/** One field of a multipart form as the reader filled it. */
export type FormDataEntryState =
  | { type: 'json'; value: unknown }
  | { type: 'file'; value?: FileValue }
  | { type: 'fileArray'; value: FileValue[] }
  | { type: 'exploded'; value: unknown[] }

/** The body of an endpoint form, by the kind of body the endpoint accepts. */
export type EndpointBodyState =
  | { type: 'json'; value: unknown }
  | { type: 'form-data'; value: Record<string, FormDataEntryState> }
  | { type: 'octet-stream'; value?: FileValue }

/** Everything a reader entered for one endpoint. Values are kept as typed values, not strings. */
export type EndpointFormState = {
  type: 'endpoint'
  headers: Record<string, unknown>
  pathParameters: Record<string, unknown>
  queryParameters: Record<string, unknown>
  body?: EndpointBodyState
}

/** Everything a reader entered for one websocket channel: the handshake values and one draft per client message. */
export type WebSocketFormState = {
  type: 'websocket'
  headers: Record<string, unknown>
  pathParameters: Record<string, unknown>
  queryParameters: Record<string, unknown>
  /** The body being composed for each client-origin message type, keyed by the message's `type`. */
  messages: Record<string, unknown>
}

/** An endpoint's or a channel's form. */
export type AnyFormState = EndpointFormState | WebSocketFormState

/** The sections of a form that hold named parameters. */
export type ParameterSection = 'headers' | 'pathParameters' | 'queryParameters'

/**
 * Where a value sits in a form state: the keys and list indices leading to it from the form state's root, e.g.
 * `['headers', 'X-Request-Id']`, `['queryParameters', 'tag', 0]`, `['body', 'value', 'address', 'city']` (a JSON
 * body), `['body', 'value', 'avatar']` (a multipart entry), `['body', 'value', 'meta', 'value', 'a']` (inside a
 * multipart JSON entry), `['body', 'value']` (a raw file body) or `['messages', 'chat', 'text']` (a websocket
 * message draft). Validation errors use the same paths.
 */
export type FormPath = ReadonlyArray<string | number>

/** A validation problem of one value, in words a reader understands. */
export type FormError = {
  path: FormPath
  message: string
}

/**
 * The object a JSON body holds, when it holds an object (not an array or a scalar); otherwise a new empty one.
 * The object itself is returned, not a copy.
 */
export function jsonBodyObject(body: EndpointBodyState | undefined): Record<string, unknown> {
  return body?.type === 'json' &&
    body.value != null &&
    typeof body.value === 'object' &&
    !Array.isArray(body.value)
    ? (body.value as Record<string, unknown>)
    : {}
}
