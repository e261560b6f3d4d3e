import type { PropertyKey, TypeId, WithAvailability, WithDescription } from './commons.js'
import type { OBJECT_PROPERTY_ACCESSES } from '../helpers/docs-configuration.js'
import type { LiteralType, PrimitiveType } from './primitive.js'

/**
 * A reference to a value's type: a named type, a primitive, or a container around another shape.
 * `optional` and `nullable` wrap the shape they qualify.
 */
export type TypeReference =
  | { type: 'id'; id: TypeId; default?: { type: 'enum'; value: string } }
  | { type: 'primitive'; value: PrimitiveType }
  | { type: 'optional'; shape: TypeShape; default?: unknown }
  | { type: 'nullable'; shape: TypeShape }
  | { type: 'list'; itemShape: TypeShape; minItems?: number; maxItems?: number }
  | { type: 'set'; itemShape: TypeShape; minItems?: number; maxItems?: number }
  | {
      type: 'map'
      keyShape: TypeShape
      valueShape: TypeShape
      minProperties?: number
      maxProperties?: number
    }
  | { type: 'literal'; value: LiteralType }
  | { type: 'unknown'; displayName?: string }

/** An object: its own properties plus those of the named types it extends. */
export type ObjectType = {
  extends: TypeId[]
  properties: ObjectProperty[]
  /** The type of properties beyond the declared ones, when allowed. */
  extraProperties?: TypeReference
}

/** One value of an enum. */
export type EnumValue = WithDescription & WithAvailability & { value: string }

/** One variant of an undiscriminated union. */
export type UndiscriminatedUnionVariant = WithDescription &
  WithAvailability & {
    displayName?: string
    shape: TypeShape
  }

/** One variant of a discriminated union: an object tagged with its discriminant value. */
export type DiscriminatedUnionVariant = WithDescription &
  WithAvailability &
  ObjectType & {
    discriminantValue: string
    displayName?: string
  }

/** The shape of a value. An `alias` shape is a plain {@link TypeReference}. */
export type TypeShape =
  | { type: 'alias'; value: TypeReference }
  | { type: 'enum'; default?: string; values: EnumValue[] }
  | { type: 'undiscriminatedUnion'; variants: UndiscriminatedUnionVariant[] }
  | { type: 'discriminatedUnion'; discriminant: PropertyKey; variants: DiscriminatedUnionVariant[] }
  | ({ type: 'object' } & ObjectType)

/** Whether a property may only be read (response only) or only be written (request only). */
export type ObjectPropertyAccess = (typeof OBJECT_PROPERTY_ACCESSES)[number]

/** A property of an object, or a parameter or header of an endpoint. */
export type ObjectProperty = WithDescription &
  WithAvailability & {
    key: PropertyKey
    valueShape: TypeShape
    propertyAccess?: ObjectPropertyAccess
    /** For query parameters: whether list values repeat the name (`true`, default) or are comma-joined. */
    explode?: boolean
  }

/** A named type of the definition. */
export type TypeDefinition = WithDescription &
  WithAvailability & {
    name: string
    displayName?: string
    shape: TypeShape
  }
