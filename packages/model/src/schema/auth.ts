import * as z from 'zod'
import type {
  AuthScheme,
  BasicAuthScheme,
  BearerAuthScheme,
  HeaderAuthScheme,
  OAuthReferencedEndpoint,
  OAuthScheme,
} from '../definition/auth.js'
import type { LooseObjectSchema } from './loose-object.js'
import { looseObject, variantsOf } from './loose-object.js'

/** {@link OAuthReferencedEndpoint}: the token comes from another endpoint of the definition. */
export const oAuthReferencedEndpointSchema: z.ZodType<OAuthReferencedEndpoint> =
  looseObject<OAuthReferencedEndpoint>({
    type: z.literal('referencedEndpoint'),
    endpointId: z.string(),
    accessTokenLocator: z.string(),
    headerName: z.string().optional(),
    tokenPrefix: z.string().optional(),
    description: z.string().optional(),
    playgroundDescription: z.string().optional(),
  })

const variants: { [Kind in AuthScheme['type']]: LooseObjectSchema<Extract<AuthScheme, { type: Kind }>> } = {
  bearerAuth: looseObject<BearerAuthScheme>({
    type: z.literal('bearerAuth'),
    tokenName: z.string().optional(),
    description: z.string().optional(),
  }),
  basicAuth: looseObject<BasicAuthScheme>({
    type: z.literal('basicAuth'),
    usernameName: z.string().optional(),
    passwordName: z.string().optional(),
    passwordAlwaysEmpty: z.boolean().optional(),
    description: z.string().optional(),
  }),
  header: looseObject<HeaderAuthScheme>({
    type: z.literal('header'),
    headerWireValue: z.string(),
    nameOverride: z.string().optional(),
    prefix: z.string().optional(),
    description: z.string().optional(),
  }),
  oAuth: looseObject<OAuthScheme>({
    type: z.literal('oAuth'),
    value: looseObject<OAuthScheme['value']>({
      type: z.literal('clientCredentials'),
      value: oAuthReferencedEndpointSchema,
    }),
  }),
}

/** {@link AuthScheme}: `bearerAuth`, `basicAuth`, `header`, or `oAuth` client credentials. */
export const authSchemeSchema: z.ZodType<AuthScheme> = z.discriminatedUnion('type', variantsOf(variants))
