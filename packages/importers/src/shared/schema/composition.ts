import type {
  DiscriminatedUnionVariant,
  EnumValue,
  ObjectProperty,
  TypeId,
  TypeReference,
  TypeShape,
  UndiscriminatedUnionVariant,
} from '@api-explorer/model'

import { isObject, stringOr, textOr, type JsonObject } from '../guards.js'
import { childPointer, lastPointerSegment, refToPointer } from '../json-pointer.js'
import { availabilityOf, UNKNOWN_SHAPE, withNullable } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'

/**
 * `allOf`: members that reference object schemas become `extends`, inline object members and the schema's own
 * properties are merged (later members win), and the schema's `required` applies to the merged properties.
 * A single member with nothing beside it is that member.
 */
export function allOfShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const members = schema['allOf'] as unknown[]
  const hasOwnProperties = isObject(schema['properties'])
  if (members.length === 1 && !hasOwnProperties) {
    return converter.shape(members[0], childPointer(pointer, 'allOf', 0))
  }
  const extendsIds: TypeId[] = []
  const properties = new Map<string, ObjectProperty>()
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
      } else if (target !== undefined) {
        others.push(converter.shape(member, memberPointer))
      }
      return
    }
    if (
      isObject(member) &&
      member['type'] === 'object' &&
      !isObject(member['properties']) &&
      !Array.isArray(member['allOf'])
    ) {
      // `{type: object, additionalProperties: …}` beside referenced objects only opens the object up.
      const additional = member['additionalProperties']
      if (additional === true) extraProperties ??= { type: 'unknown' }
      else if (isObject(additional))
        extraProperties ??= converter.reference(
          additional,
          `${memberPointer}/additionalProperties`,
          `${memberPointer}/additionalProperties`,
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
  const required = new Set(Array.isArray(schema['required']) ? schema['required'] : [])
  return {
    type: 'object',
    extends: [...new Set(extendsIds)],
    properties: [...properties.values()].map((property) =>
      required.has(property.key) ? requireProperty(property) : property,
    ),
    ...(extraProperties === undefined ? {} : { extraProperties }),
  }
}

/**
 * `oneOf` / `anyOf`: `null` members make the result nullable; with a `discriminator` over referenced objects it
 * is a discriminated union; members that are all string constants form an enum; anything else is an
 * undiscriminated union whose variants are named by `title` or the referenced schema's name.
 */
export function unionShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const keyword = Array.isArray(schema['oneOf']) ? 'oneOf' : 'anyOf'
  let nullable = false
  const members: Array<{ schema: unknown; pointer: string }> = []
  ;(schema[keyword] as unknown[]).forEach((member, index) => {
    if (isNullSchema(member)) {
      nullable = true
    } else {
      members.push({ schema: member, pointer: childPointer(pointer, keyword, index) })
    }
  })
  if (isObject(schema['properties'])) {
    converter.diagnostics.info(
      pointer,
      `Properties beside ${keyword} are imported; the ${keyword} alternatives are not.`,
    )
    const { [keyword]: _ignored, ...rest } = schema
    return withNullable(converter.shape(rest, pointer), nullable)
  }
  const [only] = members
  if (only === undefined) {
    return withNullable(UNKNOWN_SHAPE, true)
  }
  if (members.length === 1) {
    return withNullable(converter.shape(only.schema, only.pointer), nullable)
  }
  const union = discriminatedUnion(converter, schema, members) ??
    constantEnum(converter, members) ?? {
      type: 'undiscriminatedUnion' as const,
      variants: members.map((member) => undiscriminatedVariant(converter, member.schema, member.pointer)),
    }
  return withNullable(union, nullable)
}

function undiscriminatedVariant(
  converter: SchemaConverter,
  schema: unknown,
  pointer: string,
): UndiscriminatedUnionVariant {
  const facts = isObject(schema) ? schema : {}
  const ref = stringOr(facts['$ref'])
  const displayName = textOr(facts['title']) ?? (ref === undefined ? undefined : refName(ref))
  const description = textOr(facts['description'])
  const availability = availabilityOf(facts)
  return {
    shape: converter.shape(schema, pointer),
    ...(displayName === undefined ? {} : { displayName }),
    ...(description === undefined ? {} : { description }),
    ...(availability === undefined ? {} : { availability }),
  }
}

