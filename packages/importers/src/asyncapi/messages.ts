import type { TypeShape, WebSocketMessage } from '@api-explorer/model'

import { arrayOr, isObject, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer, lastPointerSegment } from '../shared/json-pointer.js'
import { UNKNOWN_SHAPE, availabilityOf } from '../shared/schema/schema-facts.js'
import { UniqueIds } from '../shared/unique-ids.js'
import type { AsyncApiContext, MessageSource } from './context.js'
import { applyTraits } from './traits.js'

/** A message example, ready to become a one-message example session. */
export type MessageExample = { type: string; name?: string; description?: string; body: unknown }

/** The messages of one channel and the examples they carry. */
export type ImportedMessages = { messages: WebSocketMessage[]; examples: MessageExample[] }

/** Where a message's id comes from when it has no `messageId`/`name`: its key under these. */
const MESSAGE_CONTAINERS = [/^\/components\/messages\/[^/]+$/, /^\/channels\/[^/]+\/messages\/[^/]+$/]

/**
 * The channel's messages, in order. A message reached twice from the same side (e.g. as an operation message
 * and as a reply) is listed once; a message both sides send is listed once per side under the same type id.
 * Type ids are unique within the channel.
 */
export function importMessages(context: AsyncApiContext, sources: MessageSource[]): ImportedMessages {
  const messages: WebSocketMessage[] = []
  const examples: MessageExample[] = []
  const typesByPointer = new Map<string, string>()
  const seen = new Set<string>()
  const types = new UniqueIds()
  for (const source of sources) {
    const resolved = context.refs.follow(source.value, source.pointer)
    if (resolved === undefined) continue
    if (!isObject(resolved.value)) {
      context.diagnostics.error(source.pointer, 'A message must be an object; skipped.')
      continue
    }
    const key = `${source.origin} ${resolved.pointer}`
    if (seen.has(key)) continue
    seen.add(key)
    const message = applyTraits(context, resolved.value, resolved.pointer, context.major === 3)
    let type = typesByPointer.get(resolved.pointer)
    if (type === undefined) {
      type = types.allocate(messageName(message, resolved.pointer) ?? source.fallbackName)
      typesByPointer.set(resolved.pointer, type)
      examples.push(...messageExamples(context, message, resolved.pointer, type))
    }
    const displayName = textOr(message['title'])
    const description = joinText(textOr(message['summary']), textOr(message['description']))
    const availability = availabilityOf(message)
    if (message['headers'] !== undefined) {
      context.diagnostics.info(
        childPointer(resolved.pointer, 'headers'),
        'Message headers are not part of a WebSocket frame; not imported.',
      )
    }
    messages.push({
      type,
      origin: source.origin,
      body: payloadShape(context, message, resolved.pointer),
      ...(displayName === undefined ? {} : { displayName }),
      ...(description === undefined ? {} : { description }),
      ...(availability === undefined ? {} : { availability }),
    })
  }
  return { messages, examples }
}

function messageName(message: JsonObject, pointer: string): string | undefined {
  const named = textOr(message['messageId']) ?? textOr(message['name'])
  if (named !== undefined) return named
  return MESSAGE_CONTAINERS.some((pattern) => pattern.test(pointer)) ? lastPointerSegment(pointer) : undefined
}

/** JSON Schema, AsyncAPI Schema and OpenAPI Schema payloads are read; Avro, RAML, Protobuf… are not. */
const READABLE_SCHEMA_FORMATS = [
  'application/vnd.aai.asyncapi',
  'application/schema+',
  'application/vnd.oai.openapi',
]

function payloadShape(context: AsyncApiContext, message: JsonObject, pointer: string): TypeShape {
  let payload = message['payload']
  let payloadPointer = childPointer(pointer, 'payload')
  let format = stringOr(message['schemaFormat'])
  // AsyncAPI 3.0 Multi Format Schema Object: `{ schemaFormat, schema }` in place of the schema.
  if (
    context.major === 3 &&
    isObject(payload) &&
    payload['schemaFormat'] !== undefined &&
    'schema' in payload
  ) {
    format = stringOr(payload['schemaFormat'])
    payload = payload['schema']
    payloadPointer = childPointer(payloadPointer, 'schema')
  }
  if (payload === undefined) {
    return UNKNOWN_SHAPE
  }
  if (format !== undefined && !READABLE_SCHEMA_FORMATS.some((prefix) => format.startsWith(prefix))) {
    context.diagnostics.warning(
      payloadPointer,
      `Payload schema format "${format}" is not supported; the message body is imported as unknown.`,
    )
    return UNKNOWN_SHAPE
  }
  return context.converter.shape(payload, payloadPointer)
}

function messageExamples(
  context: AsyncApiContext,
  message: JsonObject,
  pointer: string,
  type: string,
): MessageExample[] {
  const examples: MessageExample[] = []
  arrayOr(message['examples']).forEach((entry, index) => {
    const examplePointer = childPointer(pointer, 'examples', index)
    const example = context.refs.follow(entry, examplePointer)?.value
    if (!isObject(example) || example['payload'] === undefined) {
      context.diagnostics.info(examplePointer, 'A message example without a payload is not imported.')
      return
    }
    const name = textOr(example['name'])
    const description = textOr(example['summary'])
    examples.push({
      type,
      body: example['payload'],
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
    })
  })
  return examples
}

function joinText(first: string | undefined, second: string | undefined): string | undefined {
  if (first === undefined || second === undefined) return first ?? second
  return first.trim() === second.trim() ? second : `${first}\n\n${second}`
}
