import * as z from 'zod'
import type {
  Availability,
  Environment,
  HttpMethod,
  PathPart,
  SubpackageMetadata,
} from '../definition/commons.js'
import { AVAILABILITIES, HTTP_METHODS } from '../definition/commons.js'
import { looseObject } from './loose-object.js'

/** {@link Availability}: one of the six lifecycle stages. */
export const availabilitySchema: z.ZodType<Availability> = z.enum(AVAILABILITIES)

/** {@link HttpMethod}: upper case, the registry's five plus `HEAD`, `OPTIONS` and `TRACE`. */
export const httpMethodSchema: z.ZodType<HttpMethod> = z.enum(HTTP_METHODS)

/** {@link SubpackageMetadata}. */
export const subpackageMetadataSchema: z.ZodType<SubpackageMetadata> = looseObject<SubpackageMetadata>({
  id: z.string(),
  name: z.string(),
  displayName: z.string().optional(),
})

/** {@link Environment}: an id and a base URL (not checked to be a URL: templates like `{region}` occur). */
export const environmentSchema: z.ZodType<Environment> = looseObject<Environment>({
  id: z.string(),
  baseUrl: z.string(),
  audiences: z.array(z.string()).optional(),
})

/** {@link PathPart}: `literal` text or a `pathParameter` key. */
export const pathPartSchema: z.ZodType<PathPart> = z.discriminatedUnion('type', [
  looseObject<Extract<PathPart, { type: 'literal' }>>({ type: z.literal('literal'), value: z.string() }),
  looseObject<Extract<PathPart, { type: 'pathParameter' }>>({
    type: z.literal('pathParameter'),
    value: z.string(),
  }),
])

/** The optional `description` and `availability` most nodes carry, to spread into object schemas. */
export const describedFields: {
  description: z.ZodOptional<z.ZodString>
  availability: z.ZodOptional<z.ZodType<Availability>>
} = {
  description: z.string().optional(),
  availability: availabilitySchema.optional(),
}
