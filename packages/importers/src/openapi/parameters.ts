import type { ObjectProperty } from '@api-explorer/model'

import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import type { NormalizedParameter } from './normalized.js'

/** The parameters of an endpoint by location. */
export type EndpointParameters = {
  pathParameters: ObjectProperty[]
  queryParameters: ObjectProperty[]
  requestHeaders: ObjectProperty[]
}

/** Headers OpenAPI says to ignore as parameters: the playground sets them from the body and the auth scheme. */
const RESERVED_HEADERS = new Set(['accept', 'content-type', 'authorization'])

/**
 * Path, query and header parameters as properties. Query parameters keep `explode` (false for comma-joined
 * arrays); styles other than `form` are sent form-style (noted as a diagnostic). Cookie parameters cannot be
 * set by a browser and are dropped with a warning.
 */
export function importParameters(
  converter: SchemaConverter,
  parameters: NormalizedParameter[],
): EndpointParameters {
  const result: EndpointParameters = { pathParameters: [], queryParameters: [], requestHeaders: [] }
  for (const parameter of parameters) {
    if (parameter.in === 'cookie') {
      converter.diagnostics.warning(
        parameter.pointer,
        `Cookie parameter "${parameter.name}" is dropped: a browser cannot set cookies for another site.`,
      )
      continue
    }
    if (parameter.in === 'header' && RESERVED_HEADERS.has(parameter.name.toLowerCase())) {
      converter.diagnostics.info(
        parameter.pointer,
        `Header parameter "${parameter.name}" is ignored, as OpenAPI specifies; the playground sets it.`,
      )
      continue
    }
    if (parameter.style !== undefined && !['form', 'simple'].includes(parameter.style)) {
      converter.diagnostics.info(
        parameter.pointer,
        `Parameter style "${parameter.style}" is sent as style "form".`,
      )
    }
    const property = converter.property(
      parameter.name,
      parameter.schema,
      parameter.schemaPointer,
      parameter.required,
    )
    const withFacts: ObjectProperty = {
      ...property,
      ...(parameter.description === undefined ? {} : { description: parameter.description }),
      ...(parameter.deprecated ? { availability: 'Deprecated' as const } : {}),
    }
    if (parameter.in === 'path') {
      result.pathParameters.push(withFacts)
    } else if (parameter.in === 'query') {
      result.queryParameters.push(parameter.explode ? withFacts : { ...withFacts, explode: false })
    } else {
      result.requestHeaders.push(withFacts)
    }
  }
  return result
}
