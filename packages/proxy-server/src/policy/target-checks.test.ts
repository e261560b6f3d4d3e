import { describe, expect, it } from 'vitest'

import { resolvePolicy, type ProxyPolicy } from './proxy-policy.js'
import { checkTarget } from './target-checks.js'

const url = (text: string): URL => new URL(text)

describe('checkTarget', () => {
  it('gives the same verdicts when it remembers them', () => {
    const policy = resolvePolicy({ allowHosts: ['api.example.com', '10.0.0.8'] })
    for (let round = 0; round < 2; round++) {
      expect(checkTarget(url('https://api.example.com/a'), policy)).toBeUndefined()
      expect(checkTarget(url('https://API.example.com./b'), policy)).toBeUndefined()
      expect(checkTarget(url('https://other.example.com/'), policy)?.message).toBe(
        'Proxy target host not allowed: other.example.com',
      )
      expect(checkTarget(url('http://10.0.0.8/'), policy)?.message).toBe(
        'Proxy target address not allowed: 10.0.0.8 is a private address',
      )
    }
  })

  it('copies the lists when the policy is resolved: changing the caller’s lists later changes nothing', () => {
    const hosts = ['api.example.com']
    const policy = resolvePolicy({ allowHosts: hosts })
    expect(checkTarget(url('https://other.example.com/'), policy)?.status).toBe(403)
    hosts.push('other.example.com')
    expect(checkTarget(url('https://other.example.com/'), policy)?.status).toBe(403)
  })

  it('forgets what it remembered when the policy changes, and remembers nothing for lists that can change', () => {
    const policy: ProxyPolicy = resolvePolicy({})
    expect(checkTarget(url('http://10.0.0.8/'), policy)?.status).toBe(403)
    policy.allowPrivate = true
    expect(checkTarget(url('http://10.0.0.8/'), policy)).toBeUndefined()
    policy.allowAddresses = Object.freeze(['10.0.0.9'])
    policy.allowPrivate = false
    expect(checkTarget(url('http://10.0.0.9/'), policy)).toBeUndefined()
    expect(checkTarget(url('http://10.0.0.8/'), policy)?.status).toBe(403)
    const growing: string[] = []
    policy.allowHosts = growing
    expect(checkTarget(url('https://api.example.com/'), policy)).toBeUndefined()
    growing.push('other.example.com')
    expect(checkTarget(url('https://api.example.com/'), policy)?.status).toBe(403)
  })
})
