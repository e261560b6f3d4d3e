import { describe, expect, it } from 'vitest'

import { InvalidDocumentError } from '../shared/errors.js'
import { importAsyncApi } from './import-asyncapi.js'
import { danglingTypeIds } from '../../test/asyncapi.js'

const wss = { public: { url: 'wss://stream.example.com', protocol: 'wss' } }

async function rejection(input: string | object): Promise<InvalidDocumentError> {
  const error: unknown = await importAsyncApi(input).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(InvalidDocumentError)
  return error as InvalidDocumentError
}

describe('importAsyncApi on input that is not AsyncAPI', () => {
  it('rejects another format, naming it', async () => {
    const error = await rejection({ openapi: '3.1.0', info: { title: 'x' }, paths: {} })
    expect(error.message).toContain('openapi-3.1')
    expect(error.location.pointer).toBe('')
  })

  it('rejects an unknown major version at /asyncapi', async () => {
    expect((await rejection({ asyncapi: '4.0.0' })).location.pointer).toBe('/asyncapi')
  })

  it('rejects channels that are not an object at /channels', async () => {
    expect((await rejection({ asyncapi: '2.6.0', channels: ['a'] })).location.pointer).toBe('/channels')
  })

  it('rejects broken YAML with its line', async () => {
    expect((await rejection('asyncapi: 2.6.0\nchannels: [\n')).location.line).toBeGreaterThan(0)
  })
})

describe('importAsyncApi 2.x details', () => {
  it('maps publish to client and subscribe to server messages, one per oneOf entry', async () => {
    const { definition } = await importAsyncApi({
      asyncapi: '2.6.0',
      info: { title: 'Chat' },
      servers: wss,
      channels: {
        '/chat': {
          publish: { message: { messageId: 'say', payload: { type: 'string' } } },
          subscribe: {
            message: {
              oneOf: [{ name: 'said', payload: { type: 'string' } }, { payload: { type: 'integer' } }],
            },
          },
        },
      },
    })
    expect(definition.websockets['chat']?.messages.map((m) => `${m.origin}:${m.type}`)).toEqual([
      'client:say',
      'server:said',
      'server:subscribe-2',
    ])
  })

  it('reports a $ref to a missing message or schema and goes on', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: wss,
      channels: {
        '/a': {
          publish: { message: { $ref: '#/components/messages/Missing' } },
          subscribe: { message: { payload: { $ref: '#/components/schemas/Nope' } } },
        },
      },
    })
    const channel = result.definition.websockets['a']
    expect(channel?.messages).toEqual([
      { type: 'subscribe', origin: 'server', body: { type: 'alias', value: { type: 'unknown' } } },
    ])
    expect(result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.pointer)).toEqual([
      '/channels/~1a/publish/message',
      '/channels/~1a/subscribe/message/payload',
    ])
    expect(danglingTypeIds(result.definition)).toEqual([])
  })

  it('reaches an https server as wss when the channel has a ws binding, and drops MQTT servers', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: {
        web: {
          url: 'https://api.example.com/{version}',
          protocol: 'https',
          variables: { version: { default: 'v2' } },
        },
        broker: { url: 'broker.example.com:1883', protocol: 'mqtt' },
      },
      channels: {
        feed: {
          bindings: {
            ws: {
              headers: {
                type: 'object',
                properties: { 'X-Client': { type: 'string' } },
                required: ['X-Client'],
              },
            },
          },
          subscribe: { message: { payload: { type: 'object' } } },
        },
      },
    })
    const feed = result.definition.websockets['feed']
    expect(feed?.environments).toEqual([{ id: 'web', baseUrl: 'wss://api.example.com/v2' }])
    expect(feed?.path).toEqual([{ type: 'literal', value: '/feed' }])
    expect(feed?.requestHeaders?.[0]).toMatchObject({
      key: 'X-Client',
      valueShape: { value: { type: 'primitive' } },
    })
    expect(result.diagnostics.map((d) => `${d.severity} ${d.pointer}`)).toEqual([
      'info /servers/web',
      'info /servers/broker',
    ])
  })

  it('keeps a placeholder for a server variable without a default, with a warning', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: { s: { url: 'wss://{tenant}.example.com', protocol: 'wss', variables: { tenant: {} } } },
      channels: { '/': { subscribe: { message: { payload: {} } } } },
    })
    expect(result.definition.websockets['root']?.environments?.[0]?.baseUrl).toBe(
      'wss://{tenant}.example.com',
    )
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ pointer: '/servers/s/variables/tenant' }),
    )
  })

  it('imports header, bearer and basic schemes and reports the ones a handshake cannot carry', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: {
        s: {
          url: 'wss://x.example.com',
          protocol: 'wss',
          security: [{ key: [] }, { bearer: [] }, { basic: [] }, { cert: [] }],
        },
      },
      channels: { '/': { subscribe: { message: { payload: {} } } } },
      components: {
        securitySchemes: {
          key: { type: 'httpApiKey', in: 'header', name: 'X-Api-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          basic: { type: 'http', scheme: 'basic' },
          cert: { type: 'X509' },
          unused: { type: 'userPassword' },
        },
      },
    })
    expect(result.definition.auths).toEqual({
      key: { type: 'header', headerWireValue: 'X-Api-Key' },
      bearer: { type: 'bearerAuth' },
      basic: { type: 'basicAuth' },
    })
    expect(result.definition.websockets['root']?.auth).toEqual(['key', 'bearer', 'basic'])
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', pointer: '/components/securitySchemes/cert' }),
    ])
  })

  it('merges 2.x message traits over the message, gives equal names distinct type ids, skips Avro payloads', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: wss,
      channels: {
        '/a': {
          subscribe: {
            message: {
              oneOf: [
                {
                  name: 'event',
                  title: 'Own',
                  traits: [{ title: 'From trait' }],
                  payload: { type: 'string' },
                },
                {
                  name: 'event',
                  schemaFormat: 'application/vnd.apache.avro;version=1.9.0',
                  payload: { type: 'record' },
                },
              ],
            },
          },
        },
      },
    })
    expect(result.definition.websockets['a']?.messages).toMatchObject([
      { type: 'event', displayName: 'From trait' },
      { type: 'event_2', body: { value: { type: 'unknown' } } },
    ])
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        pointer: '/channels/~1a/subscribe/message/oneOf/1/payload',
      }),
    )
  })

  it('types undeclared address parameters as strings', async () => {
    const result = await importAsyncApi({
      asyncapi: '2.6.0',
      servers: wss,
      channels: { '/rooms/{room}': { subscribe: { message: { payload: {} } } } },
    })
    expect(result.definition.websockets['rooms-room']?.pathParameters).toEqual([
      { key: 'room', valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } },
    ])
  })
})
