import type {
  ApiDefinition,
  EndpointDefinition,
  HttpRequest,
  HttpRequestBody,
  ObjectProperty,
  PathPart,
  RequestCredential,
  TypeRegistry,
  TypeShape,
} from '@api-explorer/model'
import { sentHeaders } from '@api-explorer/model'
import { selectBaseUrl } from './base-url.js'
import { isRecord } from './form-path.js'
import type { EndpointFormState } from './form-state.js'
import { HeaderList, isHeaderName, sendableHeaderValue } from './header-list.js'
import type { BodyContext } from './request-body.js'
import { jsonRpcEnvelope, toRequestBody } from './request-body.js'
import type { WireValueOptions } from './wire-value.js'
import { toWireValue, wireText } from './wire-value.js'

/** Parameters are text: number text goes exactly as typed, never through a JavaScript number. */
const AS_TEXT: WireValueOptions = { asText: true }

/** Input of {@link buildHttpRequest}. */
export type BuildHttpRequestInput = {
  endpoint: EndpointDefinition
  formState: EndpointFormState
  /**
   * The definition the endpoint belongs to. Its types let values be converted by their declared type (a local
   * date-time to an ISO string); without it only `Date` values are converted.
   */
  definition?: Pick<ApiDefinition, 'types' | 'globalHeaders'>
  /** Base URL, without a trailing slash. Defaults to the endpoint's environment (see `selectBaseUrl`). */
  baseUrl?: string
  /** The environment picked when `baseUrl` is not given. */
  environmentId?: string
  /** Headers produced by the auth scheme; they come first, and form headers with the same name win. */
  authHeaders?: ReadonlyArray<readonly [string, string]>
  /** Names of the auth headers, for snippet redaction. */
  secrets?: string[]
  /** The reader's credentials by value, for snippets to hide wherever they appear (body and query too). */
  credentials?: RequestCredential[]
}

/** Options of {@link buildHttpRequest} when the form state is passed first: everything but the form state. */
export type BuildHttpRequestOptions = Omit<BuildHttpRequestInput, 'formState'>

const BODYLESS_METHODS = new Set(['GET', 'HEAD'])

/**
 * The {@link HttpRequest} a form describes. Snippets render it and Send sends it, so both agree.
 *
 * - URL: base URL + path; path parameters are percent-encoded, an empty one stays visible as `:name`.
 * - Query: declared order, then any others; lists repeat the name, or are comma-joined when the parameter says
 *   `explode: false`; `null` and `undefined` are left out.
 * - Headers: auth headers first, then form headers (a form header replaces an auth header of the same name,
 *   whatever its case). Names that are not HTTP tokens are left out; line breaks in values become spaces.
 * - Body: none for GET and HEAD. Otherwise JSON, text, URL-encoded fields, multipart parts or a file's bytes,
 *   by the body state and the declared content type (see the README). OpenRPC endpoints send the JSON-RPC
 *   envelope `{ jsonrpc, method, params, id }` as `application/json`.
 * - Content-Type (not for GET and HEAD): the declared content type, even when the body is empty and over a
 *   Content-Type header of the form (the reference sets it last); OpenRPC always `application/json`; multipart
 *   never carries one, so the transport can add the boundary. Without a declared type, the form's header, else
 *   the body's own type (the model's `sentHeaders`).
 * - Parameter values are written as text by `wireText`: number text exactly as typed (a uint64's
 *   `18446744073709551615` never goes through a JavaScript number), date-times as ISO strings. In a JSON body,
 *   number text becomes a number, or a `JsonNumber` when a JavaScript number cannot hold it (see `toWireValue`).
 */
export function buildHttpRequest(formState: EndpointFormState, options: BuildHttpRequestOptions): HttpRequest
/** The same, with the form state among the options. */
export function buildHttpRequest(input: BuildHttpRequestInput): HttpRequest
export function buildHttpRequest(
  first: EndpointFormState | BuildHttpRequestInput,
  options?: BuildHttpRequestOptions,
): HttpRequest {
  const input: BuildHttpRequestInput =
    'formState' in first ? first : { ...(options as BuildHttpRequestOptions), formState: first }
  const { endpoint, formState } = input
  const types = input.definition?.types ?? {}
  const baseUrl =
    input.baseUrl ??
    selectBaseUrl(endpoint, input.environmentId == null ? {} : { environmentId: input.environmentId })

  const headers = requestHeaders(
    input.authHeaders ?? [],
    formState.headers,
    [...(input.definition?.globalHeaders ?? []), ...(endpoint.requestHeaders ?? [])],
    types,
  )

  const request: HttpRequest = {
    method: endpoint.method,
    url: `${baseUrl}${requestPath(endpoint.path, formState.pathParameters, endpoint.pathParameters ?? [], types)}`,
    query: queryPairs(formState.queryParameters, endpoint.queryParameters ?? [], types),
    headers: [],
  }

  if (!BODYLESS_METHODS.has(endpoint.method.toUpperCase())) {
    const declared = endpoint.requests?.[0]?.contentType
    const context: BodyContext = { shape: endpoint.requests?.[0]?.body, contentType: declared, types }
    if (endpoint.protocol?.type === 'openrpc') {
      request.body = {
        type: 'json',
        value: jsonRpcEnvelope(endpoint.protocol.methodName, formState.body, context),
      }
      request.protocol = { type: 'openrpc', methodName: endpoint.protocol.methodName }
      headers.set('Content-Type', 'application/json')
    } else {
      const body = toRequestBody(formState.body, context)
      if (body != null) {
        request.body = body
      }
      setContentType(headers, body, declared)
    }
  }
  request.headers = headers.entries()
  if (input.secrets != null && input.secrets.length > 0) {
    request.secrets = input.secrets
  }
  if (input.credentials != null && input.credentials.length > 0) {
    request.credentials = input.credentials
  }
  return request
}

