import type { TypeReference, TypeShape } from '@api-explorer/model'

import { isObject, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { countOr, UNKNOWN_SHAPE } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'
import { inlineTypeName } from './type-names.js'

/**
 * `type: array`: a list, or a set with `uniqueItems`. The model has no tuples: a 2020-12 tuple (`prefixItems`)
 * is a list of its `items` schema (the type of the items after the fixed positions) when it has one, else of
 * unknown values, as is an older tuple (`items: [...]`).
 */
export function arrayShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const items = schema['items']
  if (Array.isArray(schema['prefixItems'])) {
    converter.diagnostics.info(
      pointer,
      isObject(items)
        ? 'A tuple (prefixItems) is imported as a list of its "items" schema; the schemas of the fixed positions are dropped.'
        : 'A tuple (prefixItems) is imported as a list of unknown values.',
    )
  } else if (Array.isArray(items)) {
    converter.diagnostics.info(
      pointer,
      'A tuple ("items" as a list) is imported as a list of unknown values.',
    )
  }
  const itemShape = isObject(items) ? converter.shape(items, childPointer(pointer, 'items')) : UNKNOWN_SHAPE
  const minItems = countOr(schema['minItems'])
  const maxItems = countOr(schema['maxItems'])
  const container: Extract<TypeReference, { type: 'list' | 'set' }> = {
    type: schema['uniqueItems'] === true ? 'set' : 'list',
    itemShape,
  }
  if (minItems !== undefined) container.minItems = minItems
  if (maxItems !== undefined) container.maxItems = maxItems
  return { type: 'alias', value: container }
}

/**
 * An object with declared properties is an object shape (extra properties typed by `additionalProperties`);
 * an object without any is a map from string keys to its `additionalProperties` (unknown when absent), unless
 * `additionalProperties: false` closes it: then it is an object with no properties.
 */
export function objectShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  // `patternProperties` still type the keys that `additionalProperties: false` leaves open.
  const patterned = firstValue(schema['patternProperties'])
  const declared = schema['additionalProperties']
  const additional = declared === false && patterned !== undefined ? patterned : (declared ?? patterned)
  const properties = converter.properties(schema, pointer)
  if (properties.length === 0 && !isObject(schema['properties']) && additional !== false) {
    const valueShape = isObject(additional)
      ? converter.shape(additional, childPointer(pointer, 'additionalProperties'))
      : UNKNOWN_SHAPE
    return {
      type: 'alias',
      value: { type: 'map', keyShape: converter.interned.primitive({ type: 'string' }), valueShape },
    }
  }
  const object: TypeShape = { type: 'object', extends: [], properties }
  if (additional === true) {
    object.extraProperties = { type: 'unknown' }
  } else if (isObject(additional)) {
    const extraPointer = childPointer(pointer, 'additionalProperties')
    object.extraProperties = converter.reference(additional, extraPointer, inlineTypeName(extraPointer))
  }
  return object
}

function firstValue(value: unknown): unknown {
  return isObject(value) ? Object.values(value)[0] : undefined
}
