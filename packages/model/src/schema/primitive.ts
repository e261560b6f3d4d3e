import * as z from 'zod'
import type { LiteralType, NumberConstraints, PrimitiveKind, PrimitiveType } from '../definition/primitive.js'
import type { LooseObjectSchema } from './loose-object.js'
import { countSchema, looseObject, variantsOf } from './loose-object.js'

type Variant<Kind extends PrimitiveKind> = Extract<PrimitiveType, { type: Kind }>

const numberConstraints = {
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.boolean().optional(),
  exclusiveMaximum: z.boolean().optional(),
  multipleOf: z.number().positive().optional(),
  default: z.number().optional(),
} satisfies { [K in keyof NumberConstraints]-?: z.ZodType<NumberConstraints[K]> }

const stringDefault = { default: z.string().optional() }

const variants: { [Kind in PrimitiveKind]: LooseObjectSchema<Variant<Kind>> } = {
  string: looseObject<Variant<'string'>>({
    type: z.literal('string'),
    format: z.string().optional(),
    regex: z.string().optional(),
    minLength: countSchema.optional(),
    maxLength: countSchema.optional(),
    default: z.string().optional(),
  }),
  integer: looseObject<Variant<'integer'>>({ type: z.literal('integer'), ...numberConstraints }),
  double: looseObject<Variant<'double'>>({ type: z.literal('double'), ...numberConstraints }),
  long: looseObject<Variant<'long'>>({ type: z.literal('long'), ...numberConstraints }),
  uint: looseObject<Variant<'uint'>>({ type: z.literal('uint'), ...numberConstraints }),
  uint64: looseObject<Variant<'uint64'>>({ type: z.literal('uint64'), ...numberConstraints }),
  boolean: looseObject<Variant<'boolean'>>({ type: z.literal('boolean'), default: z.boolean().optional() }),
  datetime: looseObject<Variant<'datetime'>>({ type: z.literal('datetime'), ...stringDefault }),
  date: looseObject<Variant<'date'>>({ type: z.literal('date'), ...stringDefault }),
  uuid: looseObject<Variant<'uuid'>>({ type: z.literal('uuid'), ...stringDefault }),
  base64: looseObject<Variant<'base64'>>({
    type: z.literal('base64'),
    default: z.string().optional(),
    mimeType: z.string().optional(),
  }),
  bigInteger: looseObject<Variant<'bigInteger'>>({ type: z.literal('bigInteger'), ...stringDefault }),
  scalar: looseObject<Variant<'scalar'>>({
    type: z.literal('scalar'),
    name: z.string(),
    description: z.string().optional(),
    default: z.unknown().optional(),
  }),
}

/**
 * {@link PrimitiveType}: every primitive with its constraints. Lengths and counts are non-negative integers,
 * `multipleOf` is positive, numbers are finite.
 */
export const primitiveTypeSchema: z.ZodType<PrimitiveType> = z.discriminatedUnion(
  'type',
  variantsOf(variants),
)

/** {@link LiteralType}: a `booleanLiteral` or a `stringLiteral`. */
export const literalTypeSchema: z.ZodType<LiteralType> = z.discriminatedUnion('type', [
  looseObject<Extract<LiteralType, { type: 'booleanLiteral' }>>({
    type: z.literal('booleanLiteral'),
    value: z.boolean(),
  }),
  looseObject<Extract<LiteralType, { type: 'stringLiteral' }>>({
    type: z.literal('stringLiteral'),
    value: z.string(),
  }),
])
