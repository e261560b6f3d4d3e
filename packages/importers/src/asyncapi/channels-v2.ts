import { slugify, type WebSocketMessageOrigin } from '@api-explorer/model'

import { arrayOr, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import type { AsyncApiContext, ChannelSource, MessageSource } from './context.js'
import { serversOfChannel } from './servers.js'
import { applyTraits } from './traits.js'

/**
 * In AsyncAPI 2.x a document describes the application (here: the server the playground connects to), and the
 * verbs are the client's: `publish` lists what clients publish to the channel, which the application
 * receives — messages the client sends; `subscribe` lists what clients subscribe to — messages the server sends.
 */
const ORIGIN_OF_OPERATION: ReadonlyArray<[string, WebSocketMessageOrigin]> = [
  ['publish', 'client'],
  ['subscribe', 'server'],
]

/** The channels of an AsyncAPI 2.x document. */
export function asyncApi2Channels(context: AsyncApiContext, document: JsonObject): ChannelSource[] {
  const sources: ChannelSource[] = []
  for (const [name, item] of Object.entries(objectOr(document['channels']))) {
    const itemPointer = childPointer('/channels', name)
    const resolved = context.refs.follow(item, itemPointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      context.diagnostics.error(itemPointer, 'A channel must be an object; skipped.')
      continue
    }
    const channel = resolved.value
    const operations = ORIGIN_OF_OPERATION.flatMap(([verb, origin]) => {
      const operation = channel[verb]
      if (!isObject(operation)) return []
      const pointer = childPointer(resolved.pointer, verb)
      return [{ verb, origin, pointer, operation: applyTraits(context, operation, pointer, false) }]
    })
    if (operations.length === 0) {
      context.diagnostics.info(itemPointer, 'The channel has no publish or subscribe operation; skipped.')
      continue
    }
    const single = operations.length === 1 ? operations[0]?.operation : undefined
    const displayName = textOr(single?.['summary'])
    const description = textOr(channel['description']) ?? textOr(single?.['description'])
    const operationId = stringOr(single?.['operationId'])
    const tag = operations
      .map(({ operation, pointer }) => firstTag(context, operation, pointer))
      .find((found) => found !== undefined)
    sources.push({
      name,
      baseId: slugify(name) || 'root',
      pointer: resolved.pointer,
      channel,
      address: name,
      servers: serversOfChannel(
        channel,
        resolved.pointer,
        context.servers,
        context.refs,
        context.diagnostics,
      ),
      operationAuth: operations.flatMap(({ operation, pointer }) =>
        context.security.fromRequirements(operation['security'], childPointer(pointer, 'security')),
      ),
      messages: operations.flatMap(({ verb, origin, operation, pointer }) =>
        operationMessages(context, operation, pointer, origin, stringOr(operation['operationId']) ?? verb),
      ),
      ...(displayName === undefined ? {} : { displayName }),
      ...(description === undefined ? {} : { description }),
      ...(operationId === undefined ? {} : { operationId }),
      ...(tag === undefined ? {} : { tag }),
    })
  }
  return sources
}

/** `message` of a 2.x operation: one message, or `oneOf` several. */
function operationMessages(
  context: AsyncApiContext,
  operation: JsonObject,
  pointer: string,
  origin: WebSocketMessageOrigin,
  fallbackName: string,
): MessageSource[] {
  const messagePointer = childPointer(pointer, 'message')
  const message = operation['message']
  if (message === undefined) {
    context.diagnostics.info(pointer, 'The operation has no message.')
    return []
  }
  const resolved = context.refs.follow(message, messagePointer)
  if (resolved !== undefined && isObject(resolved.value) && Array.isArray(resolved.value['oneOf'])) {
    return Array.from(resolved.value['oneOf'], (value, index) => ({
      value,
      pointer: childPointer(resolved.pointer, 'oneOf', index),
      origin,
      fallbackName: `${fallbackName}-${index + 1}`,
    }))
  }
  return [{ value: message, pointer: messagePointer, origin, fallbackName }]
}

/** The name of the first tag of an operation or channel (tag objects, `$ref`s to them in 3.0, or names). */
export function firstTag(context: AsyncApiContext, node: JsonObject, pointer: string): string | undefined {
  const tag = context.refs.follow(arrayOr(node['tags'])[0], childPointer(pointer, 'tags', 0))?.value
  return isObject(tag) ? textOr(tag['name']) : textOr(tag)
}
