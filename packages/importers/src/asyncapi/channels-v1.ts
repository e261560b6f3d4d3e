import type { WebSocketMessageOrigin } from '@api-explorer/model'

import { arrayOr, isObject, objectOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { AsyncApiContext, ChannelSource, MessageSource } from './context.js'

/**
 * AsyncAPI 1.x, minimally. `stream` (a WebSocket or chunked HTTP stream: `read` is what the client reads,
 * `write` what it writes) and `events` (`receive` / `send`, from the client's side) become one channel each,
 * on the document's servers. `topics` are broker topics or HTTP deliveries (Slack's Events API posts them to
 * your URL), which a WebSocket playground cannot open: each is skipped with a warning.
 */
export function asyncApi1Channels(context: AsyncApiContext, document: JsonObject): ChannelSource[] {
  const protocols = [...new Set(context.servers.map((server) => server.protocol).filter(Boolean))]
  const over = protocols.length === 0 ? 'no declared server' : protocols.join(', ')
  for (const name of Object.keys(objectOr(document['topics']))) {
    context.diagnostics.warning(
      childPointer('/topics', name),
      `Topic "${name}" is delivered over ${over}; AsyncAPI 1.x topics are not WebSocket channels and are not imported.`,
    )
  }
  const sources: ChannelSource[] = []
  const streams: Array<[string, Array<[string, WebSocketMessageOrigin]>]> = [
    [
      'stream',
      [
        ['write', 'client'],
        ['read', 'server'],
      ],
    ],
    [
      'events',
      [
        ['send', 'client'],
        ['receive', 'server'],
      ],
    ],
  ]
  for (const [field, lists] of streams) {
    const value = document[field]
    if (value === undefined) continue
    const pointer = `/${field}`
    const resolved = context.refs.follow(value, pointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      context.diagnostics.error(pointer, `"${field}" must be an object; skipped.`)
      continue
    }
    const messages = lists.flatMap(([list, origin]) =>
      listMessages(resolved.value as JsonObject, childPointer(resolved.pointer, list), list, origin),
    )
    sources.push({
      name: field,
      baseId: field,
      pointer: resolved.pointer,
      channel: resolved.value,
      // 1.x server URLs are the whole address of the stream.
      address: '',
      servers: context.servers,
      operationAuth: context.security.fromRequirements(document['security'], '/security'),
      messages,
    })
  }
  return sources
}

function listMessages(
  stream: JsonObject,
  pointer: string,
  list: string,
  origin: WebSocketMessageOrigin,
): MessageSource[] {
  // Array.from: a parsed object may hold a sparse array, whose holes map() would keep.
  return Array.from(arrayOr(stream[list]), (value, index) => ({
    value,
    pointer: childPointer(pointer, index),
    origin,
    fallbackName: `${list}-${index + 1}`,
  }))
}
