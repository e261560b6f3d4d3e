import * as z from 'zod'

/** A JSON object whose fields the registry reference does not document; every field is kept. */
export type JsonObject = Record<string, unknown>

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
  identifierOverride: z.string().optional(),
})
