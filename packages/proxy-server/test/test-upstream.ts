import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

/** What the test upstream saw of one request. */
export type SeenRequest = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }

/** A running test upstream. */
export type TestUpstream = {
  /** e.g. `http://127.0.0.1:41234` */
  url: string
  seen: SeenRequest[]
  /** Lets the second event of `/sse` go out (the first is sent at once). */
  releaseStream: () => void
  close: () => Promise<void>
}

/**
 * A real HTTP server for proxy tests, on `host` (127.0.0.1 by default; 127.0.0.2 serves as a second,
 * distinct address). Routes:
 * - `/echo`: answers `{method, url, headers, body}` as JSON (the body as text);
 * - `/status/<code>/<reason>`: that status line, e.g. `/status/418/I%27m%20a%20teapot`;
 * - `/sse`: one server-sent event at once, a second after `releaseStream()`, then the end;
 * - `/bytes`: 256 bytes `application/octet-stream` with a Content-Disposition file name;
 * - `/redirect?to=<url>&status=<code>`: a redirect; `/loop`: a redirect to itself; `/broken-redirect`: a
 *   redirect whose body is cut off;
 * - `/forged`: an event stream that sets the proxy's own `X-Fern-Proxy-Response-Time`;
 * - `/gzip`: 100 kB of JSON gzipped to about 300 bytes, with `Content-Encoding: gzip`;
 * - `/ticks`: five server-sent events, 100 ms apart;
 * - `/slow?ms=<n>`: headers after n ms;
 * - anything else: `200 {"ok":true}`.
 */
export async function startTestUpstream(host = '127.0.0.1'): Promise<TestUpstream> {
  const seen: SeenRequest[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      const url = new URL(request.url ?? '/', 'http://upstream')
      const status = /^\/status\/(\d{3})\/(.*)$/.exec(url.pathname)
      if (url.pathname === '/echo') {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            headers: request.headers,
            body: body.toString('utf8'),
          }),
        )
      } else if (status !== null) {
        response.writeHead(Number(status[1]), decodeURIComponent(status[2] ?? ''), {
          'Content-Type': 'text/plain',
          'Content-Length': '2',
        })
        response.end('hi')
      } else if (url.pathname === '/sse') {
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' })
        response.write('event: first\ndata: 1\n\n')
        void released.then(() => response.end('event: second\ndata: 2\n\n'))
      } else if (url.pathname === '/bytes') {
        const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => index))
        response.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(bytes.length),
          'Content-Disposition': 'attachment; filename="all-bytes.bin"',
        })
        response.end(bytes)
      } else if (url.pathname === '/redirect') {
        response.writeHead(Number(url.searchParams.get('status') ?? 302), {
          Location: url.searchParams.get('to') ?? '/',
        })
        response.end()
      } else if (url.pathname === '/broken-redirect') {
        // Promises a body it never finishes, then drops the connection.
        response.writeHead(302, { Location: '/echo', 'Content-Length': '1000' })
        response.write('0123456789')
        setTimeout(() => response.socket?.destroy(), 20)
      } else if (url.pathname === '/forged') {
        response.writeHead(200, { 'Content-Type': 'text/event-stream', 'X-Fern-Proxy-Response-Time': '0.01' })
        response.end('data: 1\n\n')
      } else if (url.pathname === '/gzip') {
        const zipped = gzipSync(Buffer.from(JSON.stringify({ padding: 'x'.repeat(100_000) })))
        response.writeHead(200, {
          'Content-Type': 'application/json',
          'Content-Encoding': 'gzip',
          'Content-Length': String(zipped.length),
        })
        response.end(zipped)
      } else if (url.pathname === '/ticks') {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' })
        let count = 0
        const timer = setInterval(() => {
          count++
          response.write(`data: ${count}\n\n`)
          if (count === 5) {
            clearInterval(timer)
            response.end()
          }
        }, 100)
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { Location: '/loop' })
        response.end()
      } else if (url.pathname === '/slow') {
        setTimeout(
          () => {
            response.writeHead(200, { 'Content-Type': 'application/json' })
            response.end('{"slow":true}')
          },
          Number(url.searchParams.get('ms') ?? 100),
        )
      } else {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end('{"ok":true}')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    seen,
    releaseStream: () => release(),
    close: () =>
      new Promise((resolve) => {
        release()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
