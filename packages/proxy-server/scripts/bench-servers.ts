/**
 * The processes of the proxy benchmark, one role each: `upstream <port>`, `baseline <port> <upstream>`,
 * `ours <port> <upstream>`. Each prints `ready` once listening.
 */
import { createServer } from 'node:http'
import { pipeline } from 'node:stream/promises'

import { Agent, request } from 'undici'

import { startProxyServer } from '../src/index.js'

const [role, portText, upstreamUrl = ''] = process.argv.slice(2)
const port = Number(portText)

if (role === 'upstream') {
  const body = Buffer.from('hello world\n')
  createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': String(body.length) })
    response.end(body)
  }).listen(port, '127.0.0.1', () => console.log('ready'))
} else if (role === 'baseline') {
  // The minimal forwarder the issue names as the baseline: node:http in, undici.request out, body streamed.
  const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 256 })
  createServer((incoming, response) => {
    const target = incoming.url?.slice(1) ?? ''
    request(target, { method: 'GET', dispatcher })
      .then(async (answer) => {
        response.writeHead(answer.statusCode, {
          ...answer.headers,
          'access-control-allow-origin': '*',
        } as Record<string, string>)
        await pipeline(answer.body, response)
      })
      .catch(() => {
        response.statusCode = 502
        response.end()
      })
  }).listen(port, '127.0.0.1', () => console.log('ready'))
} else if (role === 'ours') {
  // Every check on: origin, rate limit (high enough for the load), target and address checks, header rules.
  await startProxyServer({
    port,
    allowAddresses: [new URL(upstreamUrl).hostname],
    rateLimit: { limit: 100_000_000, windowMs: 60_000 },
  })
  console.log('ready')
} else {
  throw new Error(`Unknown role "${role}"`)
}
