import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { basicAuth } from 'hono/basic-auth'
import { bearerAuth } from 'hono/bearer-auth'
import type { MiddlewareHandler } from 'hono'
import {
  DEFAULT_SCOPE,
  DEMO_CREDENTIALS,
  DEMO_PRINCIPAL,
  TOKEN_LIFETIME_SECONDS,
} from '../demo-credentials.js'
import type { SampleApiState } from '../state.js'
import type { ClassicErrorBody } from '../support/errors.js'
import { signJwt, verifyJwt } from '../support/jwt.js'

type AuthEnv = { Variables: { principal: string } }

/** The schemes the protected routes check, named as in the definition's `auths`. */
type ProtectedScheme = 'bearer' | 'basic' | 'apiKey' | 'oauth'

/** `POST /oauth/token` (client credentials) and the `/protected/*` routes, one per auth scheme. */
export function authRoutes(state: SampleApiState): Hono<AuthEnv> {
  const app = new Hono<AuthEnv>()

  app.post('/oauth/token', async (c) => {
    const params = await readTokenRequest(c)
    if (params == null) {
      return oauthError(c, 400, 'invalid_request', 'The body must be form-urlencoded or a JSON object')
    }
    if (params.grant_type == null || params.grant_type === '') {
      return oauthError(c, 400, 'invalid_request', 'grant_type is required')
    }
    if (params.grant_type !== 'client_credentials') {
      return oauthError(c, 400, 'unsupported_grant_type', 'Only the client_credentials grant is supported')
    }
    const client = DEMO_CREDENTIALS.oauthClient
    if (params.client_id !== client.clientId || params.client_secret !== client.clientSecret) {
      return oauthError(c, 401, 'invalid_client', 'Unknown client or wrong client secret')
    }
    const scope = params.scope != null && params.scope !== '' ? params.scope : DEFAULT_SCOPE
    const now = Math.floor(Date.now() / 1000)
    const claims = {
      sub: client.clientId,
      scope,
      iat: now,
      exp: now + TOKEN_LIFETIME_SECONDS,
      jti: randomBytes(8).toString('hex'),
    }
    c.header('Cache-Control', 'no-store')
    return c.json({
      access_token: signJwt(claims, state.tokenSecret),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
      scope,
    })
  })

  const issuedTokenPrincipal = (token: string): string | undefined => verifyJwt(token, state.tokenSecret)?.sub

  app.get(
    '/protected/bearer',
    tokenAuth('bearer', (token) =>
      token === DEMO_CREDENTIALS.bearerToken ? DEMO_PRINCIPAL : issuedTokenPrincipal(token),
    ),
    (c) => authenticated(c, 'bearer', c.get('principal')),
  )

  app.get('/protected/oauth', tokenAuth('oauth', issuedTokenPrincipal), (c) =>
    authenticated(c, 'oauth', c.get('principal')),
  )

  app.get(
    '/protected/basic',
    basicAuth({
      ...DEMO_CREDENTIALS.basic,
      realm: 'sample-api',
      invalidUserMessage: unauthorizedBody('basic', 'Send the demo username and password with Basic auth'),
    }),
    (c) => authenticated(c, 'basic', DEMO_CREDENTIALS.basic.username),
  )

  app.get('/protected/api-key', (c) => {
    if (c.req.header('X-API-Key') !== DEMO_CREDENTIALS.apiKey) {
      c.header('WWW-Authenticate', 'ApiKey header="X-API-Key"')
      return c.json(unauthorizedBody('apiKey', 'Send the demo key in the X-API-Key header'), 401)
    }
    return authenticated(c, 'apiKey', DEMO_PRINCIPAL)
  })

  return app
}

/**
 * Bearer auth whose every failure is a `401 UnauthorizedError`: Hono answers a malformed header with 400
 * by default, but the definition declares one error per protected route and the playground shows it.
 */
function tokenAuth(
  scheme: ProtectedScheme,
  principalOf: (token: string) => string | undefined,
): MiddlewareHandler<AuthEnv> {
  const message =
    scheme === 'oauth'
      ? 'Send an access token from POST /oauth/token as a Bearer token'
      : 'Send demo-token or an access token from POST /oauth/token as a Bearer token'
  const reject = (challenge: string) => (c: Context) => {
    c.header('WWW-Authenticate', challenge)
    return c.json(unauthorizedBody(scheme, message), 401)
  }
  return bearerAuth<AuthEnv>({
    realm: 'sample-api',
    verifyToken: (token, c) => {
      const principal = principalOf(token)
      if (principal != null) c.set('principal', principal)
      return principal != null
    },
    noAuthenticationHeader: { message: reject('Bearer realm="sample-api"') },
    invalidAuthenticationHeader: { message: reject('Bearer realm="sample-api", error="invalid_request"') },
    invalidToken: { message: reject('Bearer realm="sample-api", error="invalid_token"') },
  })
}

function unauthorizedBody(scheme: ProtectedScheme, message: string): ClassicErrorBody {
  return { error: 'UnauthorizedError', content: { scheme, message } }
}

function authenticated(c: Context, scheme: ProtectedScheme, principal: string): Response {
  return c.json({ authenticated: true, scheme, principal })
}

function oauthError(c: Context, status: 400 | 401, error: string, description: string): Response {
  c.header('Cache-Control', 'no-store')
  return c.json({ error, error_description: description }, status)
}

/** The token request's parameters, from a form-urlencoded or JSON body; `undefined` if unreadable. */
async function readTokenRequest(c: Context): Promise<Record<string, string> | undefined> {
  const contentType = c.req.header('Content-Type') ?? ''
  try {
    if (/\bjson\b/i.test(contentType)) {
      const body = await c.req.json<unknown>()
      if (typeof body !== 'object' || body == null || Array.isArray(body)) return undefined
      return Object.fromEntries(
        Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
    }
    return Object.fromEntries(new URLSearchParams(await c.req.text()))
  } catch {
    return undefined
  }
}
