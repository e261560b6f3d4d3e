import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { voidBodySchema } from '../schemas/common.js'
import type { GeneratedToken, GenerateTokenRequest, RevokeTokenRequest } from '../schemas/tokens.js'
import { generatedTokenSchema } from '../schemas/tokens.js'

/** The named errors each {@link TokensArea} method can return. */
export interface TokensErrors {
  generate: never
  revoke: never
}

const ERRORS: AreaErrors<TokensErrors> = { generate: {}, revoke: {} }

/** Tokens (`/tokens`). Like every call, these send the client's token when there is one. */
export interface TokensArea {
  /** `POST /tokens/generate`. */
  generate(body: GenerateTokenRequest, options?: RequestOptions): RegistryResponse<GeneratedToken, never>
  /** `POST /tokens/revoke`. */
  revoke(body: RevokeTokenRequest, options?: RequestOptions): RegistryResponse<void, never>
}

/** The {@link TokensArea} of a client. */
export function createTokensArea(context: CallContext): TokensArea {
  const send = areaCaller(context, ERRORS)
  return {
    generate: (body, options) =>
      send(
        'generate',
        { method: 'POST', path: '/tokens/generate', body, schema: generatedTokenSchema },
        options,
      ),
    revoke: (body, options) =>
      send('revoke', { method: 'POST', path: '/tokens/revoke', body, schema: voidBodySchema }, options),
  }
}
