/**
 * The one static server of the browser section: ours, Swagger UI, their pages and the spec files, all from
 * 127.0.0.1 on a free port, so both sides pay the same loopback network and the spec comes by URL from the same
 * origin. Every answer says `Cache-Control: no-store`: nothing a sample loaded helps the next one.
 */
import { readFile, stat } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

/** A URL prefix and the folder it serves, or a path and the page it answers with. */
export type Mount = { prefix: string; folder: string }
export type StaticSite = { mounts: readonly Mount[]; pages: ReadonlyMap<string, string> }

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/**
 * `nextReport()`: the body of the next `POST /__bench/report` (a page's `navigator.sendBeacon`), parsed as JSON.
 * The measured pages report through the server rather than being polled through Playwright, whose polling
 * runs script in the page while it loads.
 */
export type RunningServer = { origin: string; close: () => Promise<void>; nextReport: () => Promise<unknown> }

/** Where the measured pages post what they saw. */
export const REPORT_PATH = '/__bench/report'

export async function startStaticServer(site: StaticSite): Promise<RunningServer> {
  let reportTo: ((report: unknown) => void) | undefined
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://bench').pathname)
    const headers = { 'Cache-Control': 'no-store' }
    if (path === REPORT_PATH && request.method === 'POST') {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        response.writeHead(204, headers).end()
        reportTo?.(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      })
      return
    }
    const page = site.pages.get(path)
    if (page != null) {
      response.writeHead(200, { ...headers, 'Content-Type': CONTENT_TYPES['.html'] })
      response.end(page)
      return
    }
    void serveFile(site.mounts, path).then(
      (file) => {
        if (file == null) {
          response.writeHead(404, headers).end()
          return
        }
        response.writeHead(200, {
          ...headers,
          'Content-Type': CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
        })
        response.end(file.contents)
      },
      (error: unknown) => {
        process.stderr.write(`[browser] serving ${path}: ${String(error)}\n`)
        response.writeHead(500, headers).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => close(server),
    nextReport: () =>
      new Promise((resolve) => {
        reportTo = resolve
      }),
  }
}

async function serveFile(
  mounts: readonly Mount[],
  path: string,
): Promise<{ path: string; contents: Buffer } | undefined> {
  for (const mount of mounts) {
    if (!path.startsWith(mount.prefix)) continue
    const file = normalize(join(mount.folder, path.slice(mount.prefix.length)))
    // Nothing outside the mounted folder, whatever the request path says.
    if (!file.startsWith(mount.folder + sep)) return undefined
    if (!(await stat(file).catch(() => undefined))?.isFile()) return undefined
    return { path: file, contents: await readFile(file) }
  }
  return undefined
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
}
