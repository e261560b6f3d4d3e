import type { PrimitiveType } from '../src/definition/primitive.js'
import type {
  ObjectProperty,
  TypeDefinition,
  TypeReference,
  TypeShape,
} from '../src/definition/type-shape.js'

// The named types of the every-variant fixture definition: every primitive, every type reference and every
// type shape, used once each.

/** An alias shape of a type reference. */
export const alias = (value: TypeReference): TypeShape => ({ type: 'alias', value })
/** An alias shape of a primitive. */
export const primitive = (value: PrimitiveType): TypeShape => alias({ type: 'primitive', value })
/** An alias shape of a named type. */
export const ref = (id: string): TypeShape => alias({ type: 'id', id })
/** A plain string shape. */
export const string: TypeShape = primitive({ type: 'string' })
/** An object property. */
export const property = (
  key: string,
  valueShape: TypeShape,
  extra: Partial<ObjectProperty> = {},
): ObjectProperty => ({
  key,
  valueShape,
  ...extra,
})

const numbers = {
  minimum: 0,
  maximum: 100,
  exclusiveMinimum: false,
  exclusiveMaximum: true,
  multipleOf: 2,
  default: 4,
}

const everyPrimitive: PrimitiveType[] = [
  { type: 'string', format: 'email', regex: '^.+@.+$', minLength: 3, maxLength: 254, default: 'a@b.c' },
  { type: 'integer', ...numbers },
  { type: 'double', ...numbers, multipleOf: 0.5 },
  { type: 'long', ...numbers },
  { type: 'uint', ...numbers },
  { type: 'uint64', ...numbers },
  { type: 'boolean', default: true },
  { type: 'datetime', default: '2024-01-15T09:30:00Z' },
  { type: 'date', default: '2024-01-15' },
  { type: 'uuid', default: '3fa85f64-5717-4562-b3fc-2c963f66afa6' },
  { type: 'base64', default: 'SGk=', mimeType: 'image/png' },
  { type: 'bigInteger', default: '12345678901234567890' },
  { type: 'scalar', name: 'Decimal', description: 'A decimal as text.', default: '1.50' },
]

const everyReference: TypeReference[] = [
  { type: 'id', id: 'Color', default: { type: 'enum', value: 'red' } },
  { type: 'primitive', value: { type: 'string' } },
  { type: 'optional', shape: string, default: 'fallback' },
  { type: 'nullable', shape: string },
  { type: 'list', itemShape: string, minItems: 1, maxItems: 10 },
  { type: 'set', itemShape: string, minItems: 0, maxItems: 3 },
  { type: 'map', keyShape: string, valueShape: ref('Pet'), minProperties: 1, maxProperties: 5 },
  { type: 'literal', value: { type: 'booleanLiteral', value: true } },
  { type: 'literal', value: { type: 'stringLiteral', value: 'v1' } },
  { type: 'unknown', displayName: 'Anything' },
]

/** Named types using every primitive, type reference and type shape. */
export const everyVariantTypes: Record<string, TypeDefinition> = {
  Color: {
    name: 'Color',
    displayName: 'Colour',
    description: 'A colour.',
    availability: 'Stable',
    shape: {
      type: 'enum',
      default: 'red',
      values: [{ value: 'red', description: 'Warm.', availability: 'GenerallyAvailable' }, { value: 'blue' }],
    },
  },
  Animal: {
    name: 'Animal',
    shape: {
      type: 'object',
      extends: [],
      properties: [property('name', string)],
      extraProperties: { type: 'unknown' },
    },
  },
  Pet: {
    name: 'Pet',
    availability: 'Beta',
    shape: {
      type: 'object',
      extends: ['Animal'],
      properties: [
        property('id', primitive({ type: 'uuid' }), {
          propertyAccess: 'READ_ONLY',
          availability: 'PreRelease',
        }),
        property('secret', string, { propertyAccess: 'WRITE_ONLY', description: 'Never returned.' }),
        property('friend', alias({ type: 'optional', shape: ref('Pet') }), {
          availability: 'InDevelopment',
        }),
        ...everyPrimitive.map((value, index) => property(`primitive${index}`, primitive(value))),
        ...everyReference.map((value, index) => property(`reference${index}`, alias(value))),
      ],
    },
  },
  Shape: {
    name: 'Shape',
    shape: {
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: [
        {
          discriminantValue: 'circle',
          displayName: 'Circle',
          description: 'Round.',
          availability: 'Deprecated',
          extends: ['Animal'],
          properties: [property('radius', primitive({ type: 'double' }))],
          extraProperties: { type: 'primitive', value: { type: 'string' } },
        },
        { discriminantValue: 'square', extends: [], properties: [] },
      ],
    },
  },
  IdOrName: {
    name: 'IdOrName',
    shape: {
      type: 'undiscriminatedUnion',
      variants: [
        {
          displayName: 'Id',
          shape: primitive({ type: 'integer' }),
          description: 'By id.',
          availability: 'Stable',
        },
        { shape: string },
      ],
    },
  },
}
