import * as z from 'zod'
import type {
  DiscriminatedUnionVariant,
  EnumValue,
  ObjectProperty,
  ObjectPropertyAccess,
  ObjectType,
  TypeDefinition,
  TypeReference,
  TypeShape,
  UndiscriminatedUnionVariant,
} from '../definition/type-shape.js'
import { OBJECT_PROPERTY_ACCESSES } from '../helpers/docs-configuration.js'
import { describedFields } from './commons.js'
import type { FieldSchemas, LooseObjectSchema } from './loose-object.js'
import { anyValueSchema, countSchema, looseObject, variantsOf } from './loose-object.js'
import { literalTypeSchema, primitiveTypeSchema } from './primitive.js'

// TypeShape and TypeReference refer to each other; z.lazy breaks the cycle at module evaluation.
const shape: z.ZodType<TypeShape> = z.lazy(() => typeShapeSchema)
const reference: z.ZodType<TypeReference> = z.lazy(() => typeReferenceSchema)

type ReferenceKind = TypeReference['type']
type ReferenceVariant<Kind extends ReferenceKind> = Extract<TypeReference, { type: Kind }>

const referenceVariants: { [Kind in ReferenceKind]: LooseObjectSchema<ReferenceVariant<Kind>> } = {
  id: looseObject<ReferenceVariant<'id'>>({
    type: z.literal('id'),
    id: z.string(),
    default: looseObject<{ type: 'enum'; value: string }>({
      type: z.literal('enum'),
      value: z.string(),
    }).optional(),
  }),
  primitive: looseObject<ReferenceVariant<'primitive'>>({
    type: z.literal('primitive'),
    value: primitiveTypeSchema,
  }),
  optional: looseObject<ReferenceVariant<'optional'>>({
    type: z.literal('optional'),
    shape,
    default: anyValueSchema,
  }),
  nullable: looseObject<ReferenceVariant<'nullable'>>({ type: z.literal('nullable'), shape }),
  list: looseObject<ReferenceVariant<'list'>>({
    type: z.literal('list'),
    itemShape: shape,
    minItems: countSchema.optional(),
    maxItems: countSchema.optional(),
  }),
  set: looseObject<ReferenceVariant<'set'>>({
    type: z.literal('set'),
    itemShape: shape,
    minItems: countSchema.optional(),
    maxItems: countSchema.optional(),
  }),
  map: looseObject<ReferenceVariant<'map'>>({
    type: z.literal('map'),
    keyShape: shape,
    valueShape: shape,
    minProperties: countSchema.optional(),
    maxProperties: countSchema.optional(),
  }),
  literal: looseObject<ReferenceVariant<'literal'>>({ type: z.literal('literal'), value: literalTypeSchema }),
  unknown: looseObject<ReferenceVariant<'unknown'>>({
    type: z.literal('unknown'),
    displayName: z.string().optional(),
  }),
}

/** {@link TypeReference}: a named type by `id`, a primitive, or a container around another shape. */
export const typeReferenceSchema: z.ZodType<TypeReference> = z.discriminatedUnion(
  'type',
  variantsOf(referenceVariants),
)

/** {@link ObjectPropertyAccess}: `READ_ONLY` or `WRITE_ONLY`. */
export const objectPropertyAccessSchema: z.ZodType<ObjectPropertyAccess> = z.enum(OBJECT_PROPERTY_ACCESSES)

/** The fields of {@link ObjectProperty}, to spread into form-data property fields. */
export const objectPropertyFields: FieldSchemas<ObjectProperty> = {
  key: z.string(),
  valueShape: shape,
  propertyAccess: objectPropertyAccessSchema.optional(),
  explode: z.boolean().optional(),
  ...describedFields,
}

/** {@link ObjectProperty}: key, value shape, description, availability, `propertyAccess` and `explode`. */
export const objectPropertySchema: z.ZodType<ObjectProperty> =
  looseObject<ObjectProperty>(objectPropertyFields)

/** The fields of {@link ObjectType}, to spread into the object variants of shapes and bodies. */
export const objectTypeFields: FieldSchemas<ObjectType> = {
  extends: z.array(z.string()),
  properties: z.array(objectPropertySchema),
  extraProperties: reference.optional(),
}

/** {@link EnumValue}. */
export const enumValueSchema: z.ZodType<EnumValue> = looseObject<EnumValue>({
  value: z.string(),
  ...describedFields,
})

/** {@link UndiscriminatedUnionVariant}. */
export const undiscriminatedUnionVariantSchema: z.ZodType<UndiscriminatedUnionVariant> =
  looseObject<UndiscriminatedUnionVariant>({
    displayName: z.string().optional(),
    shape,
    ...describedFields,
  })

/** {@link DiscriminatedUnionVariant}: an object type tagged with its discriminant value. */
export const discriminatedUnionVariantSchema: z.ZodType<DiscriminatedUnionVariant> =
  looseObject<DiscriminatedUnionVariant>({
    discriminantValue: z.string(),
    displayName: z.string().optional(),
    ...objectTypeFields,
    ...describedFields,
  })

type ShapeKind = TypeShape['type']
type ShapeVariant<Kind extends ShapeKind> = Extract<TypeShape, { type: Kind }>

const shapeVariants: { [Kind in ShapeKind]: LooseObjectSchema<ShapeVariant<Kind>> } = {
  alias: looseObject<ShapeVariant<'alias'>>({ type: z.literal('alias'), value: reference }),
  enum: looseObject<ShapeVariant<'enum'>>({
    type: z.literal('enum'),
    default: z.string().optional(),
    values: z.array(enumValueSchema),
  }),
  undiscriminatedUnion: looseObject<ShapeVariant<'undiscriminatedUnion'>>({
    type: z.literal('undiscriminatedUnion'),
    variants: z.array(undiscriminatedUnionVariantSchema),
  }),
  discriminatedUnion: looseObject<ShapeVariant<'discriminatedUnion'>>({
    type: z.literal('discriminatedUnion'),
    discriminant: z.string(),
    variants: z.array(discriminatedUnionVariantSchema),
  }),
  object: looseObject<ShapeVariant<'object'>>({ type: z.literal('object'), ...objectTypeFields }),
}

/** {@link TypeShape}: an alias of a reference, an enum, a union or an object. */
export const typeShapeSchema: z.ZodType<TypeShape> = z.discriminatedUnion('type', variantsOf(shapeVariants))

/** {@link TypeDefinition}: a named type. */
export const typeDefinitionSchema: z.ZodType<TypeDefinition> = looseObject<TypeDefinition>({
  name: z.string(),
  displayName: z.string().optional(),
  shape,
  ...describedFields,
})
