import type {
  ApiDefinition,
  EndpointDefinition,
  ExampleEndpointCall,
  HttpRequestBodyShape,
} from '@api-explorer/model'
import { emptyValue, emptyValues } from '@api-explorer/model'
import type { EndpointBodyState, EndpointFormState, FormDataEntryState } from './form-state.js'

/** Options of {@link initialEndpointFormState}. */
export type InitialFormStateOptions = {
  /** Fill the form from the endpoint's first example, over the blank seeds. Defaults to `true`. */
  withExample?: boolean
  /** The clock for date seeds. */
  now?: Date
}

/**
 * The form a reader first sees: blank seeds for the required values, then the endpoint's first example on
 * top (unless `withExample` is false). Example values for parameters the endpoint does not declare are ignored.
 */
export function initialEndpointFormState(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  options: InitialFormStateOptions = {},
): EndpointFormState {
  const { types } = definition
  const seedOptions = options.now == null ? {} : { now: options.now }
  const headerProperties = [...(definition.globalHeaders ?? []), ...(endpoint.requestHeaders ?? [])]
  const state: EndpointFormState = {
    type: 'endpoint',
    headers: emptyValues(headerProperties, types, seedOptions),
    pathParameters: emptyValues(endpoint.pathParameters ?? [], types, seedOptions),
    queryParameters: emptyValues(endpoint.queryParameters ?? [], types, seedOptions),
  }
  const requestShape = endpoint.requests?.[0]?.body
  if (requestShape != null) {
    state.body = emptyBody(requestShape, definition, seedOptions)
  }
  const example = options.withExample === false ? undefined : endpoint.examples?.[0]
  if (example != null) {
    applyExample(state, example, {
      headers: new Set(headerProperties.map((property) => property.key)),
      pathParameters: new Set((endpoint.pathParameters ?? []).map((property) => property.key)),
      queryParameters: new Set((endpoint.queryParameters ?? []).map((property) => property.key)),
    })
  }
  return state
}

function emptyBody(
  shape: HttpRequestBodyShape,
  definition: ApiDefinition,
  seedOptions: { now?: Date },
): EndpointBodyState {
  switch (shape.type) {
    case 'object':
    case 'alias':
      return {
        type: 'json',
        value: emptyValue(shape.type === 'object' ? shape : shape.value, definition.types, seedOptions),
      }
    case 'bytes':
      return { type: 'octet-stream' }
    case 'formData': {
      const value: Record<string, FormDataEntryState> = {}
      for (const field of shape.fields) {
        if (field.type === 'file' && !field.isOptional) {
          value[field.key] = { type: 'file' }
        } else if (field.type === 'files' && !field.isOptional) {
          value[field.key] = { type: 'fileArray', value: [] }
        } else if (field.type === 'property') {
          const seed = emptyValue(field.valueShape, definition.types, seedOptions)
          if (seed !== undefined) {
            value[field.key] =
              field.exploded === true ? { type: 'exploded', value: [] } : { type: 'json', value: seed }
          }
        }
      }
      return { type: 'form-data', value }
    }
    default:
      shape satisfies never
      return { type: 'json', value: undefined }
  }
}

function applyExample(
  state: EndpointFormState,
  example: ExampleEndpointCall,
  declared: Record<'headers' | 'pathParameters' | 'queryParameters', ReadonlySet<string>>,
): void {
  const pick = (
    values: Record<string, unknown> | undefined,
    keys: ReadonlySet<string>,
  ): Record<string, unknown> =>
    Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => keys.has(key)))
  Object.assign(state.headers, pick(example.headers, declared.headers))
  Object.assign(state.pathParameters, pick(example.pathParameters, declared.pathParameters))
  Object.assign(state.queryParameters, pick(example.queryParameters, declared.queryParameters))
  const body = example.requestBody
  if (body == null) {
    return
  }
  if (body.type === 'json') {
    state.body = { type: 'json', value: body.value }
  } else if (body.type === 'bytes') {
    state.body = { type: 'octet-stream' }
  } else {
    const value: Record<string, FormDataEntryState> = {}
    for (const [key, entry] of Object.entries(body.value)) {
      if (entry.type === 'filename' || entry.type === 'filenameWithData') {
        value[key] = { type: 'file' }
      } else if (entry.type === 'filenames' || entry.type === 'filenamesWithData') {
        value[key] = { type: 'fileArray', value: [] }
      } else if (entry.type === 'exploded') {
        value[key] = { type: 'exploded', value: entry.value }
      } else if (entry.value !== undefined) {
        value[key] = { type: 'json', value: entry.value }
      }
    }
    state.body = { type: 'form-data', value }
  }
}
