import { fileURLToPath } from 'node:url'
import { startProxyServer } from '@api-explorer/proxy-server'
import { startSampleApi } from '@api-explorer/sample-api'
import { createServer } from 'vite'

/** Ports of the demo's three servers; `0` picks free ones. A busy preferred port falls back to a free one. */
export type DemoStackOptions = {
  sampleApiPort?: number
  proxyPort?: number
  demoPort?: number
  /** Silence Vite's own logging (tests). */
  quiet?: boolean
}

/** The running demo: sample API, proxy and the Vite dev server of the demo page. */
export type DemoStack = {
  /** e.g. `http://localhost:5173/` */
  demoUrl: string
  sampleApiUrl: string
  proxyUrl: string
  close: () => Promise<void>
}

const DEMO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Starts the sample API, the proxy and the demo page, wired together. */
export async function startDemoStack(options: DemoStackOptions = {}): Promise<DemoStack> {
  const sampleApi = await onFreePortIfBusy(options.sampleApiPort ?? 4010, (port) => startSampleApi({ port }))
  const proxy = await onFreePortIfBusy(options.proxyPort ?? 8787, (port) =>
    // Local development: every page, test browser and websocket comes from 127.0.0.1, so the per-client cap
    // that protects a public proxy would only count the developer against themselves.
    startProxyServer({ port, allowPrivate: true, connections: { maxConnectionsPerClient: 1024 } }),
  )
  // Vite hands VITE_-prefixed variables that already exist in the environment to the page.
  process.env.VITE_SAMPLE_API_URL = sampleApi.url
  process.env.VITE_PROXY_URL = proxy.url
  const vite = await createServer({
    root: DEMO_ROOT,
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    clearScreen: false,
    logLevel: options.quiet === true ? 'silent' : 'info',
    server: { host: 'localhost', port: options.demoPort ?? 5173, strictPort: false },
  })
  await vite.listen()
  const demoUrl = vite.resolvedUrls?.local[0]
  if (demoUrl == null) {
    throw new Error('The demo server started without a local URL.')
  }
  return {
    demoUrl,
    sampleApiUrl: sampleApi.url,
    proxyUrl: proxy.url,
    close: async () => {
      await vite.close()
      // A developer stopping the demo wants it gone: no drain for a tab's open stream or websocket.
      await Promise.all([proxy.close({ drainMs: 0 }), sampleApi.close()])
    },
  }
}

async function onFreePortIfBusy<T>(port: number, start: (port: number) => Promise<T>): Promise<T> {
  try {
    return await start(port)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EADDRINUSE' && port !== 0) {
      return start(0)
    }
    throw error
  }
}
