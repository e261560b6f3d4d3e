import type { HttpRequest } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, NullResponseBodyError } from './errors.js'
import { createResponseStore } from './response-store.js'
import type { TestServer } from './test-support/servers.js'
import { gate, startHttpServer } from './test-support/servers.js'

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

  it('records a transport failure as failed instead of rejecting, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const closed = await startRecordingServer()
    await closed.close()
    const store = createResponseStore()
    await store.getState().send(request(`${closed.url}/`))
    const { response } = store.getState()
    expect(response.type).toBe('failed')
    expect(response.type === 'failed' && response.error).toBeInstanceOf(NetworkError)
    expect(errors).toHaveBeenCalledWith(
      'An unexpected error occurred while sending request to the proxy server',
      expect.any(NetworkError),
    )
  })

  it('turns an unexpected error, such as a broken file value, into the failed state', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = createResponseStore()
    const file = { name: 'x', lastModified: 0, size: 1, type: '', dataUrl: 'not a data url' }
    await store
      .getState()
      .send({ ...request(`${upstream.url}/`), method: 'POST', body: { type: 'bytes', file } })
    const { response } = store.getState()
    expect(response.type === 'failed' && response.error).toBeInstanceOf(TypeError)
    expect(errors).toHaveBeenCalledWith(
      'An unexpected error occurred while sending request to the proxy server',
      expect.any(TypeError),
    )
    expect(upstream.requests).toHaveLength(0)
  })

  it('keeps only the latest of two overlapping sends', async () => {
    const store = createResponseStore()
    const first = store.getState().send(request(`${upstream.url}/first`))
    const second = store.getState().send(request(`${upstream.url}/second`))
    await Promise.all([first, second])
    expect(store.getState().response.type).toBe('loaded')
    expect(store.getState().lastRequest?.url).toBe(`${upstream.url}/second`)
  })

  describe('with a streaming endpoint', () => {
    let streaming: TestServer
    let held = gate()
    afterEach(async () => {
      held.open()
      await streaming.close()
    })
    beforeEach(async () => {
      held = gate()
      streaming = await startHttpServer((incoming, response) => {
        if (incoming.url === '/empty') {
          response.writeHead(204).end()
          return
        }
        response.writeHead(200, { 'Content-Type': 'text/plain' })
        response.write('first ')
        void held.wait.then(() => response.end('second'))
      })
    })

    it('updates the loaded state as chunks arrive', async () => {
      const store = createResponseStore()
      const bodies: unknown[] = []
      store.subscribe(({ response }) => {
        if (response.type === 'loaded') {
          bodies.push(response.value.response.body)
          held.open()
        }
      })
      await store.getState().send(request(`${streaming.url}/`), { stream: true })
      expect(bodies[0]).toBe('first ')
      expect(bodies.at(-1)).toBe('first second')
      const { response } = store.getState()
      expect(response.type === 'loaded' && response.value.type).toBe('stream')
    })

    it('keeps the text received so far when a stream is cancelled', async () => {
      const store = createResponseStore()
      store.subscribe(({ response }) => {
        if (response.type === 'loaded') store.getState().abort()
      })
      await store.getState().send(request(`${streaming.url}/`), { stream: true })
      const { response } = store.getState()
      expect(response.type === 'loaded' && response.value.response.body).toBe('first ')
    })

    it('fails with "Response body is null" when the stream has no body', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const store = createResponseStore()
      await store.getState().send(request(`${streaming.url}/empty`), { stream: true })
      const { response } = store.getState()
      expect(response.type === 'failed' && response.error).toBeInstanceOf(NullResponseBodyError)
      expect(response.type === 'failed' && response.error.message).toBe('Response body is null')
      expect(errors).toHaveBeenCalledOnce()
    })
  })
})
