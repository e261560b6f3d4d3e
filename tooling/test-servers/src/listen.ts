import { once } from 'node:events'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts a server on 127.0.0.1 on a free port and returns its origin, e.g. `http://127.0.0.1:41234`. */
export async function listenOnFreePort(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return `http://127.0.0.1:${port}`
}

/** Stops a server, closing idle and active connections so tests end promptly. */
export async function closeServer(server: Server): Promise<void> {
  const closed = once(server, 'close')
  server.close()
  server.closeAllConnections()
  await closed
}
