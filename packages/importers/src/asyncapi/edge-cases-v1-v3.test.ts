import { describe, expect, it } from 'vitest'

import { importAsyncApi } from './import-asyncapi.js'

describe('importAsyncApi 3.0 details', () => {
  const servers = { prod: { host: 'ws.example.com', pathname: '/v1', protocol: 'wss' } }

  it('makes replies to a send operation client messages', async () => {
    const result = await importAsyncApi({
      asyncapi: '3.0.0',
      servers,
      channels: {
        probe: { address: '/probe', messages: { ping: { payload: {} }, pong: { payload: {} } } },
      },
      operations: {
        ask: {
          action: 'send',
          channel: { $ref: '#/channels/probe' },
          messages: [{ $ref: '#/channels/probe/messages/ping' }],
          reply: { messages: [{ $ref: '#/channels/probe/messages/pong' }] },
        },
      },
    })
    const probe = result.definition.websockets['probe']
    expect(probe?.messages.map((m) => `${m.origin}:${m.type}`)).toEqual(['server:ping', 'client:pong'])
    expect(probe?.environments).toEqual([{ id: 'prod', baseUrl: 'wss://ws.example.com/v1' }])
    expect(probe?.operationId).toBe('ask')
  })

  it('lists the messages of a channel no operation uses as server messages, with a warning', async () => {
    const result = await importAsyncApi({
      asyncapi: '3.0.0',
      servers,
      channels: { lonely: { address: '/lonely', messages: { note: { payload: { type: 'string' } } } } },
    })
    expect(result.definition.websockets['lonely']?.messages).toMatchObject([
      { type: 'note', origin: 'server' },
    ])
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'warning', pointer: '/channels/lonely' }),
    )
  })

  it('reads 3.0 parameters and inline security schemes of a server', async () => {
    const result = await importAsyncApi({
      asyncapi: '3.0.0',
      servers: {
        prod: { ...servers.prod, security: [{ type: 'httpApiKey', name: 'token', in: 'query' }] },
      },
      channels: {
        room: {
          address: '/rooms/{id}',
          parameters: { id: { enum: ['a', 'b'], default: 'a', description: 'Room' } },
          messages: { say: { payload: { type: 'string' }, examples: [{ name: 'hi', payload: 'hi' }] } },
        },
      },
      operations: { talk: { action: 'receive', channel: { $ref: '#/channels/room' } } },
    })
    const room = result.definition.websockets['room']
    expect(room?.pathParameters).toMatchObject([
      { key: 'id', description: 'Room', valueShape: { type: 'enum', default: 'a' } },
    ])
    expect(room?.queryParameters?.map((parameter) => parameter.key)).toEqual(['token'])
    expect(room?.messages).toMatchObject([{ type: 'say', origin: 'client' }])
    expect(room?.examples).toEqual([
      { path: '/rooms/a', name: 'hi', pathParameters: { id: 'a' }, messages: [{ type: 'say', body: 'hi' }] },
    ])
  })

  it('reports an operation whose channel reference is missing and goes on', async () => {
    const result = await importAsyncApi({
      asyncapi: '3.0.0',
      servers,
      channels: {},
      operations: { lost: { action: 'send', channel: { $ref: '#/channels/nowhere' } } },
    })
    expect(result.definition.websockets).toEqual({})
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ severity: 'error', pointer: '/operations/lost/channel' }),
    )
  })
})

describe('importAsyncApi 1.x', () => {
  it('imports a WebSocket stream: read is what the server sends, write what the client sends', async () => {
    const result = await importAsyncApi({
      asyncapi: '1.2.0',
      info: { title: 'Ticker' },
      servers: [{ url: 'ticker.example.com/stream', scheme: 'wss' }],
      stream: {
        read: [{ summary: 'Tick', payload: { type: 'number' } }],
        write: [{ payload: { type: 'string' } }],
      },
    })
    expect(result.format).toBe('asyncapi-1')
    const stream = result.definition.websockets['stream']
    expect(stream?.environments).toEqual([
      { id: 'wss://ticker.example.com/stream', baseUrl: 'wss://ticker.example.com/stream' },
    ])
    expect(stream?.path).toEqual([])
    expect(stream?.messages.map((m) => `${m.origin}:${m.type}`)).toEqual(['client:write-1', 'server:read-1'])
  })
})
