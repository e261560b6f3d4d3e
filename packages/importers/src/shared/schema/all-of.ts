import type { ObjectProperty, TypeId, TypeReference, TypeShape } from '@api-explorer/model'

import type { ResolvedRef } from '../document-refs.js'
import { isObject, stringOr, type JsonObject } from '../guards.js'
import { childPointer } from '../json-pointer.js'
import { isObjectSchema } from './composition.js'
import { requiredNames } from './properties.js'
import { UNKNOWN_SHAPE } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'
import { inlineTypeName } from './type-names.js'

/**
 * `allOf`: members that reference object schemas become `extends`, inline object members and the schema's own
 * properties are merged (later members win). `required` applies to the whole: the names that the schema and
 * its inline members (a member may be only `{required: [...]}`) list make the merged properties required, and
 * an inherited property they name gets a required copy among the own properties, which overrides the
 * inherited one. A single member with nothing beside it is that member.
 */
export function allOfShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const members = schema['allOf'] as unknown[]
  const hasOwnProperties = isObject(schema['properties'])
  if (members.length === 1 && !hasOwnProperties && !Array.isArray(schema['required'])) {
    return converter.shape(members[0], childPointer(pointer, 'allOf', 0))
  }
  const extendsIds: TypeId[] = []
  const extended: ResolvedRef[] = []
  const properties = new Map<string, ObjectProperty>()
  const required = requiredNames(schema)
  let extraProperties: TypeReference | undefined
  const others: TypeShape[] = []
  members.forEach((member, index) => {
    const memberPointer = childPointer(pointer, 'allOf', index)
    const ref = isObject(member) ? stringOr(member['$ref']) : undefined
    if (ref !== undefined) {
      const target = converter.refs.lookup(ref, memberPointer)
      const final = converter.refs.follow(member, memberPointer)
      if (target !== undefined && final !== undefined && isObjectSchema(final.value)) {
        extendsIds.push(converter.typeIdAt(target.pointer, target.value))
        extended.push(final)
      } else if (target !== undefined) {
        others.push(converter.shape(member, memberPointer))
      }
      return
    }
    if (isObject(member)) requiredNames(member).forEach((name) => required.add(name))
    if (isRequiredOnly(member)) return
    if (
      isObject(member) &&
      member['type'] === 'object' &&
      !isObject(member['properties']) &&
      !Array.isArray(member['allOf'])
    ) {
      // `{type: object, additionalProperties: …}` beside referenced objects only opens the object up.
      const additional = member['additionalProperties']
      const additionalPointer = childPointer(memberPointer, 'additionalProperties')
      if (additional === true) extraProperties ??= { type: 'unknown' }
      else if (isObject(additional))
        extraProperties ??= converter.reference(
          additional,
          additionalPointer,
          inlineTypeName(additionalPointer),
        )
      return
    }
    const shape = unwrapNullable(converter.shape(member, memberPointer))
    if (shape.type === 'object') {
      extendsIds.push(...shape.extends)
      shape.properties.forEach((property) => properties.set(property.key, property))
      extraProperties ??= shape.extraProperties
    } else if (!isAnnotationOnly(member)) {
      others.push(shape)
    }
  })
  converter.properties(schema, pointer).forEach((property) => properties.set(property.key, property))
  if (extendsIds.length === 0 && properties.size === 0 && others.length > 0) {
    if (others.length > 1) {
      converter.diagnostics.warning(
        pointer,
        'allOf of several non-object schemas is imported as its first member.',
      )
    }
    return others[0] ?? UNKNOWN_SHAPE
  }
  if (others.length > 0) {
    converter.diagnostics.warning(
      pointer,
      'allOf mixes objects with non-object schemas; the non-object members are ignored.',
    )
  }
  for (const name of required) {
    const own = properties.get(name)
    if (own !== undefined) {
      properties.set(name, requireProperty(own))
      continue
    }
    const inherited = inheritedProperty(converter, extended, name)
    if (inherited !== undefined) {
      properties.set(name, converter.property(name, inherited.value, inherited.pointer, true))
    }
  }
  return {
    type: 'object',
    extends: [...new Set(extendsIds)],
    properties: [...properties.values()],
    ...(extraProperties === undefined ? {} : { extraProperties }),
  }
}

/**
 * The schema of property `name` in the extended object schemas, when one declares it and does not already
 * require it (then the inherited property needs no required copy). The last declaration wins, as in merging:
 * the later extended schema, and in a schema its own `properties` before its `allOf` members (last first).
 */
function inheritedProperty(
  converter: SchemaConverter,
  extended: ResolvedRef[],
  name: string,
): ResolvedRef | undefined {
  const visited = new Set<string>()
  const search = (schema: ResolvedRef): { found: ResolvedRef; required: boolean } | undefined => {
    if (visited.has(schema.pointer) || !isObject(schema.value)) return undefined
    visited.add(schema.pointer)
    const value = schema.value
    const properties = isObject(value['properties']) ? value['properties'] : {}
    const required = requiredNames(value).has(name)
    if (Object.hasOwn(properties, name)) {
      return {
        found: { value: properties[name], pointer: childPointer(schema.pointer, 'properties', name) },
        required,
      }
    }
    const members = Array.isArray(value['allOf']) ? value['allOf'] : []
    for (let index = members.length - 1; index >= 0; index--) {
      const member = converter.refs.follow(members[index], childPointer(schema.pointer, 'allOf', index))
      const result = member === undefined ? undefined : search(member)
      if (result !== undefined) return { ...result, required: result.required || required }
    }
    return undefined
  }
  for (let index = extended.length - 1; index >= 0; index--) {
    const schema = extended[index]
    const result = schema === undefined ? undefined : search(schema)
    if (result !== undefined) return result.required ? undefined : result.found
  }
  return undefined
}

/** A member that only adds `required` names (beside annotations): it constrains the others, it is no type. */
function isRequiredOnly(member: unknown): boolean {
  return (
    isObject(member) &&
    Array.isArray(member['required']) &&
    Object.keys(member).every((key) => key === 'required' || ANNOTATIONS.has(key) || key.startsWith('x-'))
  )
}

/** allOf members marked nullable on their own are merged as if they were not (the whole is what counts). */
function unwrapNullable(shape: TypeShape): TypeShape {
  return shape.type === 'alias' && shape.value.type === 'nullable' ? shape.value.shape : shape
}

function requireProperty(property: ObjectProperty): ObjectProperty {
  const shape = property.valueShape
  return shape.type === 'alias' && shape.value.type === 'optional'
    ? { ...property, valueShape: shape.value.shape }
    : property
}

function isAnnotationOnly(member: unknown): boolean {
  return isObject(member) && Object.keys(member).every((key) => ANNOTATIONS.has(key) || key.startsWith('x-'))
}

const ANNOTATIONS = new Set([
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  'nullable',
  'readOnly',
  'writeOnly',
  'default',
  'externalDocs',
  'type',
])
