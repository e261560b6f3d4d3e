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

/** The sections of an endpoint form that hold named parameters. */
export type ParameterSection = 'headers' | 'pathParameters' | 'queryParameters'

/**
 * The object a JSON body holds, when it holds an object (not an array or a scalar); otherwise a new empty one.
 * The object itself is returned, not a copy, so a store can edit it in place.
 */
export function jsonBodyObject(body: EndpointBodyState | undefined): Record<string, unknown> {
  return body?.type === 'json' &&
    body.value != null &&
    typeof body.value === 'object' &&
    !Array.isArray(body.value)
    ? (body.value as Record<string, unknown>)
    : {}
}
