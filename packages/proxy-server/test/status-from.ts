import { request as httpRequest } from 'node:http'

/**
 * A GET of `url` from another loopback address, resolving with the answer's status: another client as far as
 * the proxy's per-client caps and rate limit go.
 */
export function statusFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { localAddress, agent: false }, (response) => {
      response.resume()
      response.once('end', () => resolve(response.statusCode ?? 0))
    })
    outgoing.once('error', reject)
    outgoing.end()
  })
}
