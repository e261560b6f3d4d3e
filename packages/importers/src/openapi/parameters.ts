import type { ObjectProperty, TypeShape } from '@api-explorer/model'

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
    const property = sharedProperty(converter, parameter)
    if (parameter.in === 'path') {
      result.pathParameters.push(property)
    } else if (parameter.in === 'query') {
      result.queryParameters.push(property)
    } else {
      result.requestHeaders.push(property)
    }
  }
  return result
}

/** A parameter's property as first built, with the shape it was built around. */
type BuiltProperty = { parameter: NormalizedParameter; shape: TypeShape; property: ObjectProperty }

/** The properties built per import (the converter stands for it), by the parameter's pointer. */
const builtProperties = new WeakMap<SchemaConverter, Map<string, BuiltProperty>>()

/**
 * The parameter as a property. A component parameter (`$ref: '#/components/parameters/…'`) or a path-level one
 * is the same parameter in every operation that has it (Kubernetes: 9,400 parameters, 1,100 distinct): its
 * property is built once and the operations share it, as they share its shape. The shape is still asked of
 * the converter each time, which counts it against the budget as before; a property is shared only when that
 * gives the very same shape and the parameter reads the same (name, location, required, description,
 * deprecation, explode), so the definition is the one a fresh build would give.
 */
function sharedProperty(converter: SchemaConverter, parameter: NormalizedParameter): ObjectProperty {
  let built = builtProperties.get(converter)
  if (built === undefined) {
    built = new Map()
    builtProperties.set(converter, built)
  }
  const known = built.get(parameter.pointer)
  if (known !== undefined && sameParameter(known.parameter, parameter)) {
    const shape = converter.shape(parameter.schema, parameter.schemaPointer)
    if (shape === known.shape) return known.property
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
  if (parameter.in === 'query' && !parameter.explode) property.explode = false
  const shape = property.valueShape
  const inner = shape.type === 'alias' && shape.value.type === 'optional' ? shape.value.shape : shape
  built.set(parameter.pointer, { parameter, shape: inner, property })
  return property
}

function sameParameter(a: NormalizedParameter, b: NormalizedParameter): boolean {
  return (
    a.schema === b.schema &&
    a.schemaPointer === b.schemaPointer &&
    a.name === b.name &&
    a.in === b.in &&
    a.required === b.required &&
    a.description === b.description &&
    a.deprecated === b.deprecated &&
    a.explode === b.explode
  )
}
