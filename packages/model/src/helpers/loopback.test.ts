import { describe, expect, it } from 'vitest'
import { isLoopbackHost, sendsToLoopbackFromElsewhere } from './loopback.js'

describe('isLoopbackHost', () => {
  it('knows every spelling of this machine', () => {
    const hosts = [
      'localhost',
      'LOCALHOST',
      'api.localhost',
      'localhost.',
      '127.0.0.1',
      '127.1.2.3',
      '127.255.255.255',
      '0.0.0.0',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
    ]
    expect(hosts.filter((host) => !isLoopbackHost(host))).toEqual([])
  })

  it('does not take other hosts for this machine', () => {
    const hosts = [
      'api.example.com',
      'localhost.example.com',
      'mylocalhost',
      '128.0.0.1',
      '10.0.0.1',
      '127.0.0.256',
      '::2',
      '::',
      '[2001:db8::1]',
    ]
    expect(hosts.filter((host) => isLoopbackHost(host))).toEqual([])
  })
})

describe('sendsToLoopbackFromElsewhere', () => {
  it('blocks loopback targets from a page served elsewhere, not during local development', () => {
    expect(sendsToLoopbackFromElsewhere('http://localhost:8080', 'docs.example.com')).toBe(true)
    expect(sendsToLoopbackFromElsewhere('http://127.0.0.1:4010/v1', 'docs.example.com')).toBe(true)
    expect(sendsToLoopbackFromElsewhere('http://[::1]:3000', 'docs.example.com')).toBe(true)
    expect(sendsToLoopbackFromElsewhere('http://0.0.0.0:3000', 'docs.example.com')).toBe(true)
    expect(sendsToLoopbackFromElsewhere('http://app.localhost', 'docs.example.com')).toBe(true)
    expect(sendsToLoopbackFromElsewhere('http://localhost:8080', 'localhost')).toBe(false)
    expect(sendsToLoopbackFromElsewhere('http://localhost:8080', '127.0.0.1')).toBe(false)
    expect(sendsToLoopbackFromElsewhere('http://localhost:8080', '[::1]')).toBe(false)
    expect(sendsToLoopbackFromElsewhere('https://api.example.com', 'docs.example.com')).toBe(false)
    expect(sendsToLoopbackFromElsewhere('https://localhost-api.example.com', 'docs.example.com')).toBe(false)
    expect(sendsToLoopbackFromElsewhere('not a url', 'docs.example.com')).toBe(false)
  })
})
