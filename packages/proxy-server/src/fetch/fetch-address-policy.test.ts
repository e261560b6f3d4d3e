import dns from 'node:dns/promises'
import os from 'node:os'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkAddress } from '../policy/address-policy.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { createFetchHandler } from './fetch-handler.js'

const PROXY = 'https://proxy.example.com'

// A real name the system resolver answers from /etc/hosts: the machine's own name, which resolves to a
// loopback or private address on development machines and CI containers. Tests that need it are skipped
// where it resolves to nothing or to a public address.
const machineName = os.hostname()
const machineAddresses = await dns.lookup(machineName, { all: true }).catch(() => [])
const machineNameIsPrivate =
  machineAddresses.length > 0 &&
  machineAddresses.every(
    ({ address }) => !checkAddress(address, { allowPrivate: false, allowAddresses: ['127.0.0.2'] }).allowed,
  )

/** A hosts table for the `resolve` injection point: test names → addresses. */
const hosts =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<string[]> => {
    const addresses = table[hostname]
    if (addresses === undefined)
      throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' })
    return addresses
  }

describe('the Fetch handler checks the address it connects to (Node)', () => {
  let upstream: TestUpstream
  let second: TestUpstream
  const port = (): string => new URL(upstream.url).port
  const reached = (path: string): boolean => upstream.seen.some((seen) => seen.url === path)
  beforeAll(async () => {
    upstream = await startTestUpstream()
    second = await startTestUpstream('127.0.0.2')
  })
  afterAll(async () => {
    await upstream.close()
    await second.close()
  })

  it.each([
    ['localhost', 'localhost is a loopback address'],
    ['app.localhost', 'app.localhost is a loopback address'],
    ['127.0.0.1', '127.0.0.1 is a loopback address'],
    ['[::ffff:7f00:1]', '::ffff:7f00:1 is a loopback address'],
  ])('refuses %s', async (host, reason) => {
    const handle = createFetchHandler()
    const response = await handle(new Request(`${PROXY}/http://${host}:${port()}/named-${host}`))
    expect([response.status, await response.text()]).toEqual([
      403,
      `Proxy target address not allowed: ${reason}`,
    ])
    expect(reached(`/named-${host}`)).toBe(false)
  })

  it('refuses a name the resolver maps to a private address, without connecting', async () => {
    const handle = createFetchHandler({ resolve: hosts({ 'internal.test': ['93.184.216.34', '127.0.0.1'] }) })
    const response = await handle(new Request(`${PROXY}/http://internal.test:${port()}/internal`))
    expect([response.status, await response.text()]).toEqual([
      403,
      'Proxy target address not allowed: internal.test resolves to 127.0.0.1, a loopback address',
    ])
    expect(reached('/internal')).toBe(false)
  })

  it.skipIf(!machineNameIsPrivate)(
    'refuses a name that /etc/hosts resolves to a private address, with no resolve option',
    async () => {
      const handle = createFetchHandler({ allowAddresses: ['127.0.0.2'] })
      const response = await handle(new Request(`${PROXY}/http://${machineName}:${port()}/hosts-name`))
      expect(response.status).toBe(403)
      expect(await response.text()).toMatch(
        new RegExp(`^Proxy target address not allowed: ${machineName} resolves to `),
      )
      expect(reached('/hosts-name')).toBe(false)
    },
  )

  it('connects to the address the resolver answered, so an allowed name works', async () => {
    // The same hosts table, private addresses allowed: the request reaches the upstream through the name.
    const handle = createFetchHandler({ allowPrivate: true, resolve: hosts({ 'api.test': ['127.0.0.1'] }) })
    const response = await handle(new Request(`${PROXY}/http://api.test:${port()}/echo?via=name`))
    expect(response.status).toBe(200)
    const echoed = (await response.json()) as { url: string; headers: Record<string, string> }
    expect([echoed.url, echoed.headers['host']]).toEqual(['/echo?via=name', `api.test:${port()}`])
  })

  it.each([
    ['data:', 'data:text/plain,inside'],
    ['file:', 'file:///etc/hosts'],
  ])('refuses a redirect to %s', async (_scheme, to) => {
    const handle = createFetchHandler({ allowAddresses: ['127.0.0.1'] })
    const response = await handle(
      new Request(`${PROXY}/${upstream.url}/redirect?to=${encodeURIComponent(to)}`),
    )
    expect([response.status, await response.text()]).toEqual([
      502,
      'Only HTTP and HTTPS protocols are supported',
    ])
  })

  it('refuses a redirect to a name the resolver maps to a private address', async () => {
    const handle = createFetchHandler({
      allowAddresses: ['127.0.0.2'],
      resolve: hosts({ 'internal.test': ['10.0.0.8'] }),
    })
    const to = `http://internal.test:${port()}/after-redirect`
    const response = await handle(new Request(`${PROXY}/${second.url}/redirect?to=${encodeURIComponent(to)}`))
    expect([response.status, await response.text()]).toEqual([
      403,
      'Proxy target address not allowed: internal.test resolves to 10.0.0.8, a private address',
    ])
  })

  it.skipIf(!machineNameIsPrivate)(
    'refuses a redirect to a name that /etc/hosts resolves to a private address',
    async () => {
      const handle = createFetchHandler({ allowAddresses: ['127.0.0.2'] })
      const to = `http://${machineName}:${port()}/hosts-redirect`
      const response = await handle(
        new Request(`${PROXY}/${second.url}/redirect?to=${encodeURIComponent(to)}`),
      )
      expect(response.status).toBe(403)
      expect(reached('/hosts-redirect')).toBe(false)
    },
  )
})
