import type { ExampleWebSocketSession, ObjectProperty, WebSocketChannel } from '@api-explorer/model'

import { ownValue } from '../shared/guards.js'
import { availabilityOf } from '../shared/schema/schema-facts.js'
import type { AsyncApiContext, ChannelSource } from './context.js'
import { importMessages, type MessageExample } from './messages.js'
import { channelPath, wsBindingProperties } from './parameters.js'
import { channelServers } from './servers.js'

/**
 * One channel → a websocket channel, or undefined (with a warning naming the protocols) when none of its
 * servers speaks WebSocket: the playground opens WebSockets, so an MQTT or Kafka topic cannot be tried there.
 */
export function buildChannel(
  context: AsyncApiContext,
  source: ChannelSource,
  id: string,
): WebSocketChannel | undefined {
  const { channel, pointer } = source
  const bindings = wsBindingProperties(context, channel, pointer)
  const servers = channelServers(source.servers, bindings.hasWsBinding, context.refs, context.diagnostics)
  if (servers.otherProtocols !== undefined) {
    context.diagnostics.warning(
      pointer,
      `Channel "${source.name}" is only served over ${servers.otherProtocols.join(', ')}, not WebSocket; skipped.`,
    )
    return undefined
  }
  const { path, pathParameters, exampleValues } = channelPath(context, channel, pointer, source.address)
  const { messages, examples } = importMessages(context, source.messages)
  const serverAuth = servers.usable.flatMap((server) =>
    context.major === 3
      ? context.security.fromSchemes(
          server.server['security'],
          `${server.pointer}/security`,
          server.name ?? 'server',
        )
      : context.security.fromRequirements(server.server['security'], `${server.pointer}/security`),
  )
  const { auth, queryParameters: keyParameters } = context.security.channelAuth([
    ...new Set([...serverAuth, ...source.operationAuth]),
  ])
  const queryParameters = mergeProperties(bindings.queryParameters, keyParameters)
  const availability = availabilityOf(channel)
  const sessions = exampleSessions(examples, source.address ?? '', exampleValues)
  return {
    id,
    path,
    messages,
    ...(source.displayName === undefined ? {} : { displayName: source.displayName }),
    ...(source.operationId === undefined ? {} : { operationId: source.operationId }),
    ...(source.description === undefined ? {} : { description: source.description }),
    ...(availability === undefined ? {} : { availability }),
    ...(source.tag === undefined ? {} : { namespace: [context.namespaceOf(source.tag)] }),
    ...(auth.length === 0 ? {} : { auth }),
    ...(servers.environments.length === 0 ? {} : { environments: servers.environments }),
    ...(pathParameters.length === 0 ? {} : { pathParameters }),
    ...(queryParameters.length === 0 ? {} : { queryParameters }),
    ...(bindings.requestHeaders.length === 0 ? {} : { requestHeaders: bindings.requestHeaders }),
    ...(sessions.length === 0 ? {} : { examples: sessions }),
  }
}

/** Declared properties first; an API-key parameter is added unless one with its name is declared. */
function mergeProperties(declared: ObjectProperty[], added: ObjectProperty[]): ObjectProperty[] {
  const keys = new Set(declared.map((property) => property.key))
  return [...declared, ...added.filter((property) => !keys.has(property.key))]
}

/**
 * One session per message example: AsyncAPI examples are per message, and the document does not say in which
 * order a conversation goes, so no multi-message session is invented. The path is filled with the parameter
 * values the document gives; the others keep their `{placeholder}`.
 */
function exampleSessions(
  examples: MessageExample[],
  address: string,
  values: Record<string, unknown>,
): ExampleWebSocketSession[] {
  const template = address.startsWith('/') || address === '' ? address : `/${address}`
  const path = template.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const value = ownValue(values, name)
    return value === undefined || value === null ? whole : encodeURIComponent(String(value))
  })
  const pathParameters = Object.keys(values).length === 0 ? {} : { pathParameters: values }
  return examples.map((example, index) => ({
    path,
    name: example.name ?? `${example.type} example ${index + 1}`,
    ...(example.description === undefined ? {} : { description: example.description }),
    ...pathParameters,
    messages: [{ type: example.type, body: example.body }],
  }))
}
