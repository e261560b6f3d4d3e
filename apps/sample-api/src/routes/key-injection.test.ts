import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

const CONFIG = '/api/fern-docs/auth/api-key-injection'
const LOGIN = '/api/fern-docs/auth/login'
const LOGOUT = '/api/fern-docs/auth/logout'

describe('key-injection login routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  const page = (): string => `${api.url}/reference?explorer=auth/bearer-protected-route`
  const config = async (cookie?: string): Promise<Record<string, unknown>> => {
    const response = await fetch(`${api.url}${CONFIG}`, cookie == null ? {} : { headers: { Cookie: cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    return (await response.json()) as Record<string, unknown>
  }
  const signIn = (decision: string, returnTo = page()): Promise<Response> =>
    fetch(`${api.url}${LOGIN}`, {
      method: 'POST',
      body: new URLSearchParams({ state: returnTo, decision }),
      redirect: 'manual',
    })

  it('answers a logged-out configuration that points at the sign-in page', async () => {
    expect(await config()).toEqual({
      enabled: true,
      authenticated: false,
      authorizationUrl: LOGIN,
      returnToQueryParam: 'state',
    })
  })

  it('serves the sign-in page carrying the return URL', async () => {
    const response = await fetch(`${api.url}${LOGIN}?state=${encodeURIComponent(page())}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Sign in to Sample API docs')
    expect(html).toContain(`name="state" value="${page().replace('&', '&amp;')}"`)
  })

  it('signs in with a session cookie, injects a token the bearer route accepts, and logs out', async () => {
    const response = await signIn('sign-in')
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(page())
    const setCookie = response.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toMatch(
      /^sample_docs_session=[\w-]+; Max-Age=28800; Path=\/api\/fern-docs; HttpOnly; SameSite=Lax$/,
    )
    const cookie = setCookie.split(';')[0] ?? ''

    const loggedIn = await config(cookie)
    expect(loggedIn).toMatchObject({ enabled: true, authenticated: true, returnToQueryParam: 'state' })
    const token = String(loggedIn.access_token)
    // The same token on every refresh while it is valid, so the playground's credentials stay put.
    expect((await config(cookie)).access_token).toBe(token)

    const protectedRoute = await fetch(`${api.url}/protected/bearer`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(protectedRoute.status).toBe(200)
    expect(await protectedRoute.json()).toEqual({
      authenticated: true,
      scheme: 'bearer',
      principal: 'docs-reader',
    })

    const logout = await fetch(`${api.url}${LOGOUT}?state=${encodeURIComponent(page())}`, {
      headers: { Cookie: cookie },
      redirect: 'manual',
    })
    expect(logout.status).toBe(303)
    expect(logout.headers.get('Location')).toBe(page())
    expect(logout.headers.get('Set-Cookie')).toMatch(
      /^sample_docs_session=; Max-Age=0; Path=\/api\/fern-docs/,
    )
    expect(await config(cookie)).toMatchObject({ authenticated: false })
  })

  it('goes back with access_denied when the reader cancels', async () => {
    const response = await signIn('cancel')
    expect(response.status).toBe(303)
    const back = new URL(response.headers.get('Location') ?? '')
    expect(back.searchParams.get('explorer')).toBe('auth/bearer-protected-route')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('error_description')).toMatch(/cancelled/)
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses a return URL on another site, a missing one and an unknown decision', async () => {
    const elsewhere = await fetch(`${api.url}${LOGIN}?state=${encodeURIComponent('https://evil.example/')}`)
    expect(elsewhere.status).toBe(400)
    expect(await elsewhere.text()).toContain('is not on this site')
    const missing = await fetch(`${api.url}${LOGIN}`)
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('parameter (the page to return to) is missing')
    const unknown = await signIn('maybe')
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('decision=sign-in or decision=cancel')
  })

  it('accepts the return URL of the site a proxy forwarded the request from', async () => {
    const docsPage = 'http://localhost:5173/key-injection'
    const response = await fetch(`${api.url}${LOGIN}?state=${encodeURIComponent(docsPage)}`, {
      headers: { 'X-Forwarded-Host': 'localhost:5173' },
    })
    expect(response.status).toBe(200)
  })
})
