import type { TypeShape } from '@api-explorer/model'

import { isObject, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { primitiveShape } from './primitives.js'
import { countOr, UNKNOWN_SHAPE } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'

/** `type: array`: a list, or a set with `uniqueItems`; tuples become a list of unknown values. */
export function arrayShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const items = schema['items']
  if (Array.isArray(items) || Array.isArray(schema['prefixItems'])) {
    converter.diagnostics.info(pointer, 'Tuple schemas are imported as a list of unknown values.')
  }
  const itemShape = isObject(items) ? converter.shape(items, childPointer(pointer, 'items')) : UNKNOWN_SHAPE
  const minItems = countOr(schema['minItems'])
  const maxItems = countOr(schema['maxItems'])
  return {
    type: 'alias',
    value: {
      type: schema['uniqueItems'] === true ? 'set' : 'list',
      itemShape,
      ...(minItems === undefined ? {} : { minItems }),
      ...(maxItems === undefined ? {} : { maxItems }),
    },
  }
}

/**
 * An object with declared properties is an object shape (extra properties typed by `additionalProperties`);
 * an object without any is a map from string keys to its `additionalProperties` (unknown when absent).
 */
export function objectShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const additional = schema['additionalProperties'] ?? firstValue(schema['patternProperties'])
  const properties = converter.properties(schema, pointer)
  if (properties.length === 0 && !isObject(schema['properties'])) {
    const valueShape = isObject(additional)
      ? converter.shape(additional, childPointer(pointer, 'additionalProperties'))
      : UNKNOWN_SHAPE
    return {
      type: 'alias',
      value: { type: 'map', keyShape: primitiveShape({ type: 'string' }), valueShape },
    }
  }
  const object: TypeShape = { type: 'object', extends: [], properties }
  if (additional === true) {
    object.extraProperties = { type: 'unknown' }
  } else if (isObject(additional)) {
    const extraPointer = childPointer(pointer, 'additionalProperties')
    object.extraProperties = converter.reference(additional, extraPointer, extraPointer)
  }
  return object
}

function firstValue(value: unknown): unknown {
  return isObject(value) ? Object.values(value)[0] : undefined
}
