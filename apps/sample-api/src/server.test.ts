import { once } from 'node:events'
import { createServer } from 'node:http'
import { closeServer, listenOnFreePort } from '@api-explorer/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { ApiDefinition } from '@api-explorer/model'
import type { RunningSampleApi } from './server.js'
import { startSampleApi } from './server.js'
import { sampleApiDefinition } from './definition/index.js'

describe('startSampleApi', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  it('listens on 127.0.0.1 and answers /healthz with ok', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${api.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('ok')
  })

  it('serves its definition with its own origin as every base URL', async () => {
    const definition = (await (await fetch(`${api.url}/definition.json`)).json()) as ApiDefinition
    expect(definition.id).toBe('sample-api')
    expect(definition.endpoints.getUser?.environments).toEqual([{ id: 'local', baseUrl: api.url }])
    expect(definition.websockets.rooms?.environments?.[0]?.baseUrl).toBe(api.url.replace('http:', 'ws:'))
  })

  it.each(['getUser', 'listUsers'])(
    'answers the %s example of its definition exactly as it says',
    async (id) => {
      const example = sampleApiDefinition.endpoints[id]?.examples?.[0]
      const query = new URLSearchParams()
      for (const [name, value] of Object.entries(example?.queryParameters ?? {})) {
        for (const item of [value].flat()) query.append(name, String(item))
      }
      const response = await fetch(`${api.url}${example?.path}?${query}`)
      expect(response.status).toBe(example?.responseStatusCode)
      expect(await response.json()).toEqual(example?.responseBody?.value)
    },
  )

  it('answers a CORS preflight from any origin', async () => {
    const response = await fetch(`${api.url}/users`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-request-id',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type,x-request-id')
  })

  it('adds CORS headers to answers, errors included, and exposes the headers it sets', async () => {
    const response = await fetch(`${api.url}/nowhere`, { headers: { Origin: 'https://docs.example.com' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error: 'NotFoundError' })
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-expose-headers')?.split(',')).toEqual(
      expect.arrayContaining(['X-Request-Id', 'Content-Disposition', 'WWW-Authenticate']),
    )
  })

  it('gives each server its own users', async () => {
    const other = await startSampleApi({ port: 0 })
    try {
      await fetch(`${other.url}/users/usr_ada`, { method: 'DELETE' })
      expect((await fetch(`${other.url}/users/usr_ada`)).status).toBe(404)
      expect((await fetch(`${api.url}/users/usr_ada`)).status).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('rejects when the port is taken', async () => {
    const blocker = createServer()
    const origin = await listenOnFreePort(blocker)
    try {
      await expect(startSampleApi({ port: Number(new URL(origin).port) })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await closeServer(blocker)
    }
  })
})

describe('RunningSampleApi.close', () => {
  it('ends open websocket sessions and streams promptly', async () => {
    const api = await startSampleApi({ port: 0 })
    const socket = new WebSocket(`${api.url.replace('http', 'ws')}/ws/rooms/lobby`)
    await once(socket, 'message')
    const stream = await fetch(`${api.url}/events/sse?count=50&intervalMs=5000`)
    const reader = stream.body!.getReader()
    await reader.read()

    const started = performance.now()
    const socketClosed = once(socket, 'close')
    await api.close()
    const [code] = (await socketClosed) as [number]
    expect(code).toBe(1001)
    await expect(reader.read()).rejects.toThrow()
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
