import * as z from 'zod'

/** Body of `POST /tokens/generate`. Scopes: `admin`, `sdk:read:{package_name}`. */
export interface GenerateTokenRequest {
  orgId: string
  scope: string
}

/** Answer of `POST /tokens/generate`. */
export interface GeneratedToken {
  token: string
  id: string
}

/** {@link GeneratedToken}. */
export const generatedTokenSchema: z.ZodType<GeneratedToken> = z.looseObject({
  token: z.string(),
  id: z.string(),
})

/** Body of `POST /tokens/revoke`. */
export interface RevokeTokenRequest {
  orgId: string
  tokenId: string
}
