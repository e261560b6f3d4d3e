import type { Environment } from '@api-explorer/model'

import { substituteServerVariables } from '../shared/server-variables.js'
import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, stringOr, textOr } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { UniqueIds } from '../shared/unique-ids.js'

/** Where the methods of a document (or of one method with its own `servers`) are posted. */
export type RpcLocation = {
  /** The path of the first server's URL (`/` when it has none): every method is posted to it. */
  path: string
  /** One per usable server: its origin plus whatever comes before `path` in its URL. */
  environments: Environment[]
}

/**
 * OpenRPC `servers` → the path every method is posted to and the environments. Convention: the path is the
 * pathname of the first server (so the explorer shows `POST /jsonrpc`), and each environment is the rest of
 * its server's URL — the origin plus anything before that path. A server whose URL does not end with that path
 * cannot be expressed (the model has one path per endpoint) and is left out with a warning. Variables (`${x}`
 * or `{x}`) take their defaults. Relative URLs resolve against `baseUrl` when given.
 */
export function rpcLocation(
  servers: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  baseUrl?: string,
): RpcLocation {
  const list = arrayOr(servers)
  if (list.length === 0) {
    // The spec's default server is `localhost:8545`, which a docs site's playground cannot reach.
    diagnostics.info(
      pointer,
      "No servers: the reader enters the base URL (OpenRPC's default localhost:8545 is not used).",
    )
    return { path: '/', environments: [] }
  }
  const ids = new UniqueIds()
  const environments: Environment[] = []
  let path: string | undefined
  list.forEach((entry, index) => {
    const serverPointer = childPointer(pointer, index)
    const resolved = refs.follow(entry, serverPointer)
    const server = isObject(resolved?.value) ? resolved.value : undefined
    const template = stringOr(server?.['url'])
    if (server === undefined || template === undefined) {
      diagnostics.error(serverPointer, 'A server needs a "url"; skipped.')
      return
    }
    const text = substituteServerVariables(template, server['variables'], serverPointer, refs, diagnostics)
    const url = parseUrl(text, baseUrl)
    if (!(url instanceof URL)) {
      // The URL still says where the methods are posted.
      const pathname = URL.canParse(text, RELATIVE_BASE) ? new URL(text, RELATIVE_BASE).pathname : ''
      path ??= pathname.startsWith('/') ? pathname : '/'
      diagnostics.warning(
        serverPointer,
        url === 'relative'
          ? `Server URL "${text}" is relative; import with { baseUrl } to make it absolute. It is not an environment.`
          : `Server URL "${text}" is not http(s); the playground posts JSON-RPC over HTTP, so it is not an environment.`,
      )
      return
    }
    if (url.search !== '' || url.hash !== '') {
      diagnostics.warning(serverPointer, `The query and fragment of server URL "${text}" are dropped.`)
    }
    path ??= url.pathname
    if (!url.pathname.endsWith(path)) {
      diagnostics.warning(
        serverPointer,
        `Server URL "${text}" does not end with "${path}", the path of the first server that every method is posted to; it is not an environment.`,
      )
      return
    }
    const name = textOr(server['name'])
    const prefix = url.pathname.slice(0, url.pathname.length - path.length)
    const environment = `${url.origin}${prefix}`
    environments.push({ id: ids.allocate(name ?? environment), baseUrl: environment })
  })
  return { path: path ?? '/', environments }
}

const RELATIVE_BASE = 'http://relative.invalid'

function parseUrl(text: string, baseUrl: string | undefined): URL | 'relative' | 'not-http' {
  const absolute = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) && URL.canParse(text)
  if (!absolute && (baseUrl === undefined || !URL.canParse(text, baseUrl))) return 'relative'
  const url = absolute ? new URL(text) : new URL(text, baseUrl)
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : 'not-http'
}
