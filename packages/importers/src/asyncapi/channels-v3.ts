import type { WebSocketMessageOrigin } from '@api-explorer/model'

import { isObject, objectOr, ownValue, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer, lastPointerSegment, refToPointer } from '../shared/json-pointer.js'
import { firstTag } from './channels-v2.js'
import type { AsyncApiContext, ChannelSource, MessageSource } from './context.js'
import { serversOfChannel } from './servers.js'
import { applyTraits } from './traits.js'

type Channel = { key: string; pointer: string; channel: JsonObject }
type Operation = { key: string; pointer: string; operation: JsonObject; origin: WebSocketMessageOrigin }

/**
 * In AsyncAPI 3.0 operations say what the described application (here: the server the playground connects to)
 * does: `send` → messages the server sends; `receive` → messages the server receives, i.e. that the client
 * sends. A `reply` goes the other way: the server replies to a `receive`, the client to a `send`.
 */
const ORIGIN_OF_ACTION: Record<string, WebSocketMessageOrigin> = { send: 'server', receive: 'client' }

function opposite(origin: WebSocketMessageOrigin): WebSocketMessageOrigin {
  return origin === 'client' ? 'server' : 'client'
}

/**
 * The channels of an AsyncAPI 3.0 document, each with the messages of the operations on it. A channel used only
 * as a reply channel is not a channel of its own: its messages are listed, as replies, in the channel of the
 * request. A channel no operation mentions is imported with its messages as server messages (with a warning).
 */
export function asyncApi3Channels(context: AsyncApiContext, document: JsonObject): ChannelSource[] {
  const channels = readChannels(context, document)
  const operationsByChannel = new Map<string, Operation[]>()
  const replyChannels = new Set<string>()
  for (const [key, value] of Object.entries(objectOr(document['operations']))) {
    const pointer = childPointer('/operations', key)
    const resolved = context.refs.follow(value, pointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      context.diagnostics.error(pointer, 'An operation must be an object; skipped.')
      continue
    }
    const operation = applyTraits(context, resolved.value, resolved.pointer, true)
    const origin = ownValue(ORIGIN_OF_ACTION, String(operation['action']))
    if (origin === undefined) {
      context.diagnostics.error(
        childPointer(resolved.pointer, 'action'),
        'An operation action must be "send" or "receive"; skipped.',
      )
      continue
    }
    const channel = channelOf(
      context,
      channels,
      operation['channel'],
      childPointer(resolved.pointer, 'channel'),
    )
    if (channel === undefined) continue
    const list = operationsByChannel.get(channel.key) ?? []
    list.push({ key, pointer: resolved.pointer, operation, origin })
    operationsByChannel.set(channel.key, list)
    const reply = replyOf(context, operation, resolved.pointer)
    const replyChannel =
      reply?.value['channel'] === undefined
        ? undefined
        : channelOf(context, channels, reply.value['channel'], childPointer(reply.pointer, 'channel'))
    if (replyChannel !== undefined) replyChannels.add(replyChannel.key)
  }
  const sources: ChannelSource[] = []
  for (const channel of channels.values()) {
    const operations = operationsByChannel.get(channel.key) ?? []
    if (operations.length === 0 && replyChannels.has(channel.key)) {
      context.diagnostics.info(
        channel.pointer,
        'The channel is only a reply channel; its messages are listed in the channels of the requests.',
      )
      continue
    }
    sources.push(channelSource(context, channels, channel, operations))
  }
  return sources
}

function readChannels(context: AsyncApiContext, document: JsonObject): Map<string, Channel> {
  const channels = new Map<string, Channel>()
  for (const [key, value] of Object.entries(objectOr(document['channels']))) {
    const pointer = childPointer('/channels', key)
    const resolved = context.refs.follow(value, pointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      context.diagnostics.error(pointer, 'A channel must be an object; skipped.')
      continue
    }
    channels.set(key, { key, pointer: resolved.pointer, channel: resolved.value })
  }
  return channels
}

/** The channel an operation or reply `$ref`s (`#/channels/<key>`). */
function channelOf(
  context: AsyncApiContext,
  channels: Map<string, Channel>,
  value: unknown,
  pointer: string,
): Channel | undefined {
  const ref = isObject(value) ? stringOr(value['$ref']) : undefined
  const target = ref === undefined ? undefined : refToPointer(ref)
  const channel =
    target !== undefined && /^\/channels\/[^/]+$/.test(target)
      ? channels.get(lastPointerSegment(target))
      : undefined
  if (channel === undefined) {
    context.diagnostics.error(
      pointer,
      'Expected a reference to a channel of the document ("#/channels/…"); ignored.',
    )
  }
  return channel
}

