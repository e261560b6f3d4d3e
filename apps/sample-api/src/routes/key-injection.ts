import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { DEFAULT_SCOPE, DOCS_READER_PRINCIPAL, TOKEN_LIFETIME_SECONDS } from '../demo-credentials.js'
import type { SampleApiState } from '../state.js'
import { signJwt, verifyJwt } from '../support/jwt.js'
import { loginErrorHtml, loginPageHtml } from './login-page.js'

/**
 * The docs site's api prefix the key-injection routes live under, the reference docs site's default. The demo
 * page's dev server forwards this prefix to the sample API, so the routes (and their cookie) are first-party.
 */
export const DOCS_API_PREFIX = '/api/fern-docs'

/** The query (and form) parameter carrying the return URL on login and logout. */
export const RETURN_TO_QUERY_PARAM = 'state'

/** The session cookie of key-injection login: HttpOnly, so only the site's own routes ever read it. */
export const DOCS_SESSION_COOKIE = 'sample_docs_session'

const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60
const LOGIN_PATH = `${DOCS_API_PREFIX}/auth/login`

/** The key-injection configuration a docs site answers at `<apiPrefix>/auth/api-key-injection`. */
export type KeyInjectionConfigBody = {
  enabled: true
  authenticated: boolean
  access_token?: string
  authorizationUrl: string
  returnToQueryParam: string
}

/**
 * The docs-site side of key-injection login, as the playground's client expects it (spec §7):
 * - `GET <prefix>/auth/api-key-injection`: the configuration, with the reader's access token once logged in;
 * - `GET <prefix>/auth/login?state=<return URL>`: the stand-in identity provider's sign-in page;
 * - `POST <prefix>/auth/login`: signs in (a session cookie) or cancels (`error=access_denied`), then goes back;
 * - `GET <prefix>/auth/logout?state=<return URL>`: ends the session and goes back.
 * The injected token is a JWT this server signs, so the bearer-protected routes accept it.
 */
export function keyInjectionRoutes(state: SampleApiState): Hono {
  const app = new Hono()

  app.get(`${DOCS_API_PREFIX}/auth/api-key-injection`, (c) => {
    const token = sessionToken(c, state)
    const body: KeyInjectionConfigBody = {
      enabled: true,
      authenticated: token !== undefined,
      ...(token === undefined ? {} : { access_token: token }),
      // A path, resolved against the docs page by the client: right on whatever origin serves the site.
      authorizationUrl: LOGIN_PATH,
      returnToQueryParam: RETURN_TO_QUERY_PARAM,
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })

  app.get(LOGIN_PATH, (c) => {
    const returnTo = checkedReturnTo(c, c.req.query(RETURN_TO_QUERY_PARAM))
    if (typeof returnTo !== 'string') return returnTo
    c.header('Cache-Control', 'no-store')
    return c.html(loginPageHtml({ action: LOGIN_PATH, returnTo, returnToQueryParam: RETURN_TO_QUERY_PARAM }))
  })

  app.post(LOGIN_PATH, async (c) => {
    const form = new URLSearchParams(await c.req.text())
    const returnTo = checkedReturnTo(c, form.get(RETURN_TO_QUERY_PARAM) ?? undefined)
    if (typeof returnTo !== 'string') return returnTo
    const decision = form.get('decision')
    if (decision === 'cancel') {
      const back = new URL(returnTo)
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'You cancelled the sign-in at the identity provider.')
      return c.redirect(back.toString(), 303)
    }
    if (decision !== 'sign-in') {
      return c.html(loginErrorHtml('The sign-in form must send decision=sign-in or decision=cancel.'), 400)
    }
    const sessionId = randomBytes(18).toString('base64url')
    state.docsSessions.set(sessionId, issueToken(state))
    setCookie(c, DOCS_SESSION_COOKIE, sessionId, {
      path: DOCS_API_PREFIX,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: SESSION_MAX_AGE_SECONDS,
    })
    return c.redirect(returnTo, 303)
  })

  app.get(`${DOCS_API_PREFIX}/auth/logout`, (c) => {
    const requested = c.req.query(RETURN_TO_QUERY_PARAM)
    const returnTo = requested === undefined ? '/' : checkedReturnTo(c, requested)
    if (typeof returnTo !== 'string') return returnTo
    const sessionId = getCookie(c, DOCS_SESSION_COOKIE)
    if (sessionId !== undefined) state.docsSessions.delete(sessionId)
    deleteCookie(c, DOCS_SESSION_COOKIE, { path: DOCS_API_PREFIX })
    return c.redirect(returnTo, 303)
  })

  return app
}

/** The access token of the request's session, re-issued when it has expired; `undefined` without a session. */
function sessionToken(c: Context, state: SampleApiState): string | undefined {
  const sessionId = getCookie(c, DOCS_SESSION_COOKIE)
  if (sessionId === undefined) return undefined
  const token = state.docsSessions.get(sessionId)
  if (token === undefined) return undefined
  if (verifyJwt(token, state.tokenSecret) !== undefined) return token
  const fresh = issueToken(state)
  state.docsSessions.set(sessionId, fresh)
  return fresh
}

function issueToken(state: SampleApiState): string {
  const now = Math.floor(Date.now() / 1000)
  return signJwt(
    {
      sub: DOCS_READER_PRINCIPAL,
      scope: DEFAULT_SCOPE,
      iat: now,
      exp: now + TOKEN_LIFETIME_SECONDS,
      jti: randomBytes(8).toString('hex'),
    },
    state.tokenSecret,
  )
}

/**
 * The return URL if it is an http(s) URL on the site the request came to (its Host, or the forwarding proxy's
 * X-Forwarded-Host), else a 400 page saying why: sending readers to any URL would make an open redirect.
 */
function checkedReturnTo(c: Context, returnTo: string | undefined): string | Response {
  if (returnTo === undefined || returnTo === '') {
    return c.html(
      loginErrorHtml(`The "${RETURN_TO_QUERY_PARAM}" parameter (the page to return to) is missing.`),
      400,
    )
  }
  let url: URL
  try {
    url = new URL(returnTo)
  } catch {
    return c.html(loginErrorHtml(`The return URL "${returnTo}" is not an absolute URL.`), 400)
  }
  const hosts = [c.req.header('X-Forwarded-Host'), c.req.header('Host')].filter((host) => host != null)
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !hosts.includes(url.host)) {
    return c.html(
      loginErrorHtml(
        `The return URL "${returnTo}" is not on this site (${hosts.join(', ') || 'no Host header'}).`,
      ),
      400,
    )
  }
  return url.toString()
}
