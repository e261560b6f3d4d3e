import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { WebSocketServer } from 'ws'
import { createSampleApp } from './app.js'
import { createSampleApiState } from './state.js'

/** Options of {@link startSampleApi}. */
export type SampleApiOptions = {
  /** Port to listen on; `0` picks a free one. Default 4010. */
  port?: number
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string
}

/** A running sample API. */
export type RunningSampleApi = {
  /** The server's origin, e.g. `http://127.0.0.1:4010`. */
  url: string
  /** Stops the server, ending open requests, streams and websocket sessions at once. */
  close: () => Promise<void>
}

/** The port the sample API listens on unless told otherwise. */
export const DEFAULT_SAMPLE_API_PORT = 4010

// Websockets still open at shutdown get a close frame first, then are cut if they do not answer in time.
const WEBSOCKET_CLOSE_GRACE_MS = 200

/**
 * Starts the sample API (HTTP and websockets) with its own fresh in-memory state.
 *
 * @example
 * const api = await startSampleApi({ port: 0 })
 * await fetch(`${api.url}/users/usr_ada`)
 * await api.close()
 */
export async function startSampleApi(options: SampleApiOptions = {}): Promise<RunningSampleApi> {
  const host = options.host ?? '127.0.0.1'
  const app = createSampleApp(createSampleApiState())
  const sockets = new WebSocketServer({ noServer: true })
  const server = serve({
    fetch: app.fetch,
    port: options.port ?? DEFAULT_SAMPLE_API_PORT,
    hostname: host,
    // Leave the process's global Request/Response alone: tests and other servers share the process.
    overrideGlobalObjects: false,
    websocket: { server: sockets },
  }) as Server
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await Promise.all(
        [...sockets.clients].map(
          (socket) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => socket.terminate(), WEBSOCKET_CLOSE_GRACE_MS)
              socket.once('close', () => {
                clearTimeout(timer)
                resolve()
              })
              socket.close(1001, 'Server shutting down')
            }),
        ),
      )
      await closed
    },
  }
}
