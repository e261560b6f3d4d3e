import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'

/**
 * A plain static site on 127.0.0.1: a few pages by path, and the files of one folder under `/dist/`. `requested`:
 * the path of every request it has had, in order (the page's and its workers').
 */
export type StaticSite = { url: string; requested: string[]; close: () => Promise<void> }

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves `pages` (path → HTML or JSON text, with any extra response headers) and the files under `distDir` at `/dist/…`, as any static host
 * would serve the browser bundle: no framework, no bundler.
 */
export async function startStaticSite(
  pages: Record<string, { type: string; body: string; headers?: Record<string, string> }>,
  distDir: string,
): Promise<StaticSite> {
  const requested: string[] = []
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    requested.push(path)
    const page = pages[path]
    if (page != null) {
      response.writeHead(200, { 'Content-Type': page.type, 'Cache-Control': 'no-store', ...page.headers })
      response.end(page.body)
      return
    }
    const file = normalize(path.replace(/^\/dist\//, ''))
    if (!path.startsWith('/dist/') || file.startsWith('..')) {
      response.writeHead(404).end()
      return
    }
    readFile(join(distDir, file)).then(
      (body) => {
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
        response.end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  const url = await listenOnFreePort(server)
  return { url, requested, close: () => closeServer(server) }
}
