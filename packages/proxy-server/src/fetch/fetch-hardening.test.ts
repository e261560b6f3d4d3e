import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { createFetchHandler } from './fetch-handler.js'

const PROXY = 'https://proxy.example.com'

describe('the Fetch-API handler under hostile or slow targets', () => {
  let upstream: TestUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
  })
  afterAll(async () => {
    await upstream.close()
  })

  it('streams an encoded body instead of holding its decoded size in memory', async () => {
    const handle = createFetchHandler({ allowPrivate: true })
    const response = await handle(new Request(`${PROXY}/${upstream.url}/gzip`))
    expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(((await response.json()) as { padding: string }).padding).toHaveLength(100_000)
  })

  it('times out the wait for headers only, never a long stream', async () => {
    const handle = createFetchHandler({ allowPrivate: true, upstreamHeadersTimeoutMs: 200 })
    const response = await handle(new Request(`${PROXY}/${upstream.url}/ticks`))
    const text = await response.text()
    expect(text.match(/data: \d/g)).toHaveLength(5)
  })

  it('adds the safety headers and drops forged protocol headers', async () => {
    const handle = createFetchHandler({ allowPrivate: true })
    const response = await handle(new Request(`${PROXY}/${upstream.url}/forged`))
    await response.text()
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
    expect(response.headers.get('x-fern-proxy-response-time')).toBeNull()
  })
})
