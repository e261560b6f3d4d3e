import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

const CLIENT = { grant_type: 'client_credentials', client_id: 'demo-client', client_secret: 'demo-secret' }

describe('auth routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  const requestToken = (body: Record<string, string>): Promise<Response> =>
    fetch(`${api.url}/oauth/token`, { method: 'POST', body: new URLSearchParams(body) })

  it('issues a JWT for the demo client from a form-urlencoded body', async () => {
    const before = Math.floor(Date.now() / 1000)
    const response = await requestToken({ ...CLIENT, scope: 'users:read' })
    expect(response.status).toBe(200)
    const token = (await response.json()) as Record<string, unknown>
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'users:read' })
    const parts = String(token.access_token).split('.')
    expect(parts).toHaveLength(3)
    const [header, payload] = parts
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as unknown)
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toMatchObject({ sub: 'demo-client', scope: 'users:read' })
    const exp = (payload as { exp: number }).exp
    expect(exp).toBeGreaterThanOrEqual(before + 3600)
    expect(exp).toBeLessThanOrEqual(before + 3601)
  })

  it('accepts a JSON token request and grants the default scope', async () => {
    const response = await fetch(`${api.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(CLIENT),
    })
    expect(await response.json()).toMatchObject({ token_type: 'Bearer', scope: 'users:read users:write' })
  })

  it('answers a wrong secret and a wrong grant in OAuth error format', async () => {
    const badClient = await requestToken({ ...CLIENT, client_secret: 'nope' })
    expect(badClient.status).toBe(401)
    expect(await badClient.json()).toMatchObject({ error: 'invalid_client' })

    const badGrant = await requestToken({ ...CLIENT, grant_type: 'password' })
    expect(badGrant.status).toBe(400)
    expect(await badGrant.json()).toMatchObject({ error: 'unsupported_grant_type' })
  })

  it('lets an issued token through the OAuth and bearer routes', async () => {
    const { access_token: token } = (await (await requestToken(CLIENT)).json()) as { access_token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const oauth = await fetch(`${api.url}/protected/oauth`, { headers })
    expect(oauth.status).toBe(200)
    expect(await oauth.json()).toEqual({ authenticated: true, scheme: 'oauth', principal: 'demo-client' })
    const bearer = await fetch(`${api.url}/protected/bearer`, { headers })
    expect(await bearer.json()).toEqual({ authenticated: true, scheme: 'bearer', principal: 'demo-client' })
  })

  it('refuses a token issued by another server', async () => {
    const other = await startSampleApi({ port: 0 })
    try {
      const response = await fetch(`${other.url}/oauth/token`, {
        method: 'POST',
        body: new URLSearchParams(CLIENT),
      })
      const { access_token: token } = (await response.json()) as { access_token: string }
      const refused = await fetch(`${api.url}/protected/oauth`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(refused.status).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('accepts demo-token on the bearer route but not on the OAuth route', async () => {
    const headers = { Authorization: 'Bearer demo-token' }
    const bearer = await fetch(`${api.url}/protected/bearer`, { headers })
    expect(await bearer.json()).toEqual({ authenticated: true, scheme: 'bearer', principal: 'demo' })
    const oauth = await fetch(`${api.url}/protected/oauth`, { headers })
    expect(oauth.status).toBe(401)
    expect(await oauth.json()).toMatchObject({ error: 'UnauthorizedError', content: { scheme: 'oauth' } })
  })

  it.each([
    ['no header', {}],
    ['an empty bearer header', { Authorization: 'Bearer' }],
    ['a wrong token', { Authorization: 'Bearer wrong' }],
  ])('answers %s on the bearer route with 401 UnauthorizedError and a challenge', async (_, headers) => {
    const response = await fetch(`${api.url}/protected/bearer`, { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="sample-api"/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await response.json()).toMatchObject({ error: 'UnauthorizedError', content: { scheme: 'bearer' } })
  })

  it('checks Basic credentials', async () => {
    const basic = (user: string, password: string): RequestInit => ({
      headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    })
    const ok = await fetch(`${api.url}/protected/basic`, basic('demo', 'demo-password'))
    expect(await ok.json()).toEqual({ authenticated: true, scheme: 'basic', principal: 'demo' })
    const wrong = await fetch(`${api.url}/protected/basic`, basic('demo', 'nope'))
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="sample-api"')
    expect(await wrong.json()).toMatchObject({ error: 'UnauthorizedError', content: { scheme: 'basic' } })
  })

  it('checks the X-API-Key header', async () => {
    const ok = await fetch(`${api.url}/protected/api-key`, { headers: { 'X-API-Key': 'demo-key' } })
    expect(await ok.json()).toEqual({ authenticated: true, scheme: 'apiKey', principal: 'demo' })
    const missing = await fetch(`${api.url}/protected/api-key`)
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toContain('X-API-Key')
    expect(await missing.json()).toMatchObject({ error: 'UnauthorizedError', content: { scheme: 'apiKey' } })
  })
})
