import type {
  ExampleEndpointRequest,
  FormDataField,
  HttpRequestBodyShape,
  TypeRegistry,
} from '@api-explorer/model'
import { exampleValue, exampleValues } from '@api-explorer/model'
import { isRecord, setOwnEntry } from './form-path.js'
import type {
  EndpointBodyState,
  EndpointFormState,
  FormDataEntryState,
  ParameterSection,
  WebSocketFormState,
} from './form-state.js'
import type { FormTarget } from './form-target.js'
import { clientMessages, declaredParameters, findParameter, requestBodyShape } from './form-target.js'
import { emptyBody } from './seed-values.js'

/** Values to lay over a form's parameter sections. */
export type ParameterValues = Partial<Record<ParameterSection, Record<string, unknown> | undefined>>

/**
 * Lays values over a form's parameter sections, keeping only parameters the target declares (a header name
 * matches whatever its case, and is stored under its declared spelling).
 */
export function overlayParameters(
  target: FormTarget,
  state: EndpointFormState | WebSocketFormState,
  values: ParameterValues,
): void {
  for (const section of ['headers', 'pathParameters', 'queryParameters'] as const) {
    for (const [key, value] of Object.entries(values[section] ?? {})) {
      const property = findParameter(target, section, key)
      if (property != null && value !== undefined) {
        setOwnEntry(state[section], property.key, value)
      }
    }
  }
}

/**
 * Lays the endpoint's first example over a seeded form; without one, and when `generate` is set, an example
 * made from the types. A multipart example names files but cannot carry them: file fields stay empty slots.
 */
export function endpointExample(
  target: FormTarget,
  state: EndpointFormState,
  now: Date,
  generate: boolean,
): void {
  if (target.type !== 'endpoint') {
    return
  }
  const { types } = target.definition
  const example = target.endpoint.examples?.[0]
  const bodyShape = requestBodyShape(target)
  if (example != null) {
    overlayParameters(target, state, {
      headers: example.headers,
      pathParameters: example.pathParameters,
      queryParameters: example.queryParameters,
    })
    if (example.requestBody != null && bodyShape != null) {
      state.body = exampleBody(bodyShape, example.requestBody, types, now)
    }
    return
  }
  if (!generate) {
    return
  }
  const options = { forRequest: true }
  overlayGeneratedParameters(target, state, types)
  if (bodyShape == null || bodyShape.type === 'bytes') {
    return
  }
  if (bodyShape.type === 'formData') {
    const values: Record<string, unknown> = {}
    for (const field of bodyShape.fields) {
      if (field.type === 'property') {
        setOwnEntry(values, field.key, exampleValue(field.valueShape, types, options))
      }
    }
    state.body = formBody(bodyShape.fields, emptyBody(bodyShape, types, now), values)
    return
  }
  state.body = {
    type: 'json',
    value: exampleValue(bodyShape.type === 'object' ? bodyShape : bodyShape.value, types, options),
  }
}

/**
 * Lays the channel's first example session over a seeded form (the first example message of each client
 * type); without one, and when `generate` is set, examples made from the types.
 */
export function webSocketExample(target: FormTarget, state: WebSocketFormState, generate: boolean): void {
  if (target.type !== 'websocket') {
    return
  }
  const { types } = target.definition
  const session = target.channel.examples?.[0]
  const messages = clientMessages(target.channel)
  if (session != null) {
    overlayParameters(target, state, {
      headers: session.requestHeaders,
      pathParameters: session.pathParameters,
      queryParameters: session.queryParameters,
    })
    for (const message of messages) {
      const sample = session.messages?.find((candidate) => candidate.type === message.type)
      if (sample != null && sample.body !== undefined) {
        setOwnEntry(state.messages, message.type, sample.body)
      }
    }
    return
  }
  if (!generate) {
    return
  }
  const options = { forRequest: true }
  overlayGeneratedParameters(target, state, types)
  for (const message of messages) {
    const value = exampleValue(message.body, types, options)
    if (value !== undefined) {
      setOwnEntry(state.messages, message.type, value)
    }
  }
}

function exampleBody(
  shape: HttpRequestBodyShape,
  example: ExampleEndpointRequest,
  types: TypeRegistry,
  now: Date,
): EndpointBodyState {
  if (shape.type === 'bytes' || example.type === 'bytes') {
    return shape.type === 'bytes' ? { type: 'octet-stream' } : emptyBody(shape, types, now)
  }
  if (shape.type !== 'formData') {
    return { type: 'json', value: example.type === 'json' ? example.value : undefined }
  }
  const seeded = emptyBody(shape, types, now)
  if (example.type === 'json') {
    return isRecord(example.value) ? formBody(shape.fields, seeded, example.value) : seeded
  }
  const body = seeded.type === 'form-data' ? seeded : { type: 'form-data' as const, value: {} }
  for (const [key, entry] of Object.entries(example.value)) {
    const field = shape.fields.find((candidate) => candidate.key === key)
    if (field == null) {
      continue
    }
    switch (entry.type) {
      case 'filename':
      case 'filenameWithData':
      case 'filenames':
      case 'filenamesWithData':
        // An example names its files but cannot carry their bytes: the reader picks them.
        break
      case 'exploded':
        setOwnEntry(body.value, key, { type: 'exploded', value: entry.value })
        break
      case 'json':
        if (entry.value !== undefined) {
          setOwnEntry(body.value, key, propertyEntry(field, entry.value))
        }
        break
      default:
        entry satisfies never
    }
  }
  return body
}

/** Multipart entries from plain values over a seeded multipart body; file fields keep their empty slots. */
function formBody(
  fields: readonly FormDataField[],
  seeded: EndpointBodyState,
  values: Record<string, unknown>,
): EndpointBodyState {
  const body = seeded.type === 'form-data' ? seeded : { type: 'form-data' as const, value: {} }
  for (const field of fields) {
    const value = Object.hasOwn(values, field.key) ? values[field.key] : undefined
    if (field.type === 'property' && value !== undefined) {
      setOwnEntry(body.value, field.key, propertyEntry(field, value))
    }
  }
  return body
}

function propertyEntry(field: FormDataField, value: unknown): FormDataEntryState {
  if (field.type === 'property' && field.exploded === true) {
    return { type: 'exploded', value: Array.isArray(value) ? value : [value] }
  }
  return { type: 'json', value }
}

/** Lays example values made from the types over every declared header, path and query parameter. */
function overlayGeneratedParameters(
  target: FormTarget,
  state: Parameters<typeof overlayParameters>[1],
  types: TypeRegistry,
): void {
  const options = { forRequest: true }
  overlayParameters(target, state, {
    headers: exampleValues(declaredParameters(target, 'headers'), types, options),
    pathParameters: exampleValues(declaredParameters(target, 'pathParameters'), types, options),
    queryParameters: exampleValues(declaredParameters(target, 'queryParameters'), types, options),
  })
}