function replyOf(
  context: AsyncApiContext,
  operation: JsonObject,
  pointer: string,
): { value: JsonObject; pointer: string } | undefined {
  if (operation['reply'] === undefined) return undefined
  const resolved = context.refs.follow(operation['reply'], childPointer(pointer, 'reply'))
  return resolved !== undefined && isObject(resolved.value)
    ? { value: resolved.value, pointer: resolved.pointer }
    : undefined
}

function channelSource(
  context: AsyncApiContext,
  channels: Map<string, Channel>,
  { key, pointer, channel }: Channel,
  operations: Operation[],
): ChannelSource {
  let messages: MessageSource[]
  if (operations.length === 0) {
    context.diagnostics.warning(
      pointer,
      'No operation uses the channel, so who sends its messages is unknown; they are listed as server messages.',
    )
    messages = channelMessages({ key, pointer, channel }, 'server')
  } else {
    messages = operations.flatMap((operation) =>
      operationMessages(context, channels, { key, pointer, channel }, operation),
    )
  }
  const single = operations.length === 1 ? operations[0] : undefined
  const displayName =
    textOr(channel['title']) ??
    textOr(channel['summary']) ??
    textOr(single?.operation['title']) ??
    textOr(single?.operation['summary'])
  const description = textOr(channel['description']) ?? textOr(single?.operation['description'])
  const tag =
    firstTag(context, channel, pointer) ??
    operations.map((operation) => firstTag(context, operation.operation, operation.pointer)).find(Boolean)
  return {
    name: key,
    baseId: key,
    pointer,
    channel,
    address: stringOr(channel['address']),
    servers: serversOfChannel(channel, pointer, context.servers, context.refs, context.diagnostics),
    operationAuth: operations.flatMap((operation) =>
      context.security.fromSchemes(
        operation.operation['security'],
        childPointer(operation.pointer, 'security'),
        operation.key,
      ),
    ),
    messages,
    ...(displayName === undefined ? {} : { displayName }),
    ...(description === undefined ? {} : { description }),
    ...(single === undefined ? {} : { operationId: single.key }),
    ...(tag === undefined ? {} : { tag }),
  }
}

/** An operation's messages (all of the channel's when it lists none), then those of its reply. */
function operationMessages(
  context: AsyncApiContext,
  channels: Map<string, Channel>,
  channel: Channel,
  { key, pointer, operation, origin }: Operation,
): MessageSource[] {
  const sources = listedMessages(operation['messages'], childPointer(pointer, 'messages'), origin, key)
  const result = sources ?? channelMessages(channel, origin)
  const reply = replyOf(context, operation, pointer)
  if (reply === undefined) return result
  const replyOrigin = opposite(origin)
  const listed = listedMessages(
    reply.value['messages'],
    childPointer(reply.pointer, 'messages'),
    replyOrigin,
    key,
  )
  if (listed !== undefined) return [...result, ...listed]
  if (reply.value['channel'] === undefined) {
    context.diagnostics.info(
      reply.pointer,
      'The reply names neither a channel nor messages; nothing to list.',
    )
    return result
  }
  const replyChannel = channelOf(
    context,
    channels,
    reply.value['channel'],
    childPointer(reply.pointer, 'channel'),
  )
  return replyChannel === undefined ? result : [...result, ...channelMessages(replyChannel, replyOrigin)]
}

function listedMessages(
  list: unknown,
  pointer: string,
  origin: WebSocketMessageOrigin,
  operationKey: string,
): MessageSource[] | undefined {
  if (!Array.isArray(list)) return undefined
  return Array.from(list, (value, index) => {
    const ref = isObject(value) ? stringOr(value['$ref']) : undefined
    const target = ref === undefined ? undefined : refToPointer(ref)
    return {
      value,
      pointer: childPointer(pointer, index),
      origin,
      fallbackName: target === undefined ? `${operationKey}-${index + 1}` : lastPointerSegment(target),
    }
  })
}

function channelMessages({ pointer, channel }: Channel, origin: WebSocketMessageOrigin): MessageSource[] {
  return Object.entries(objectOr(channel['messages'])).map(([name, value]) => ({
    value,
    pointer: childPointer(pointer, 'messages', name),
    origin,
    fallbackName: name,
  }))
}
