import type { ObjectProperty, TypeShape } from '@api-explorer/model'

import { isObject, textOr, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { availabilityOf } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'
import { exactList } from '../exact-list.js'

/** The object properties of a schema with `properties` and `required`. */
export function schemaProperties(
  converter: SchemaConverter,
  schema: JsonObject,
  pointer: string,
): ObjectProperty[] {
  const properties = schema['properties']
  if (!isObject(properties)) {
    return []
  }
  const required = schema['required']
  const requiredList = Array.isArray(required) ? required : undefined
  const propertiesPointer = `${pointer}/properties`
  const result: ObjectProperty[] = []
  for (const key in properties) {
    if (!Object.hasOwn(properties, key)) continue
    result.push(
      schemaProperty(
        converter,
        key,
        properties[key],
        childPointer(propertiesPointer, key),
        // `required` lists a few names; a scan costs less than building a set per object schema.
        requiredList !== undefined && requiredList.includes(key),
      ),
    )
  }
  return exactList(result)
}

/** One property: optional unless required; read-only / write-only; deprecated → availability. */
export function schemaProperty(
  converter: SchemaConverter,
  key: string,
  schema: unknown,
  pointer: string,
  required: boolean,
): ObjectProperty {
  const facts = isObject(schema) ? schema : {}
  const shape = converter.shape(schema, pointer)
  const defaultValue = facts['default']
  const valueShape: TypeShape = required
    ? shape
    : defaultValue === undefined
      ? converter.interned.optional(shape)
      : { type: 'alias', value: { type: 'optional', shape, default: defaultValue } }
  const description = textOr(facts['description']) ?? refDescription(converter, facts, pointer)
  const availability = availabilityOf(facts)
  const access =
    facts['readOnly'] === true ? 'READ_ONLY' : facts['writeOnly'] === true ? 'WRITE_ONLY' : undefined
  // Built field by field (in the model's order) rather than with conditional spreads: one object, no
  // temporaries, for the most numerous node of a definition. The description, which most properties have, is
  // in the literal: V8 gives a literal's object room for its own fields only, and a field added later goes to a
  // separate property array (40 bytes more per property; Kubernetes' definition had 4,300 of them).
  const property: ObjectProperty =
    description === undefined ? { key, valueShape } : { key, valueShape, description }
  if (availability !== undefined) property.availability = availability
  if (access !== undefined) property.propertyAccess = access
  return property
}

/** The names a schema's `required` lists (strings only). */
export function requiredNames(schema: JsonObject): Set<string> {
  const list = schema['required']
  return new Set(Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [])
}

function refDescription(converter: SchemaConverter, schema: JsonObject, pointer: string): string | undefined {
  if (typeof schema['$ref'] !== 'string') {
    return undefined
  }
  const target = converter.refs.lookup(schema['$ref'], pointer)
  return isObject(target?.value) ? textOr(target.value['description']) : undefined
}
