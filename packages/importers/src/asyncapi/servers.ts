import type { Environment } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { UniqueIds } from '../shared/unique-ids.js'
import { substituteServerVariables, trimTrailingSlash, urlScheme } from '../shared/server-variables.js'

/** One server of an AsyncAPI document, read but not yet turned into an environment. */
export type AsyncApiServer = {
  /** The server's key (2.x, 3.0); 1.x servers are a list and have none. */
  name?: string
  pointer: string
  server: JsonObject
  /** `protocol` (2.x, 3.0) or `scheme` (1.x), lower case. */
  protocol: string
}

/** How a server can be used by the websocket playground. */
type ServerKind = 'websocket' | 'http' | 'other'

/** The environments of one channel, from the servers it is available on. */
export type ChannelServers = {
  environments: Environment[]
  /** The servers the channel is imported for (their security applies to it). */
  usable: AsyncApiServer[]
  /** Set when no server of the channel speaks WebSocket: the protocols it is served over instead. */
  otherProtocols?: string[]
}

/** The servers of the document in declaration order, `$ref`s followed. */
export function documentServers(
  document: JsonObject,
  major: number,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): AsyncApiServer[] {
  const entries: Array<[string | undefined, unknown, string]> =
    major === 1
      ? Array.from(arrayOr(document['servers']), (server, index) => [
          undefined,
          server,
          childPointer('/servers', index),
        ])
      : Object.entries(objectOr(document['servers'])).map(([name, server]) => [
          name,
          server,
          childPointer('/servers', name),
        ])
  const servers: AsyncApiServer[] = []
  for (const [name, value, pointer] of entries) {
    const resolved = refs.follow(value, pointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      diagnostics.error(pointer, 'A server must be an object; skipped.')
      continue
    }
    const server = resolved.value
    const protocol = stringOr(server[major === 1 ? 'scheme' : 'protocol'])?.toLowerCase() ?? ''
    servers.push({ ...(name === undefined ? {} : { name }), pointer: resolved.pointer, server, protocol })
  }
  return servers
}

/**
 * The environments of a channel. WebSocket servers (`ws`, `wss`) are used as they are. An `http`/`https`
 * server is used with its scheme switched to `ws`/`wss` only when a `ws` binding says the channel is a
 * WebSocket (the handshake is an HTTP request, and documents often name the HTTP protocol); without one it is
 * not a WebSocket URL (e.g. Slack's `rtm.connect`, which hands one out), so the channel is imported without it.
 * Other protocols (MQTT, Kafka, AMQP, …) cannot be reached from a browser playground.
 */
export function channelServers(
  servers: AsyncApiServer[],
  hasWsBinding: boolean,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): ChannelServers {
  const ids = new UniqueIds()
  const environments: Environment[] = []
  const usable: AsyncApiServer[] = []
  const others: AsyncApiServer[] = []
  for (const server of servers) {
    const url = serverUrl(server, refs, diagnostics)
    const kind = serverKind(server, url)
    if (kind === 'other') {
      others.push(server)
      continue
    }
    usable.push(server)
    let baseUrl = url
    if (kind === 'http') {
      if (!hasWsBinding && !isObject(objectOr(server.server['bindings'])['ws'])) {
        diagnostics.warning(
          server.pointer,
          `Server ${serverLabel(server)} is ${server.protocol || 'http'} without a "ws" binding, so it is not taken as a WebSocket URL; the reader enters one.`,
        )
        continue
      }
      baseUrl = url.replace(/^http/i, 'ws')
      diagnostics.info(
        server.pointer,
        `Server ${serverLabel(server)} is reached as a WebSocket at ${baseUrl}.`,
      )
    }
    environments.push({ id: ids.allocate(server.name ?? baseUrl), baseUrl })
  }
  if (usable.length === 0 && others.length > 0) {
    const otherProtocols = [...new Set(others.map((server) => server.protocol || 'an unknown protocol'))]
    return { environments, usable, otherProtocols }
  }
  for (const server of others) {
    diagnostics.info(
      server.pointer,
      `Server ${serverLabel(server)} speaks ${server.protocol || 'an unknown protocol'}, not WebSocket; it is not an environment of the WebSocket channels.`,
    )
  }
  return { environments, usable }
}

/** The absolute URL of a server, variables filled in. */
function serverUrl(server: AsyncApiServer, refs: DocumentRefs, diagnostics: Diagnostics): string {
  const facts = server.server
  const variables = facts['variables']
  const fill = (text: string): string =>
    substituteServerVariables(text, variables, server.pointer, refs, diagnostics)
  const host = stringOr(facts['host'])
  if (host !== undefined) {
    // AsyncAPI 3.0: `host` (with an optional port) and `pathname` replace 2.x's `url`.
    const pathname = stringOr(facts['pathname']) ?? ''
    return trimTrailingSlash(`${server.protocol}://${fill(host)}${fill(pathname)}`)
  }
  const url = fill(stringOr(facts['url']) ?? '')
  return trimTrailingSlash(
    urlScheme(url) === undefined && server.protocol !== '' ? `${server.protocol}://${url}` : url,
  )
}

function serverKind(server: AsyncApiServer, url: string): ServerKind {
  const scheme = urlScheme(url) ?? server.protocol
  if (scheme === 'ws' || scheme === 'wss') return 'websocket'
  if (scheme === 'http' || scheme === 'https') return 'http'
  return 'other'
}

/** The servers a channel lists by name (2.x) or `$ref` (3.0), or every server when it lists none. */
export function serversOfChannel(
  channel: JsonObject,
  pointer: string,
  all: AsyncApiServer[],
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): AsyncApiServer[] {
  const listed = channel['servers']
  if (!Array.isArray(listed)) return all
  const chosen: AsyncApiServer[] = []
  listed.forEach((entry, index) => {
    const entryPointer = childPointer(pointer, 'servers', index)
    const server =
      typeof entry === 'string'
        ? all.find((candidate) => candidate.name === entry)
        : all.find((candidate) => candidate.pointer === refs.follow(entry, entryPointer)?.pointer)
    if (server === undefined) {
      diagnostics.error(entryPointer, 'The channel names a server the document does not declare; ignored.')
    } else if (!chosen.includes(server)) {
      chosen.push(server)
    }
  })
  return chosen
}

/** A short text naming a server, for diagnostics: its key, else its URL. */
function serverLabel(server: AsyncApiServer): string {
  return `"${server.name ?? textOr(server.server['url']) ?? server.pointer}"`
}
