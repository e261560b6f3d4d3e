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
    if (parameter.style !== undefined && parameter.style !== 'form' && parameter.style !== 'simple') {
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
    // `property` is a new object of this parameter's own: the facts are set on it rather than on a copy (an
    // existing key keeps its place, a new one comes last, as a spread would do).
    if (parameter.description !== undefined) property.description = parameter.description
    if (parameter.deprecated) property.availability = 'Deprecated'
    if (parameter.in === 'path') {
      result.pathParameters.push(property)
    } else if (parameter.in === 'query') {
      if (!parameter.explode) property.explode = false
      result.queryParameters.push(property)
    } else {
      result.requestHeaders.push(property)
    }
  }
  return result
}
