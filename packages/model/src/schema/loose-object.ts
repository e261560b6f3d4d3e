import * as z from 'zod'

type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T]
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>

/**
 * One schema per key of `T`: required keys get a schema of their type, optional keys an `.optional()` schema.
 * Leaving a key out, or making an optional key required (or the reverse), is a compile error, so a schema
 * built from it cannot drift from the hand-written type.
 */
export type FieldSchemas<T> = { [K in RequiredKeys<T>]: z.ZodType<T[K]> } & {
  [K in OptionalKeys<T>]-?: z.ZodOptional<z.ZodType<Exclude<T[K], undefined>>>
}

/** An object schema built by {@link looseObject}. */
export type LooseObjectSchema<T> = z.ZodObject<FieldSchemas<T>, z.core.$loose>

/**
 * An object schema for the type `T` that keeps keys it does not know, unvalidated (registry definitions carry
 * fields newer than this model).
 */
export function looseObject<T extends object>(fields: FieldSchemas<T>): LooseObjectSchema<T> {
  return z.looseObject(fields) as unknown as LooseObjectSchema<T>
}

/** A non-negative integer: lengths, item and property counts. */
export const countSchema: z.ZodType<number> = z.number().int().nonnegative()

/** A JSON value of any kind. A key whose value is `undefined` is dropped by JSON, so the key may be absent. */
export const anyValueSchema: z.ZodOptional<z.ZodUnknown> = z.unknown().optional()

/**
 * The members of a discriminated union, from a record keyed by discriminant value: typing the record as
 * `{ [Kind in …]: … }` makes a forgotten member a compile error.
 */
export function variantsOf<S extends z.core.$ZodTypeDiscriminable>(record: Record<string, S>): [S, ...S[]] {
  return Object.values(record) as [S, ...S[]]
}
