import { describe, expect, it } from 'vitest'

import worker, { ProxyRateLimiter } from './index.js'

describe('the ./worker entry', () => {
  it('exports a module worker and the Durable Object class wrangler.toml binds', async () => {
    expect(ProxyRateLimiter).toBeTypeOf('function')
    const response = await worker.fetch(new Request('https://proxy.test/healthz'), {}, {})
    expect(response.status).toBe(200)
  })

  it('answers 500 naming the bad binding on every request, as it has no start-up to fail in', async () => {
    const env = { API_EXPLORER_PROXY_TIMEOUT: 'soon' }
    for (const path of ['/healthz', '/https://api.example.com/']) {
      const response = await worker.fetch(new Request(`https://proxy.test${path}`), env, {})
      expect(response.status).toBe(500)
      expect(await response.text()).toMatch(/API_EXPLORER_PROXY_TIMEOUT must be an integer/)
    }
  })
})
