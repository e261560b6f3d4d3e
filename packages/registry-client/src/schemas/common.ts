import * as z from 'zod'

/** A JSON object whose fields the registry reference does not document; every field is kept. */
export type JsonObject = Record<string, unknown>

/**
 * An optional field of a response: absent, `undefined` and `null` all read as absent (`undefined`), since
 * servers serialise a missing value either way.
 */
export function optionalField<T extends z.ZodType>(schema: T): z.ZodPreprocess<z.ZodOptional<T>, unknown> {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional())
}

/** Accepts any JSON object. */
export const jsonObjectSchema: z.ZodType<JsonObject> = z.record(z.string(), z.unknown())

/** The body of calls that answer nothing: whatever arrives is discarded. */
export const voidBodySchema: z.ZodType<void> = z.unknown().transform((): void => undefined)

/** Methods an endpoint identifier may name. */
export type EndpointIdentifierMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Identifies one endpoint of an API definition. */
export interface EndpointIdentifier {
  /** The path template, e.g. `/users/{userId}`. */
  path: string
  method: EndpointIdentifierMethod
  /** The endpoint's id in the definition, when path and method are not unique. */
  identifierOverride?: string
}

/** {@link EndpointIdentifier}. */
export const endpointIdentifierSchema: z.ZodType<EndpointIdentifier> = z.looseObject({
  path: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  identifierOverride: optionalField(z.string()),
})
