import type { HttpRequest } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NetworkError } from './errors.js'
import { createResponseStore } from './response-store.js'

describe('createResponseStore', () => {
  let upstream: RecordingServer
  beforeEach(async () => {
    upstream = await startRecordingServer({ body: '{"ok":true}' })
  })
  afterEach(async () => {
    await upstream.close()
  })

  const request = (url: string): HttpRequest => ({ method: 'GET', url, query: [], headers: [] })

  it('moves from not started through loading to loaded', async () => {
    const store = createResponseStore()
    expect(store.getState().response).toEqual({ type: 'notStartedLoading' })
    const states: string[] = []
    store.subscribe((state) => states.push(state.response.type))
    await store.getState().send(request(`${upstream.url}/a`))
    expect(states).toEqual(['loading', 'loaded'])
    const { response } = store.getState()
    expect(response.type === 'loaded' && response.value.response.body).toEqual({ ok: true })
    expect(store.getState().lastRequest?.url).toBe(`${upstream.url}/a`)
  })

  it('records a transport failure as failed instead of rejecting', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const store = createResponseStore()
    await store.getState().send(request(`${closed.url}/`))
    const { response } = store.getState()
    expect(response.type).toBe('failed')
    expect(response.type === 'failed' && response.error).toBeInstanceOf(NetworkError)
  })

  it('keeps only the latest of two overlapping sends', async () => {
    const store = createResponseStore()
    const first = store.getState().send(request(`${upstream.url}/first`))
    const second = store.getState().send(request(`${upstream.url}/second`))
    await Promise.all([first, second])
    expect(store.getState().response.type).toBe('loaded')
    expect(store.getState().lastRequest?.url).toBe(`${upstream.url}/second`)
  })
})