/**
 * The Content-Type rules of {@link buildHttpRequest} for a request that is not OpenRPC: a declared
 * non-multipart type is set, a multipart body carries none (the transport writes it with the boundary), and
 * otherwise the model's implied Content-Type rule (`sentHeaders`) gives a body without one the type its kind
 * implies.
 */
function setContentType(
  headers: HeaderList,
  body: HttpRequestBody | undefined,
  declared: string | undefined,
): void {
  if (body?.type === 'form-data' || (declared != null && /^multipart\//i.test(declared.trim()))) {
    headers.delete('Content-Type')
  } else if (declared != null && declared.trim() !== '') {
    headers.set('Content-Type', sendableHeaderValue(declared))
  } else {
    for (const [name, value] of sentHeaders({ headers: headers.entries(), body })) {
      if (!headers.has(name)) headers.set(name, sendableHeaderValue(value))
    }
  }
}

/**
 * The headers of a request: auth headers first, then form headers (replacing an auth header of the same name,
 * whatever its case). Names that are not HTTP tokens are left out, and values made sendable.
 */
export function requestHeaders(
  authHeaders: ReadonlyArray<readonly [string, string]>,
  values: Record<string, unknown>,
  declared: readonly ObjectProperty[],
  types: TypeRegistry,
): HeaderList {
  const headers = new HeaderList()
  for (const [name, value] of authHeaders) {
    if (isHeaderName(name)) {
      headers.set(name, sendableHeaderValue(value))
    }
  }
  const shapeOf = propertyShapes(declared, true)
  for (const [name, value] of Object.entries(values)) {
    if (value != null && isHeaderName(name)) {
      headers.set(name, sendableHeaderValue(wireText(toWireValue(value, shapeOf(name), types, AS_TEXT))))
    }
  }
  return headers
}

/** The path of a request: literals as declared, parameters percent-encoded, empty ones as `:name`. */
export function requestPath(
  path: readonly PathPart[],
  values: Record<string, unknown>,
  declared: readonly ObjectProperty[],
  types: TypeRegistry,
): string {
  const shapeOf = propertyShapes(declared)
  return path
    .map((part) => {
      if (part.type === 'literal') {
        return part.value
      }
      const value = Object.hasOwn(values, part.value) ? values[part.value] : undefined
      const text = wireText(toWireValue(value, shapeOf(part.value), types, AS_TEXT))
      return text === '' ? `:${part.value}` : encodeURIComponent(text)
    })
    .join('')
}

/** The query pairs of parameter values, in declared order and then any others. */
export function queryPairs(
  values: Record<string, unknown>,
  declared: readonly ObjectProperty[],
  types: TypeRegistry,
): Array<[string, string]> {
  const shapeOf = propertyShapes(declared)
  const explodeOf = new Map(declared.map((property) => [property.key, property.explode !== false]))
  // Pairs come in declared order, then undeclared keys in the order the form holds them.
  const pairs: Array<[string, string]> = []
  const record = isRecord(values) ? values : {}
  for (const key of new Set([...declared.map((property) => property.key), ...Object.keys(record)])) {
    const value = Object.hasOwn(record, key)
      ? toWireValue(record[key], shapeOf(key), types, AS_TEXT)
      : undefined
    if (value == null) {
      continue
    }
    if (Array.isArray(value)) {
      const items = value.filter((item) => item != null).map(wireText)
      if (items.length === 0) {
        continue
      }
      if (explodeOf.get(key) === false) {
        pairs.push([key, items.join(',')])
      } else {
        pairs.push(...items.map((item): [string, string] => [key, item]))
      }
    } else {
      pairs.push([key, wireText(value)])
    }
  }
  return pairs
}

/** Looks up the declared shape of a parameter by key (header names whatever their case). */
function propertyShapes(
  properties: readonly ObjectProperty[],
  caseInsensitive = false,
): (key: string) => TypeShape | undefined {
  const fold = (key: string): string => (caseInsensitive ? key.toLowerCase() : key)
  const byKey = new Map(properties.map((property) => [fold(property.key), property.valueShape]))
  return (key) => byKey.get(fold(key))
}
