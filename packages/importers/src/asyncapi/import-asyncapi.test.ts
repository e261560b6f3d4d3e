import type { WebSocketChannel } from '@api-explorer/model'
import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'

import type { ImportResult } from '../shared/import-result.js'
import { fixtureFiles, fixtureText } from '../../test/fixtures.js'
import { importAsyncApi } from './import-asyncapi.js'
import { danglingTypeIds } from '../../test/asyncapi.js'

async function importFixture(file: string): Promise<ImportResult> {
  return importAsyncApi(fixtureText(file))
}

function channel(result: ImportResult, id: string): WebSocketChannel {
  const found = result.definition.websockets[id]
  if (found === undefined)
    throw new Error(`no channel ${id} in ${Object.keys(result.definition.websockets).join(', ')}`)
  return found
}

function origins(channelValue: WebSocketChannel): string[] {
  return channelValue.messages.map((message) => `${message.origin}:${message.type}`)
}

describe('importAsyncApi on the real AsyncAPI fixtures', () => {
  const files = fixtureFiles().filter((file) => file.startsWith('asyncapi-'))

  it('finds the eight AsyncAPI fixtures', () => {
    expect(files).toHaveLength(8)
  })

  for (const file of files) {
    it(`imports ${file} into a valid definition whose type references all resolve`, async () => {
      const { definition, diagnostics } = await importFixture(file)
      const parsed = parseApiDefinition(definition)
      expect(parsed.ok ? [] : parsed.errors.slice(0, 5)).toEqual([])
      expect(danglingTypeIds(definition)).toEqual([])
      for (const diagnostic of diagnostics) expect(diagnostic.pointer).toMatch(/^(\/.*)?$/)
    })
  }

  for (const version of ['2.6', '3.0']) {
    it(`reads the Gemini ${version} market data channel`, async () => {
      const result = await importFixture(`asyncapi-${version}-websocket-gemini.yml`)
      expect(result.format).toBe(`asyncapi-${version[0]}`)
      expect(result.diagnostics).toEqual([])
      const channels = Object.values(result.definition.websockets)
      expect(channels).toHaveLength(1)
      const market = channels[0] as WebSocketChannel
      expect(market.displayName).toBe('Receive market updates on a given symbol')
      expect(market.path).toEqual([
        { type: 'literal', value: '/v1/marketdata/' },
        { type: 'pathParameter', value: 'symbol' },
      ])
      expect(market.environments).toEqual([{ id: 'public', baseUrl: 'wss://api.gemini.com' }])
      const symbol = market.pathParameters?.[0]
      expect(symbol?.key).toBe('symbol')
      expect(
        symbol?.valueShape.type === 'enum' && symbol.valueShape.values.map((value) => value.value),
      ).toContain('btcusd')
      expect(market.queryParameters?.map((parameter) => parameter.key)).toEqual([
        'heartbeat',
        'top_of_book',
        'bids',
        'offers',
        'trades',
        'auctions',
      ])
      expect(market.queryParameters?.[0]?.valueShape).toMatchObject({
        value: { type: 'optional', default: false },
      })
      expect(market.messages).toMatchObject([
        {
          type: 'marketData',
          origin: 'server',
          body: { type: 'alias', value: { type: 'id', id: 'market' } },
        },
      ])
      expect(Object.keys(result.definition.types)).toEqual([
        'market',
        'heartbeat',
        'update',
        'default',
        'events',
      ])
      expect(market.examples?.map((example) => example.name)).toEqual(['updateMessage', 'heartbeatMessage'])
      expect(market.examples?.[1]).toMatchObject({
        path: '/v1/marketdata/{symbol}',
        messages: [{ type: 'marketData', body: { type: 'heartbeat', socket_sequence: 1656 } }],
      })
    })
  }

  it('gives the 3.0 Gemini channel its key as id and its operation as operation id', async () => {
    const result = await importFixture('asyncapi-3.0-websocket-gemini.yml')
    expect(channel(result, 'marketDataV1').operationId).toBe('sendMarketData')
    const legacy = await importFixture('asyncapi-2.6-websocket-gemini.yml')
    expect(Object.keys(legacy.definition.websockets)).toEqual(['v1-marketdata-symbol'])
  })

  it('reads Kraken request/reply: requests are client messages, replies and updates server messages', async () => {
    const result = await importFixture('asyncapi-3.0-kraken-websocket-request-reply.yml')
    const { websockets } = result.definition
    expect(Object.keys(websockets)).toEqual(['ping', 'heartbeat', 'systemStatus', 'subscribe', 'unsubscribe'])
    expect(origins(channel(result, 'ping'))).toEqual(['client:ping', 'server:pong'])
    expect(origins(channel(result, 'heartbeat'))).toEqual(['server:heartbeat'])
    expect(origins(channel(result, 'systemStatus'))).toEqual(['server:systemStatus'])
    expect(origins(channel(result, 'subscribe'))).toEqual([
      'client:subscribe',
      'server:subscriptionStatus',
      'server:dummyCurrencyInfo',
    ])
    // The reply of `unsubscribe` lists one message of its reply channel.
    expect(origins(channel(result, 'unsubscribe'))).toEqual([
      'client:unsubscribe',
      'server:subscriptionStatus',
    ])
    expect(channel(result, 'subscribe')).toMatchObject({
      operationId: 'subscribe',
      path: [{ type: 'literal', value: '/' }],
    })
    expect(channel(result, 'subscribe').environments).toBeUndefined()
    expect(channel(result, 'subscribe').examples).toHaveLength(2)
    const infos = result.diagnostics
      .filter((diagnostic) => diagnostic.severity === 'info')
      .map((d) => d.pointer)
    expect(infos).toEqual(expect.arrayContaining(['/servers', '/channels/pong', '/channels/currencyInfo']))
  })

  for (const version of ['2.6', '3.0']) {
    it(`reads Slack RTM ${version}: one channel, the token as a query parameter, no WebSocket URL`, async () => {
      const result = await importFixture(`asyncapi-${version}-slack-rtm.yml`)
      const channels = Object.values(result.definition.websockets)
      expect(channels).toHaveLength(1)
      const rtm = channels[0] as WebSocketChannel
      const client = rtm.messages.filter((message) => message.origin === 'client')
      const server = rtm.messages.filter((message) => message.origin === 'server')
      expect(client.map((message) => message.type)).toEqual(['outgoingMessage'])
      expect(server).toHaveLength(46)
      expect(server[0]?.type).toBe('hello')
      expect(rtm.queryParameters?.map((parameter) => parameter.key)).toEqual(['token'])
      expect(rtm.environments).toBeUndefined()
      expect(result.diagnostics).toContainEqual(
        expect.objectContaining({ severity: 'warning', pointer: '/servers/production' }),
      )
    })
  }

  for (const version of ['2.6', '3.0']) {
    it(`skips the MQTT-only streetlights ${version} channels with one warning each`, async () => {
      const result = await importFixture(`asyncapi-${version}-streetlights-mqtt.yml`)
      expect(result.definition.websockets).toEqual({})
      const warnings = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'warning')
      expect(warnings).toHaveLength(4)
      for (const warning of warnings) {
        expect(warning.pointer).toMatch(/^\/channels\//)
        expect(warning.message).toContain('mqtt')
      }
      // The schemas are still there for the docs; broker-only security adds no auth.
      expect(Object.keys(result.definition.types)).toHaveLength(4)
      expect(result.definition.auths).toEqual({})
    })
  }

  it('imports the AsyncAPI 1.2 Slack Events API without throwing: its HTTPS topics are skipped one by one', async () => {
    const result = await importFixture('asyncapi-1.2-slack-events-api.json')
    expect(result.format).toBe('asyncapi-1')
    expect(result.definition.websockets).toEqual({})
    const topics = result.diagnostics.filter((diagnostic) => diagnostic.pointer.startsWith('/topics/'))
    expect(topics).toHaveLength(66)
    expect(topics.every((diagnostic) => diagnostic.severity === 'warning')).toBe(true)
    expect(topics[0]?.message).toContain('https')
    expect(result.definition.apiName).toBe('Slack Events API')
  })
})
