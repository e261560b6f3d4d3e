/**
 * The credentials the sample API accepts. They are public on purpose: the demo pre-fills them and the README
 * lists them. Never reuse them anywhere real.
 */
export const DEMO_CREDENTIALS: {
  bearerToken: string
  basic: { username: string; password: string }
  apiKey: string
  oauthClient: { clientId: string; clientSecret: string }
} = {
  bearerToken: 'demo-token',
  basic: { username: 'demo', password: 'demo-password' },
  apiKey: 'demo-key',
  oauthClient: { clientId: 'demo-client', clientSecret: 'demo-secret' },
}

/** Lifetime of an access token issued by `/oauth/token`, in seconds. */
export const TOKEN_LIFETIME_SECONDS = 3600

/** Scope granted when the token request names none. */
export const DEFAULT_SCOPE = 'users:read users:write'

/** Who the demo bearer token and the demo API key stand for. */
export const DEMO_PRINCIPAL = 'demo'

/** Who an access token injected by key-injection login stands for (the docs site's logged-in reader). */
export const DOCS_READER_PRINCIPAL = 'docs-reader'
