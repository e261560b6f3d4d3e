import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'

import { startProxyServer } from './node-server.js'
import { createSafeAgents } from './safe-agent.js'
import { BlockedAddressError } from './safe-lookup.js'
import { startWebSocketUpstream, tryWebSocket } from '../../test/websocket.js'

const STRICT = { allowPrivate: false, allowAddresses: [] }
const LOCAL = { allowPrivate: true, allowAddresses: [] }

function get(url: string, options: https.RequestOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(url, options, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks).toString()))
    })
    request.on('error', reject)
  })
}

describe('createSafeAgents', () => {
  let server: http.Server
  let port = 0
  let requests = 0
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      requests += 1
      response.end('reached')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  it('refuses an IP literal on the connected socket, before any request byte is sent', async () => {
    const before = requests
    const agents = createSafeAgents(STRICT)
    const error = await get(`http://127.0.0.1:${port}/`, { agent: agents.http }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BlockedAddressError)
    expect((error as BlockedAddressError).reason).toBe('127.0.0.1 is a loopback address')
    expect(requests).toBe(before)
  })

  it('refuses a name whose DNS answer is refused, without connecting', async () => {
    const agents = createSafeAgents(STRICT, async () => [{ address: '127.0.0.1', family: 4 }])
    const error = await get(`http://rebind.example.com:${port}/`, { agent: agents.http }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BlockedAddressError)
    expect((error as Error).message).toBe('rebind.example.com resolves to 127.0.0.1, a loopback address')
  })

  it('connects where the policy allows it', async () => {
    const agents = createSafeAgents(LOCAL, async () => [{ address: '127.0.0.1', family: 4 }])
    expect(await get(`http://127.0.0.1:${port}/`, { agent: agents.http })).toBe('reached')
    expect(await get(`http://api.example.com:${port}/`, { agent: agents.http })).toBe('reached')
  })

  it('stops the ws client at the address check', async () => {
    const upstream = await startWebSocketUpstream()
    try {
      const agents = createSafeAgents(STRICT)
      const socket = new WebSocket(upstream.url, { agent: agents.http })
      const error = await new Promise<Error>((resolve) => socket.on('error', resolve))
      expect(error).toBeInstanceOf(BlockedAddressError)
      expect(upstream.requests).toHaveLength(0)
    } finally {
      await upstream.close()
    }
  })
})

const hasOpenssl = ((): boolean => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
})()

describe.skipIf(!hasOpenssl)('createSafeAgents over TLS', () => {
  let server: https.Server
  let cert = ''
  let port = 0
  let folder = ''
  beforeAll(async () => {
    // A throwaway self-signed certificate for 127.0.0.1, made for this run only.
    folder = mkdtempSync(join(tmpdir(), 'safe-agent-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    )
    cert = readFileSync(join(folder, 'cert.pem'), 'utf8')
    server = https.createServer({ key: readFileSync(join(folder, 'key.pem')), cert }, (_request, response) =>
      response.end('secure'),
    )
    new WebSocketServer({ server })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    rmSync(folder, { recursive: true, force: true })
  })

  it('keeps certificate verification on', async () => {
    const agents = createSafeAgents(LOCAL)
    const error = await get(`https://127.0.0.1:${port}/`, { agent: agents.https }).catch(
      (caught: unknown) => caught,
    )
    expect((error as Error).message).toMatch(/self[- ]signed/i)
  })

  it('speaks TLS on the checked socket when the certificate is trusted', async () => {
    const agents = createSafeAgents(LOCAL)
    expect(await get(`https://127.0.0.1:${port}/`, { agent: agents.https, ca: cert })).toBe('secure')
  })

  it('refuses the address before the TLS handshake', async () => {
    const agents = createSafeAgents(STRICT)
    const error = await get(`https://127.0.0.1:${port}/`, { agent: agents.https, ca: cert }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(BlockedAddressError)
  })

  it('makes the relay refuse a wss target whose certificate is not trusted', async () => {
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    try {
      const attempt = await tryWebSocket(proxy.url, `wss://127.0.0.1:${port}/`)
      expect(attempt.closeCode).toBe(1011)
      expect(attempt.reason).toMatch(/^Failed to connect to proxy: self[- ]signed/i)
    } finally {
      await proxy.close()
    }
  })
})
