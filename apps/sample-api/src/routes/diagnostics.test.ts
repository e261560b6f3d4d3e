import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

describe('diagnostics routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  it('answers /slow after the delay asked for', async () => {
    const started = performance.now()
    const response = await fetch(`${api.url}/slow?delayMs=60`)
    expect(await response.json()).toEqual({ delayedMs: 60 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(55)
  })

  it('rejects a delay out of range', async () => {
    const response = await fetch(`${api.url}/slow?delayMs=30001`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'InvalidQueryError',
      content: { parameter: 'delayMs' },
    })
  })

  it('keeps serving after a client abandons a slow request', async () => {
    const controller = new AbortController()
    const pending = fetch(`${api.url}/slow?delayMs=10000`, { signal: controller.signal })
    setTimeout(() => controller.abort(), 30)
    await expect(pending).rejects.toThrow()
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200)
  })

  it('fails with the status asked for', async () => {
    const response = await fetch(`${api.url}/fail?status=503`)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: 'InternalServerError',
      content: 'Failure requested with status 503',
    })
  })

  it('fails with 500 by default and refuses a status outside 400–599', async () => {
    expect((await fetch(`${api.url}/fail`)).status).toBe(500)
    const response = await fetch(`${api.url}/fail?status=200`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: 'InvalidQueryError',
      content: { parameter: 'status' },
    })
  })
})
