import type {
  DiscriminatedUnionVariant,
  EnumValue,
  TypeShape,
  UndiscriminatedUnionVariant,
} from '@api-explorer/model'

import { isObject, ownValue, stringOr, textOr, type JsonObject } from '../guards.js'
import { childPointer, lastPointerSegment, refToPointer } from '../json-pointer.js'
import { availabilityOf, UNKNOWN_SHAPE, withNullable } from './schema-facts.js'
import type { SchemaConverter } from './schema-converter.js'
import { exactList } from '../exact-list.js'

/**
 * `oneOf` / `anyOf`: `null` members make the result nullable; with a `discriminator` over referenced objects it
 * is a discriminated union; members that are all string constants form an enum; anything else is an
 * undiscriminated union whose variants are named by `title` or the referenced schema's name.
 */
export function unionShape(converter: SchemaConverter, schema: JsonObject, pointer: string): TypeShape {
  const keyword = Array.isArray(schema['oneOf']) ? 'oneOf' : 'anyOf'
  let nullable = false
  const members: Array<{ schema: unknown; pointer: string }> = []
  const listed = schema[keyword] as unknown[]
  for (let index = 0; index < listed.length; index++) {
    const member = listed[index]
    if (isNullSchema(member)) {
      nullable = true
    } else {
      members.push({ schema: member, pointer: childPointer(pointer, keyword, index) })
    }
  }
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
  return withNullable(
    discriminatedUnion(converter, schema, members) ??
      constantEnum(converter, members) ??
      undiscriminatedUnion(converter, members),
    nullable,
  )
}

function undiscriminatedUnion(
  converter: SchemaConverter,
  members: Array<{ schema: unknown; pointer: string }>,
): TypeShape {
  const variants: UndiscriminatedUnionVariant[] = []
  for (let index = 0; index < members.length; index++) {
    const member = members[index] as { schema: unknown; pointer: string }
    variants.push(undiscriminatedVariant(converter, member.schema, member.pointer))
  }
  return { type: 'undiscriminatedUnion', variants: exactList(variants) }
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
  // Field by field in the model's order (no conditional spreads: one object, no temporaries).
  const variant: UndiscriminatedUnionVariant = { shape: converter.shape(schema, pointer) }
  if (displayName !== undefined) variant.displayName = displayName
  if (description !== undefined) variant.description = description
  if (availability !== undefined) variant.availability = availability
  return variant
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
    const variant: DiscriminatedUnionVariant = {
      discriminantValue,
      extends: [converter.typeIdAt(target.pointer, target.value)],
      properties: [],
    }
    if (title !== undefined) variant.displayName = title
    if (description !== undefined) variant.description = description
    variants.push(variant)
  }
  return { type: 'discriminatedUnion', discriminant, variants: exactList(variants) }
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
      values.push(description === undefined || strings.length > 1 ? { value } : { value, description })
    }
  }
  return { type: 'enum', values }
}

function propertyConstant(schema: JsonObject, key: string): string | undefined {
  const properties = isObject(schema['properties']) ? schema['properties'] : {}
  const property = ownValue(properties, key)
  if (!isObject(property)) return undefined
  if (typeof property['const'] === 'string') return property['const']
  const values = property['enum']
  return Array.isArray(values) && values.length === 1 && typeof values[0] === 'string' ? values[0] : undefined
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

function refName(ref: string): string {
  const pointer = refToPointer(ref)
  return pointer === undefined ? ref : lastPointerSegment(pointer)
}
