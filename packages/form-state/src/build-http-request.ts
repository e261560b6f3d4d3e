import type {
  EndpointDefinition,
  FormDataField,
  FormDataPart,
  HttpRequest,
  HttpRequestBody,
  ObjectProperty,
} from '@api-explorer/model'
import type { EndpointBodyState, EndpointFormState } from './form-state.js'
import { HeaderList } from './header-list.js'
import { unknownToString } from './unknown-to-string.js'

/** Input of {@link buildHttpRequest}. */
export type BuildHttpRequestInput = {
  endpoint: EndpointDefinition
  formState: EndpointFormState
  /** Base URL without a trailing slash (see `selectBaseUrl`). */
  baseUrl: string
  /** Headers produced by the auth scheme; form headers with the same name win. */
  authHeaders?: Array<[string, string]>
  /** Names of the auth headers, for snippet redaction. */
  secrets?: string[]
}

/**
 * The {@link HttpRequest} a form describes. Snippets render it and Send sends it, so both agree.
 *
 * - Path parameters are percent-encoded; an empty one stays visible as `:name`.
 * - Query parameters follow the declared order, then any others; lists repeat the name, or are comma-joined
 *   when the parameter says `explode: false`; `null` and `undefined` are left out.
 * - A non-GET request with a declared content type sends it (JSON bodies default to `application/json`);
 *   multipart bodies carry no Content-Type header, so the transport can add the boundary.
 */
export function buildHttpRequest(input: BuildHttpRequestInput): HttpRequest {
  const { endpoint, formState } = input
  const path = endpoint.path
    .map((part) => {
      if (part.type === 'literal') {
        return part.value
      }
      const text = unknownToString(formState.pathParameters[part.value])
      return text === '' ? `:${part.value}` : encodeURIComponent(text)
    })
    .join('')

  const headers = new HeaderList(input.authHeaders ?? [])
  for (const [name, value] of Object.entries(formState.headers)) {
    if (value != null) {
      headers.set(name, unknownToString(value))
    }
  }

  const contentType = endpoint.requests?.[0]?.contentType
  const body = endpoint.method === 'GET' ? undefined : toRequestBody(formState.body, endpoint, contentType)
  if (body != null) {
    if (body.type === 'form-data') {
      headers.delete('Content-Type')
    } else if (!headers.has('Content-Type')) {
      headers.set('Content-Type', defaultContentType(body, contentType))
    }
  }

  const request: HttpRequest = {
    method: endpoint.method,
    url: `${input.baseUrl}${path}`,
    query: queryPairs(formState.queryParameters, endpoint.queryParameters ?? []),
    headers: headers.entries(),
  }
  if (body != null) {
    request.body = body
  }
  if (input.secrets != null && input.secrets.length > 0) {
    request.secrets = input.secrets
  }
  return request
}

function queryPairs(
  values: Record<string, unknown>,
  declared: readonly ObjectProperty[],
): Array<[string, string]> {
  const order = [...declared.map((property) => property.key), ...Object.keys(values)]
  const explodeOf = new Map(declared.map((property) => [property.key, property.explode !== false]))
  const pairs: Array<[string, string]> = []
  for (const key of new Set(order)) {
    const value = values[key]
    if (value == null) {
      continue
    }
    if (Array.isArray(value)) {
      const items = value.filter((item) => item != null).map(unknownToString)
      if (explodeOf.get(key) === false) {
        pairs.push([key, items.join(',')])
      } else {
        pairs.push(...items.map((item): [string, string] => [key, item]))
      }
    } else {
      pairs.push([key, unknownToString(value)])
    }
  }
  return pairs
}

function toRequestBody(
  body: EndpointBodyState | undefined,
  endpoint: EndpointDefinition,
  contentType: string | undefined,
): HttpRequestBody | undefined {
  if (body == null) {
    return undefined
  }
  switch (body.type) {
    case 'json':
      if (body.value === undefined) {
        return undefined
      }
      if (contentType?.includes('application/x-www-form-urlencoded') === true) {
        return { type: 'urlencoded', fields: urlencodedFields(body.value) }
      }
      if (contentType != null && !isJsonContentType(contentType) && typeof body.value === 'string') {
        return { type: 'text', value: body.value, contentType }
      }
      return { type: 'json', value: body.value }
    case 'octet-stream':
      return body.value == null ? undefined : { type: 'bytes', file: body.value }
    case 'form-data':
      return { type: 'form-data', parts: formDataParts(body.value, endpoint) }
    default:
      body satisfies never
      return undefined
  }
}

function formDataParts(
  entries: Extract<EndpointBodyState, { type: 'form-data' }>['value'],
  endpoint: EndpointDefinition,
): FormDataPart[] {
  const requestBody = endpoint.requests?.[0]?.body
  const fields = requestBody?.type === 'formData' ? requestBody.fields : []
  const fieldOf = new Map<string, FormDataField>(fields.map((field) => [field.key, field]))
  const parts: FormDataPart[] = []
  for (const [name, entry] of Object.entries(entries)) {
    const field = fieldOf.get(name)
    const partContentType = field?.type === 'property' ? firstContentType(field.contentType) : undefined
    const textPart = (value: unknown): FormDataPart => {
      const part: FormDataPart = { name, type: 'field', value: unknownToString(value) }
      if (partContentType != null) {
        part.contentType = partContentType
      }
      return part
    }
    switch (entry.type) {
      case 'file':
        if (entry.value != null) {
          parts.push({ name, type: 'file', file: entry.value })
        }
        break
      case 'fileArray':
        parts.push(...entry.value.map((file): FormDataPart => ({ name, type: 'file', file })))
        break
      case 'exploded':
        parts.push(...entry.value.filter((item) => item !== undefined).map(textPart))
        break
      case 'json':
        if (entry.value !== undefined) {
          parts.push(textPart(parseJsonString(entry.value)))
        }
        break
      default:
        entry satisfies never
    }
  }
  return parts
}

/** A JSON field typed as a string is parsed when it holds JSON, so `"{\"a\":1}"` is sent as the object. */
function parseJsonString(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value
  }
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

function urlencodedFields(value: unknown): Array<[string, string]> {
  if (value == null || typeof value !== 'object' || Array.isArray(value)) {
    return []
  }
  const fields: Array<[string, string]> = []
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) {
      fields.push(...item.map((element): [string, string] => [key, unknownToString(element)]))
    } else if (item != null) {
      fields.push([key, unknownToString(item)])
    }
  }
  return fields
}

function firstContentType(contentType: string | string[] | undefined): string | undefined {
  return Array.isArray(contentType) ? contentType[0] : contentType
}

function isJsonContentType(contentType: string): boolean {
  return /[/+]json\b/i.test(contentType)
}

function defaultContentType(body: HttpRequestBody, declared: string | undefined): string {
  if (declared != null) {
    return declared
  }
  switch (body.type) {
    case 'json':
      return 'application/json'
    case 'urlencoded':
      return 'application/x-www-form-urlencoded'
    case 'text':
      return body.contentType
    case 'bytes':
      return body.file.type === '' ? 'application/octet-stream' : body.file.type
    case 'form-data':
      return 'multipart/form-data'
    default:
      body satisfies never
      return 'application/octet-stream'
  }
}