function discriminatedUnion(
  converter: SchemaConverter,
  schema: JsonObject,
  members: Array<{ schema: unknown; pointer: string }>,
): TypeShape | undefined {
  const discriminator = isObject(schema['discriminator']) ? schema['discriminator'] : undefined
  const discriminant = stringOr(discriminator?.['propertyName'])
  if (discriminant === undefined) {
    return undefined
  }
  const mapping = isObject(discriminator?.['mapping']) ? discriminator['mapping'] : {}
  const variants: DiscriminatedUnionVariant[] = []
  for (const member of members) {
    const ref = isObject(member.schema) ? stringOr(member.schema['$ref']) : undefined
    const target = ref === undefined ? undefined : converter.refs.lookup(ref, member.pointer)
    const final = converter.refs.follow(member.schema, member.pointer)
    if (ref === undefined || target === undefined || final === undefined || !isObjectSchema(final.value)) {
      return undefined
    }
    const name = refName(ref)
    const mapped = Object.entries(mapping).find(([, value]) => value === ref || value === name)?.[0]
    const discriminantValue = mapped ?? propertyConstant(final.value, discriminant) ?? name
    const title = textOr(final.value['title'])
    const description = textOr(final.value['description'])
    variants.push({
      discriminantValue,
      extends: [converter.typeIdAt(target.pointer, target.value)],
      properties: [],
      ...(title === undefined ? {} : { displayName: title }),
      ...(description === undefined ? {} : { description }),
    })
  }
  return { type: 'discriminatedUnion', discriminant, variants }
}

function constantEnum(
  converter: SchemaConverter,
  members: Array<{ schema: unknown; pointer: string }>,
): TypeShape | undefined {
  const values: EnumValue[] = []
  for (const member of members) {
    const resolved = converter.refs.follow(member.schema, member.pointer)
    const facts = isObject(resolved?.value) ? resolved.value : undefined
    const constant = facts?.['const']
    const list = facts?.['enum']
    const strings =
      typeof constant === 'string'
        ? [constant]
        : Array.isArray(list) && list.length > 0 && list.every((value) => typeof value === 'string')
          ? (list as string[])
          : undefined
    if (strings === undefined) {
      return undefined
    }
    const description = textOr(facts?.['description']) ?? textOr(facts?.['title'])
    for (const value of strings) {
      values.push({ value, ...(description === undefined || strings.length > 1 ? {} : { description }) })
    }
  }
  return { type: 'enum', values }
}

function propertyConstant(schema: JsonObject, key: string): string | undefined {
  const properties = isObject(schema['properties']) ? schema['properties'] : {}
  const property = properties[key]
  if (!isObject(property)) return undefined
  if (typeof property['const'] === 'string') return property['const']
  const values = property['enum']
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined
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

/** Whether a schema describes an object (so that it can be extended). */
export function isObjectSchema(value: unknown): value is JsonObject {
  return (
    isObject(value) &&
    (value['type'] === 'object' || isObject(value['properties']) || Array.isArray(value['allOf'])) &&
    !Array.isArray(value['oneOf']) &&
    !Array.isArray(value['anyOf'])
  )
}

function isNullSchema(value: unknown): boolean {
  if (!isObject(value)) return false
  const type = value['type']
  if (type === 'null') return true
  if (Array.isArray(type) && type.length > 0 && type.every((entry) => entry === 'null')) return true
  if (value['const'] === null && !('type' in value)) return true
  const list = value['enum']
  return Array.isArray(list) && list.length === 1 && list[0] === null
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

function refName(ref: string): string {
  const pointer = refToPointer(ref)
  return pointer === undefined ? ref : lastPointerSegment(pointer)
}
