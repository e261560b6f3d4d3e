import type {
  FormDataField,
  FormDataPart,
  HttpRequestBody,
  HttpRequestBodyShape,
  TypeRegistry,
} from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'
import { dedupeFiles, isFileValue } from './files.js'
import { isRecord } from './form-path.js'
import type { EndpointBodyState } from './form-state.js'
import { toWireValue, wireText } from './wire-value.js'

/** What the body conversion reads besides the body. */
export type BodyContext = {
  shape: HttpRequestBodyShape | undefined
  contentType: string | undefined
  types: TypeRegistry
}

/**
 * The wire body of a form body: JSON (or text, for a string under a non-JSON content type), URL-encoded fields
 * when the content type is `application/x-www-form-urlencoded`, multipart parts, or a file's bytes. Nothing to
 * send (no value, no file, no part) gives `undefined`.
 */
export function toRequestBody(
  body: EndpointBodyState | undefined,
  context: BodyContext,
): HttpRequestBody | undefined {
  if (body == null) {
    return undefined
  }
  const urlencoded = context.contentType?.toLowerCase().includes('application/x-www-form-urlencoded') === true
  switch (body.type) {
    case 'json': {
      const value = toWireValue(body.value, jsonShape(context.shape), context.types)
      if (value === undefined) {
        return undefined
      }
      if (urlencoded) {
        return { type: 'urlencoded', fields: urlencodedFields(value) }
      }
      if (
        context.contentType != null &&
        !isJsonContentType(context.contentType) &&
        typeof value === 'string'
      ) {
        return { type: 'text', value, contentType: context.contentType }
      }
      return { type: 'json', value }
    }
    case 'octet-stream':
      return isFileValue(body.value) ? { type: 'bytes', file: body.value } : undefined
    case 'form-data': {
      const parts = formDataParts(isRecord(body.value) ? body.value : {}, context)
      if (urlencoded) {
        const fields = parts.flatMap((part): Array<[string, string]> =>
          part.type === 'field' ? [[part.name, part.value]] : [],
        )
        return fields.length === 0 ? undefined : { type: 'urlencoded', fields }
      }
      return parts.length === 0 ? undefined : { type: 'form-data', parts }
    }
    default:
      body satisfies never
      return undefined
  }
}

/**
 * The JSON-RPC envelope of an OpenRPC call: `{ jsonrpc: '2.0', method, params, id: 1 }`. Params go by position:
 * an object body's values in the declared order of its properties (a left-out parameter before a given one is
 * sent as `null`, trailing left-out ones are dropped); a list as it is; any other value as the only param.
 */
export function jsonRpcEnvelope(
  methodName: string,
  body: EndpointBodyState | undefined,
  context: BodyContext,
): { jsonrpc: '2.0'; method: string; params: unknown[]; id: number } {
  const value =
    body?.type === 'json' ? toWireValue(body.value, jsonShape(context.shape), context.types) : undefined
  let params: unknown[]
  if (value === undefined) {
    params = []
  } else if (Array.isArray(value)) {
    params = value
  } else if (isRecord(value)) {
    const shape = jsonShape(context.shape)
    const bare = shape == null ? undefined : unwrapShape(shape, context.types).shape
    const keys =
      bare?.type === 'object' ? objectProperties(bare, context.types).map((property) => property.key) : []
    const ordered = [...keys, ...Object.keys(value).filter((key) => !keys.includes(key))]
    params = ordered.map((key) => (Object.hasOwn(value, key) ? value[key] : undefined))
    while (params.length > 0 && params[params.length - 1] === undefined) {
      params.pop()
    }
    params = params.map((param) => (param === undefined ? null : param))
  } else {
    params = [value]
  }
  return { jsonrpc: '2.0', method: methodName, params, id: 1 }
}

function jsonShape(shape: HttpRequestBodyShape | undefined) {
  if (shape?.type === 'object') {
    return shape
  }
  return shape?.type === 'alias' ? shape.value : undefined
}

function formDataParts(entries: Record<string, unknown>, context: BodyContext): FormDataPart[] {
  const fields = context.shape?.type === 'formData' ? context.shape.fields : []
  const order = [...fields.map((field) => field.key), ...Object.keys(entries)]
  const parts: FormDataPart[] = []
  for (const name of new Set(order)) {
    const entry = Object.hasOwn(entries, name) ? entries[name] : undefined
    if (!isRecord(entry)) {
      continue
    }
    const field = fields.find((candidate) => candidate.key === name)
    parts.push(...entryParts(name, entry, field, context.types))
  }
  return parts
}

function entryParts(
  name: string,
  entry: Record<string, unknown>,
  field: FormDataField | undefined,
  types: TypeRegistry,
): FormDataPart[] {
  const value = entry['value']
  if (
    field?.type === 'file' ||
    field?.type === 'files' ||
    entry['type'] === 'file' ||
    entry['type'] === 'fileArray'
  ) {
    // Non-files in a file field are discarded; a file list is sent without repeats.
    const files = dedupeFiles(Array.isArray(value) ? value : [value])
    return files.map((file): FormDataPart => ({ name, type: 'file', file }))
  }
  if (value === undefined) {
    return []
  }
  const shape = field?.type === 'property' ? field.valueShape : undefined
  const contentType = field?.type === 'property' ? firstContentType(field.contentType) : undefined
  const textPart = (item: unknown): FormDataPart => {
    const part: FormDataPart = { name, type: 'field', value: wireText(item) }
    if (contentType != null) {
      part.contentType = contentType
    }
    return part
  }
  const bare = shape == null ? undefined : unwrapShape(shape, types).shape
  if (entry['type'] === 'exploded' || (field?.type === 'property' && field.exploded === true)) {
    // Each element is its own part under the same name.
    const itemShape = bare?.type === 'list' || bare?.type === 'set' ? bare.itemShape : shape
    const items = Array.isArray(value) ? value : [value]
    return items
      .filter((item) => item != null)
      .map((item: unknown) => textPart(toWireValue(item, itemShape, types, { asText: true })))
  }
  // A typed text field goes as typed (number text included); a JSON field's numbers go digit for digit.
  const textTyped = bare?.type === 'primitive' || bare?.type === 'enum' || bare?.type === 'literal'
  return [
    textPart(toWireValue(textTyped ? value : parseJsonText(value), shape, types, { asText: textTyped })),
  ]
}

/** A multipart JSON field written as text is sent as the value the text holds: `'{"a":1}'` goes as the object. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value
  }
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

function urlencodedFields(value: unknown): Array<[string, string]> {
  if (!isRecord(value)) {
    return []
  }
  const fields: Array<[string, string]> = []
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) {
      for (const element of item) {
        if (element != null) {
          fields.push([key, wireText(element)])
        }
      }
    } else if (item != null) {
      fields.push([key, wireText(item)])
    }
  }
  return fields
}

function firstContentType(contentType: string | string[] | undefined): string | undefined {
  return Array.isArray(contentType) ? contentType[0] : contentType
}

/** `application/json`, `application/problem+json`, `text/json`, with or without parameters. */
function isJsonContentType(contentType: string): boolean {
  return /^[^;]*[/+]json\s*(;|$)/i.test(contentType)
}
