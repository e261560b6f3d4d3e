import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { apiRoute, fetchKeyInjectionConfig, KeyInjectionConfigError } from './key-injection-config.js'

let server: RecordingServer
let url: string

beforeAll(async () => {
  server = await startRecordingServer()
  url = apiRoute(`${server.url}/api/fern-docs`, '/auth/api-key-injection')
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.requests.length = 0
})

describe('fetchKeyInjectionConfig', () => {
  it('reads a disabled configuration and fills the empty return parameter', async () => {
    server.reply({ body: JSON.stringify({ enabled: false, returnToQueryParam: '' }) })
    expect(await fetchKeyInjectionConfig(url)).toEqual({ enabled: false, returnToQueryParam: 'state' })
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/fern-docs/auth/api-key-injection' })
  })

  it('reads a configuration waiting for login', async () => {
    const body = {
      enabled: true,
      authenticated: false,
      authorizationUrl: 'https://auth.example.com/authorize',
      returnToQueryParam: 'return_to',
    }
    server.reply({ body: JSON.stringify(body) })
    expect(await fetchKeyInjectionConfig(url)).toEqual(body)
  })

  it('reads a logged-in configuration with its token', async () => {
    server.reply({
      body: JSON.stringify({ enabled: true, authenticated: true, access_token: 'tok', partner: 'ory' }),
    })
    expect(await fetchKeyInjectionConfig(url)).toEqual({
      enabled: true,
      authenticated: true,
      access_token: 'tok',
      partner: 'ory',
      returnToQueryParam: 'state',
    })
  })

  it('rejects a configuration of the wrong shape, naming the URL', async () => {
    server.reply({ body: JSON.stringify({ enabled: true, authenticated: true }) })
    const failure = fetchKeyInjectionConfig(url)
    await expect(failure).rejects.toBeInstanceOf(KeyInjectionConfigError)
    await expect(failure).rejects.toThrow(`The key-injection configuration at ${url} is invalid`)
  })

  it('rejects a body that is not JSON', async () => {
    server.reply({ body: '<html>' })
    await expect(fetchKeyInjectionConfig(url)).rejects.toThrow(/is not JSON/)
  })

  it('rejects an error status', async () => {
    server.reply({ status: 503, body: '{}' })
    await expect(fetchKeyInjectionConfig(url)).rejects.toThrow(/answered 503/)
  })

  it('rejects when the site cannot be reached', async () => {
    await expect(
      fetchKeyInjectionConfig('http://127.0.0.1:1/api/fern-docs/auth/api-key-injection'),
    ).rejects.toThrow(/Could not load the key-injection configuration/)
  })
})

describe('apiRoute', () => {
  it('joins with exactly one slash', () => {
    expect(apiRoute('/api/fern-docs/', '/auth/logout')).toBe('/api/fern-docs/auth/logout')
    expect(apiRoute('https://docs.example.com/api', 'auth/logout')).toBe(
      'https://docs.example.com/api/auth/logout',
    )
  })
})
