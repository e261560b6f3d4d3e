import { connect } from 'node:net'

/** Sends raw bytes to a server and resolves with the status line it answers (or `closed`). */
export function rawRequest(
  url: string,
  bytes: string | Buffer,
  options: { waitMs?: number } = {},
): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    const done = (): void => {
      socket.destroy()
      resolve(answer.split('\r\n')[0] || 'closed')
    }
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n')) done()
    })
    socket.on('error', done)
    socket.on('close', done)
    socket.write(bytes)
    if (options.waitMs !== undefined) setTimeout(done, options.waitMs)
  })
}
