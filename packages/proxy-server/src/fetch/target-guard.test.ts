import { describe, expect, it } from 'vitest'

import { resolvePolicy } from '../policy/proxy-policy.js'
import { createTargetGuard } from './target-guard.js'
import { detectTargetRuntime } from './target-runtime.js'

describe('detectTargetRuntime', () => {
  it('tells Bun and Deno from Node although both define process.versions.node', () => {
    expect(detectTargetRuntime({ process: { versions: { node: '22.0.0', bun: '1.2.0' } } })).toBe('bun')
    expect(detectTargetRuntime({ process: { versions: { node: '22.0.0' } }, Deno: {} })).toBe('deno')
    expect(detectTargetRuntime({ process: { versions: { node: '20.19.0' } } })).toBe('node')
  })

  it('treats Cloudflare Workers (nodejs_compat too) and unknown isolates as edge', () => {
    const worker = {
      process: { versions: { node: '22.0.0' } },
      navigator: { userAgent: 'Cloudflare-Workers' },
    }
    expect(detectTargetRuntime(worker)).toBe('edge')
    expect(detectTargetRuntime({})).toBe('edge')
  })
})

describe('createTargetGuard on runtimes without a connect-time hook', () => {
  it.each(['bun', 'deno'] as const)(
    'on %s refuses names unless allowHosts lists them, and leaves IP literals to the literal check',
    async (runtime) => {
      const open = createTargetGuard({}, resolvePolicy(), runtime)
      const named = await open.checkHost(new URL('http://internal.example.com/'))
      expect(named?.status).toBe(403)
      expect(named?.message).toMatch(
        /^Proxy target address not allowed: internal\.example\.com is a name, and /,
      )
      expect(await open.checkHost(new URL('http://93.184.216.34/'))).toBeUndefined()
      const listed = createTargetGuard({}, resolvePolicy({ allowHosts: ['api.example.com'] }), runtime)
      expect(await listed.checkHost(new URL('https://api.example.com/'))).toBeUndefined()
    },
  )

  it('on edge runtimes checks every address resolve gives before fetching', async () => {
    const guard = createTargetGuard(
      { resolve: async () => ['93.184.216.34', '10.0.0.8'] },
      resolvePolicy(),
      'edge',
    )
    expect(await guard.checkHost(new URL('http://mixed.example.com/'))).toEqual({
      status: 403,
      message: 'Proxy target address not allowed: mixed.example.com resolves to 10.0.0.8, a private address',
    })
    expect(await guard.fetch()).toBe(globalThis.fetch)
  })
})
