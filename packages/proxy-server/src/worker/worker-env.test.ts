import { describe, expect, it } from 'vitest'

import { workerHandlerOptions, type ProxyWorkerEnv } from './worker-env.js'

const request = (headers: Record<string, string>): Request => new Request('https://proxy.test/', { headers })

describe('workerHandlerOptions', () => {
  it('leaves every setting at its default without bindings, keyed by CF-Connecting-IP', () => {
    const options = workerHandlerOptions({})
    expect(Object.keys(options)).toEqual(['clientKey'])
    expect(options.clientKey?.(request({ 'CF-Connecting-IP': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(options.clientKey?.(request({}))).toBeUndefined()
  })

  it('keys an IPv6 client by its /64, as the Node server does', () => {
    const options = workerHandlerOptions({})
    expect(options.clientKey?.(request({ 'CF-Connecting-IP': '2001:db8:1:2:aaaa::1' }))).toBe(
      '2001:db8:1:2::/64',
    )
  })

  it('reads the CLI variables under the same names', () => {
    const options = workerHandlerOptions({
      API_EXPLORER_PROXY_ALLOW_ORIGINS: 'https://docs.example.com, https://app.example.com',
      API_EXPLORER_PROXY_ALLOW_HOSTS: 'api.example.com,*.example.org',
      API_EXPLORER_PROXY_ALLOW_ADDRESSES: '10.1.2.3, 192.168.0.0/16',
      API_EXPLORER_PROXY_RATE_LIMIT: '30',
      API_EXPLORER_PROXY_MAX_BODY: '1024',
      API_EXPLORER_PROXY_TIMEOUT: '5000',
    })
    expect(options).toMatchObject({
      allowOrigins: ['https://docs.example.com', 'https://app.example.com'],
      allowHosts: ['api.example.com', '*.example.org'],
      allowAddresses: ['10.1.2.3', '192.168.0.0/16'],
      rateLimit: { limit: 30, windowMs: 60_000 },
      maxRequestBodyBytes: 1024,
      upstreamHeadersTimeoutMs: 5000,
    })
    expect(options.rateLimitStore).toBeUndefined()
  })

  it('treats `*` and empty lists as the defaults, and a rate limit of 0 as none', () => {
    const options = workerHandlerOptions({
      API_EXPLORER_PROXY_ALLOW_ORIGINS: '*',
      API_EXPLORER_PROXY_ALLOW_HOSTS: ' , ',
      API_EXPLORER_PROXY_RATE_LIMIT: '0',
    })
    expect(options.allowOrigins).toBeUndefined()
    expect(options.allowHosts).toBeUndefined()
    expect(options.rateLimit).toBe(false)
  })

  it('reads numbers and booleans as TOML [vars] pass them', () => {
    const env = { API_EXPLORER_PROXY_RATE_LIMIT: 120, API_EXPLORER_PROXY_TIMEOUT: 900 }
    const options = workerHandlerOptions(env as unknown as ProxyWorkerEnv)
    expect(options.rateLimit).toEqual({ limit: 120, windowMs: 60_000 })
    expect(options.upstreamHeadersTimeoutMs).toBe(900)
  })

  it.each([
    [
      { API_EXPLORER_PROXY_RATE_LIMIT: 'many' },
      /^API_EXPLORER_PROXY_RATE_LIMIT must be an integer from 0 to/,
    ],
    [{ API_EXPLORER_PROXY_MAX_BODY: '-1' }, /^API_EXPLORER_PROXY_MAX_BODY must be an integer from 0 to/],
    [{ API_EXPLORER_PROXY_TIMEOUT: '0' }, /^API_EXPLORER_PROXY_TIMEOUT must be an integer from 1 to 3600000/],
    [{ API_EXPLORER_PROXY_TIMEOUT: '' }, /^API_EXPLORER_PROXY_TIMEOUT must be an integer/],
    [
      { API_EXPLORER_PROXY_ALLOW_ORIGINS: 'docs.example.com' },
      /^API_EXPLORER_PROXY_ALLOW_ORIGINS must be an origin/,
    ],
    [
      { API_EXPLORER_PROXY_ALLOW_HOSTS: 'https://api.example.com' },
      /^API_EXPLORER_PROXY_ALLOW_HOSTS must be a host name/,
    ],
  ])('names the binding in its error: %o', (env, message) => {
    expect(() => workerHandlerOptions(env)).toThrow(message)
  })

  it('keeps the counts in the RATE_LIMITER Durable Object when it is bound', () => {
    const namespace = {
      idFromName: (name: string) => ({ name }),
      get: () => ({ fetch: async () => Response.json({ allowed: true }) }),
    }
    expect(workerHandlerOptions({ RATE_LIMITER: namespace }).rateLimitStore).toBeTypeOf('function')
  })
})
