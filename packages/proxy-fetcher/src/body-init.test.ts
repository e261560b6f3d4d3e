import { JsonNumber } from '@api-explorer/model'
import type { RunningProxy } from '@api-explorer/proxy-server'
import { startProxyServer } from '@api-explorer/proxy-server'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { beforeAll, describe, expect, it } from 'vitest'
import { toBodyInit } from './body-init.js'
import { sendRequest } from './send-request.js'

const MAX_UINT64 = '18446744073709551615'
const MIN_LONG = '-9223372036854775808'
const value = { id: new JsonNumber(MAX_UINT64), offset: new JsonNumber(MIN_LONG), count: 3, name: 'Ada' }
const exact = `{"id":${MAX_UINT64},"offset":${MIN_LONG},"count":3,"name":"Ada"}`

describe('toBodyInit', () => {
  it('writes a JSON body with its JsonNumbers digit for digit, as compact as JSON.stringify', () => {
    expect(toBodyInit({ type: 'json', value })).toBe(exact)
    expect(toBodyInit({ type: 'json', value: { a: [1, 'b'] } })).toBe('{"a":[1,"b"]}')
  })
})

describe('sending exact numbers', () => {
  let proxy: RunningProxy
  let upstream: RecordingServer
  beforeAll(async () => {
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
    upstream = await startRecordingServer()
    return async () => {
      await upstream.close()
      await proxy.close()
    }
  })

  it('puts a uint64 and a long on the wire as typed, through the proxy and direct', async () => {
    const request = {
      method: 'POST',
      url: `${upstream.url}/numbers`,
      query: [],
      headers: [['Content-Type', 'application/json']] as Array<[string, string]>,
      body: { type: 'json' as const, value },
    }
    await sendRequest(request, { proxyUrl: proxy.url })
    await sendRequest(request, { direct: true })
    expect(upstream.requests.map((received) => received.body.toString('utf8'))).toEqual([exact, exact])
  })
})
