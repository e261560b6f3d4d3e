import { resolveObjectURL } from 'node:buffer'
import type { HttpRequest, Loadable, ResponseResult } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkError, NullResponseBodyError } from './errors.js'
import { createResponseStore } from './response-store.js'
import type { TestServer } from '../test/servers.js'
import { gate, startHttpServer } from '../test/servers.js'
import { until } from '../test/until.js'

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

  describe('with sends that overlap', () => {
    // /file answers a PNG, /json a JSON body, /stream writes one chunk and stays open, /slow never answers.
    let api: TestServer
    beforeEach(async () => {
      api = await startHttpServer((incoming, response) => {
        if (incoming.url === '/file') {
          response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from([1, 2, 3]))
        } else if (incoming.url === '/json') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}')
        } else if (incoming.url === '/stream') {
          response.writeHead(200, { 'Content-Type': 'text/plain' }).write('first ')
        }
      })
    })
    afterEach(async () => {
      await api.close()
    })

    const shown = (response: Loadable<ResponseResult, Error>): string =>
      response.type === 'loaded' ? `loaded ${response.value.type}` : response.type
    const fileUrl = (response: Loadable<ResponseResult, Error>): string =>
      response.type === 'loaded' && response.value.type === 'file' ? response.value.response.body : ''
    const loadFile = async (store: ReturnType<typeof createResponseStore>): Promise<string> => {
      await store.getState().send(request(`${api.url}/file`))
      const url = fileUrl(store.getState().response)
      expect(resolveObjectURL(url)).toBeDefined()
      return url
    }

    it('revokes a file replaced by a send that started while another was loading', async () => {
      const store = createResponseStore()
      const url = await loadFile(store)
      const slow = store.getState().send(request(`${api.url}/slow`))
      await store.getState().send(request(`${api.url}/json`))
      await slow
      expect(shown(store.getState().response)).toBe('loaded json')
      expect(resolveObjectURL(url)).toBeUndefined()
    })

    it('goes back to the state before the first of overlapping sends on abort', async () => {
      const store = createResponseStore()
      const url = await loadFile(store)
      const first = store.getState().send(request(`${api.url}/slow`))
      const second = store.getState().send(request(`${api.url}/slow`))
      store.getState().abort()
      expect(fileUrl(store.getState().response)).toBe(url)
      await Promise.all([first, second])
      expect(fileUrl(store.getState().response)).toBe(url)
      expect(resolveObjectURL(url)).toBeDefined()

      // The restored file is the state again: the next send replaces and revokes it.
      await store.getState().send(request(`${api.url}/json`))
      expect(resolveObjectURL(url)).toBeUndefined()
    })

    it('goes back to the text a replaced stream had shown on abort', async () => {
      const store = createResponseStore()
      const url = await loadFile(store)
      const streaming = store.getState().send(request(`${api.url}/stream`), { stream: true })
      await until(store, ({ response }) => response.type === 'loaded')
      expect(resolveObjectURL(url)).toBeUndefined()
      const slow = store.getState().send(request(`${api.url}/slow`))
      expect(store.getState().response.type).toBe('loading')
      store.getState().abort()
      await Promise.all([streaming, slow])
      const { response } = store.getState()
      expect(response.type === 'loaded' && response.value.response.body).toBe('first ')
    })

    it('stays reset when reset during a send, releasing the file the send would have restored', async () => {
      const store = createResponseStore()
      const url = await loadFile(store)
      const slow = store.getState().send(request(`${api.url}/slow`))
      store.getState().reset()
      expect(resolveObjectURL(url)).toBeUndefined()
      await slow
      expect(store.getState().response).toEqual({ type: 'notStartedLoading' })

      // Nothing of the cancelled send is left: a later send aborted goes back to "not started".
      const next = store.getState().send(request(`${api.url}/slow`))
      store.getState().abort()
      await next
      expect(store.getState().response).toEqual({ type: 'notStartedLoading' })
    })

    it('shows a failure from before sending, cancelling a send in flight and releasing a file', async () => {
      const store = createResponseStore()
      const url = await loadFile(store)
      const slow = store.getState().send(request(`${api.url}/slow`))
      store.getState().fail(new Error('Failed to login with the provided credentials'))
      expect(resolveObjectURL(url)).toBeUndefined()
      await slow
      const { response } = store.getState()
      expect(response.type === 'failed' && response.error.message).toBe(
        'Failed to login with the provided credentials',
      )
    })

    it('stays reset when reset during a send that follows a loaded response', async () => {
      const store = createResponseStore()
      await store.getState().send(request(`${api.url}/json`))
      const slow = store.getState().send(request(`${api.url}/slow`))
      store.getState().reset()
      await slow
      expect(store.getState().response).toEqual({ type: 'notStartedLoading' })
    })
  })
})
