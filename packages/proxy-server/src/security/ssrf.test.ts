import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startProxyServer, type RunningProxy } from '../node/node-server.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { tryWebSocket, type WebSocketAttempt } from '../../test/websocket.js'
import { errorMessage } from '../../test/error-message.js'
import { rawRequest } from '../../test/raw-request.js'

type Row = { attempt: string; target: string; outcome: string; refused: boolean }
const rows: Row[] = []

/**
 * The security suite: every attempt to reach something the proxy must not reach, through the real Node
 * proxy with its default policy, against a real upstream on 127.0.0.1 that must see none of them.
 */
describe('the proxy refuses SSRF and abuse', () => {
  let upstream: TestUpstream
  let allowed: TestUpstream
  let proxy: RunningProxy
  let port: string
  beforeAll(async () => {
    upstream = await startTestUpstream('127.0.0.1')
    // A second upstream on 127.0.0.2 stands for a public server: it is explicitly allowed, 127.0.0.1 is not.
    allowed = await startTestUpstream('127.0.0.2')
    port = new URL(upstream.url).port
    proxy = await startProxyServer({
      port: 0,
      allowAddresses: ['127.0.0.2'],
      resolver: async (hostname) =>
        hostname === 'rebind.example'
          ? [{ address: '127.0.0.1', family: 4 }]
          : hostname === 'mixed.example'
            ? [
                { address: '127.0.0.2', family: 4 },
                { address: '10.0.0.1', family: 4 },
              ]
            : hostname === 'metadata.google.internal'
              ? [{ address: '169.254.169.254', family: 4 }]
              : [{ address: '127.0.0.2', family: 4 }],
      maxRequestBodyBytes: 1024,
      requestBodyTimeoutMs: 300,
      upstreamHeadersTimeoutMs: 2000,
      rateLimit: { limit: 400, windowMs: 60_000 },
    })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
    await allowed.close()
    const width = (key: keyof Row): number =>
      Math.max(key.length, ...rows.map((row) => String(row[key]).length))
    const line = (cells: string[]): string =>
      cells
        .map((cell, index) => cell.padEnd([width('attempt'), width('target'), width('outcome')][index] ?? 0))
        .join('  ')
    console.log(
      [
        line(['attempt', 'target', 'outcome', 'refused']),
        ...rows.map((row) => line([row.attempt, row.target, row.outcome, row.refused ? 'yes' : 'NO'])),
      ].join('\n'),
    )
  })

  const attempt = async (name: string, target: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(`${proxy.url}/${target}`, init)
    const text = await response.clone().text()
    rows.push({
      attempt: name,
      target,
      outcome: `${response.status} ${text.slice(0, 70)}`,
      refused: response.status >= 400,
    })
    return response
  }

  const literalTargets: Array<[string, (port: string) => string]> = [
    ['loopback', (p) => `http://127.0.0.1:${p}/`],
    ['localhost name', (p) => `http://localhost:${p}/`],
    ['decimal IPv4', (p) => `http://2130706433:${p}/`],
    ['hex IPv4', (p) => `http://0x7f000001:${p}/`],
    ['octal IPv4', (p) => `http://0177.0.0.1:${p}/`],
    ['short IPv4', (p) => `http://127.1:${p}/`],
    ['mixed short hex', (p) => `http://0x7f.1:${p}/`],
    ['IPv6 loopback', (p) => `http://[::1]:${p}/`],
    ['IPv4-mapped IPv6', (p) => `http://[::ffff:127.0.0.1]:${p}/`],
    ['IPv4-mapped IPv6 hex', (p) => `http://[::ffff:7f00:1]:${p}/`],
    ['IPv4-compatible IPv6', (p) => `http://[::127.0.0.1]:${p}/`],
    ['NAT64 IPv6', (p) => `http://[64:ff9b::7f00:1]:${p}/`],
    ['6to4 IPv6', (p) => `http://[2002:7f00:1::]:${p}/`],
    ['unspecified', (p) => `http://0.0.0.0:${p}/`],
    ['zero', (p) => `http://0:${p}/`],
    ['private 10/8', () => 'http://10.0.0.1/'],
    ['private 172.16/12', () => 'http://172.16.0.1/'],
    ['private 192.168/16', () => 'http://192.168.1.1/'],
    ['CGNAT 100.64/10', () => 'http://100.64.0.1/'],
    ['AWS/GCP/Azure metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['Alibaba metadata', () => 'http://100.100.100.200/latest/meta-data/'],
    ['AWS IPv6 metadata', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['link-local IPv6', () => 'http://[fe80::1]/'],
    ['unique-local IPv6', () => 'http://[fc00::1]/'],
    ['multicast', () => 'http://224.0.0.1/'],
    ['broadcast', () => 'http://255.255.255.255/'],
  ]
  for (const [name, target] of literalTargets) {
    it(`refuses ${name}`, async () => {
      const response = await attempt(name, target(port))
      expect(response.status).toBe(403)
      expect(await errorMessage(response)).toMatch(/^Proxy target address not allowed: /)
    })
  }

  it('refuses a name that resolves to loopback, to a mix of public and private, or to metadata', async () => {
    for (const host of ['rebind.example', 'mixed.example', 'metadata.google.internal']) {
      const response = await attempt(`DNS name → private (${host})`, `http://${host}:${port}/`)
      expect(response.status).toBe(403)
      expect(await errorMessage(response)).toContain(`${host} resolves to`)
    }
  })

  it('refuses redirects to private addresses, too many redirects and other schemes', async () => {
    const cases: Array<[string, string, number]> = [
      ['redirect → loopback', `http://127.0.0.1:${port}/echo`, 403],
      ['redirect → metadata', 'http://169.254.169.254/latest/meta-data/', 403],
      ['redirect → IPv6 loopback', `http://[::1]:${port}/`, 403],
      ['redirect → name → loopback', `http://rebind.example:${port}/`, 403],
      ['redirect → file:', 'file:///etc/passwd', 502],
    ]
    for (const [name, to, status] of cases) {
      const response = await attempt(name, `${allowed.url}/redirect?to=${encodeURIComponent(to)}`)
      expect(response.status).toBe(status)
    }
    const tooMany = await attempt('redirect loop', `${allowed.url}/loop`)
    expect(tooMany.status).toBe(502)
    expect(await errorMessage(tooMany)).toBe('Proxy error: more than 5 redirects')
  })

  it('refuses targets that are not HTTP(S)', async () => {
    for (const target of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:70/']) {
      const response = await attempt('non-HTTP scheme', target)
      expect(response.status).toBe(400)
    }
  })

  it('refuses header injection, oversize bodies and slow uploads without falling over', async () => {
    const injected = await rawRequest(
      proxy.url,
      `GET /${allowed.url}/ HTTP/1.1\r\nHost: x\r\nX-Test: a\rInjected: b\r\n\r\n`,
    )
    rows.push({
      attempt: 'CR in a header value',
      target: `${allowed.url}/`,
      outcome: injected,
      refused: injected.includes(' 400 '),
    })
    expect(injected).toMatch(/ 400 /)

    const declared = await attempt('oversize body (declared)', `${allowed.url}/echo`, {
      method: 'POST',
      body: 'x'.repeat(2048),
    })
    expect(declared.status).toBe(413)
    const chunked = await rawRequest(
      proxy.url,
      `POST /${allowed.url}/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n800\r\n${'x'.repeat(2048)}\r\n0\r\n\r\n`,
    )
    rows.push({
      attempt: 'oversize body (chunked)',
      target: `${allowed.url}/echo`,
      outcome: chunked,
      refused: chunked.includes(' 413 '),
    })
    expect(chunked).toMatch(/ 413 /)
    const slow = await rawRequest(
      proxy.url,
      `POST /${allowed.url}/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly a part`,
      { waitMs: 3000 },
    )
    rows.push({
      attempt: 'slow upload',
      target: `${allowed.url}/echo`,
      outcome: slow,
      refused: slow.includes(' 408 '),
    })
    expect(slow).toMatch(/ 408 /)
    expect(await (await fetch(`${proxy.url}/healthz`)).text()).toBe('ok')
  })

  it('refuses websocket targets on private addresses, by literal, name or header injection', async () => {
    const cases: Array<[string, string, (attempt: WebSocketAttempt) => boolean]> = [
      ['websocket → loopback', `ws://127.0.0.1:${port}/`, (a) => a.refusedStatus === 403],
      ['websocket → localhost', `ws://localhost:${port}/`, (a) => a.refusedStatus === 403],
      ['websocket → IPv6 loopback', `ws://[::1]:${port}/`, (a) => a.refusedStatus === 403],
      ['websocket → decimal IPv4', `ws://2130706433:${port}/`, (a) => a.refusedStatus === 403],
      ['websocket → metadata', 'ws://169.254.169.254/', (a) => a.refusedStatus === 403],
      ['websocket → name → loopback', `ws://rebind.example:${port}/`, (a) => a.closeCode === 1011],
      ['websocket → http target', `${allowed.url}/`, (a) => a.refusedStatus === 400],
    ]
    for (const [name, target, refused] of cases) {
      const attempt = await tryWebSocket(proxy.url, target, { waitMs: 1000 })
      rows.push({ attempt: name, target, outcome: outcomeOf(attempt), refused: refused(attempt) })
      expect(refused(attempt)).toBe(true)
    }
    const injected = await tryWebSocket(proxy.url, `ws://127.0.0.2:${new URL(allowed.url).port}/`, {
      headers: { 'X-Test': 'a\r\nInjected: b' },
      waitMs: 1000,
    })
    rows.push({
      attempt: 'websocket header injection',
      target: 'ws://127.0.0.2/',
      outcome: outcomeOf(injected),
      refused: injected.closeCode === 1011,
    })
    expect(injected).toMatchObject({ closeCode: 1011, reason: 'Invalid header: X-Test' })
  })

  it('answers a flood beyond the rate limit with 429 and keeps serving', async () => {
    const limited = await startProxyServer({
      port: 0,
      allowAddresses: ['127.0.0.2'],
      rateLimit: { limit: 20, windowMs: 60_000 },
      // All 200 are in flight at once from one address: let them reach the rate limit, not the connection cap.
      connections: { maxConnectionsPerClient: 256 },
    })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, () =>
          fetch(`${limited.url}/${allowed.url}/`).then((response) => response.status),
        ),
      )
      const tooMany = statuses.filter((status) => status === 429).length
      rows.push({
        attempt: 'flood of 200 (limit 20/min)',
        target: `${allowed.url}/`,
        outcome: `${statuses.length - tooMany} × 200, ${tooMany} × 429`,
        refused: tooMany === 180,
      })
      expect(tooMany).toBe(180)
      expect(await (await fetch(`${limited.url}/healthz`)).text()).toBe('ok')
    } finally {
      await limited.close()
    }
  })

  it('let none of the refused attempts reach the upstream on 127.0.0.1', () => {
    expect(upstream.seen).toEqual([])
  })
})

function outcomeOf(attempt: WebSocketAttempt): string {
  if (attempt.refusedStatus !== undefined)
    return `${attempt.refusedStatus} ${attempt.reason ?? ''}`.slice(0, 74)
  if (attempt.closeCode !== undefined)
    return `close ${attempt.closeCode} ${attempt.reason ?? ''}`.slice(0, 74)
  return attempt.stillOpen === true ? 'OPEN (relayed)' : (attempt.reason ?? 'error')
}
