import { fetcher } from '@api-explorer/fetcher'
import type { FetcherArgs, FetchFunction } from '@api-explorer/fetcher'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRegistryClient } from './client.js'
import { RegistryEnvironment } from './environments.js'
import type { RegistryTestServer } from '../test/registry-server.js'
import { startRegistryServer } from '../test/registry-server.js'

let server: RegistryTestServer

beforeAll(async () => {
  server = await startRegistryServer()
  server.reply({ json: [] })
})

afterAll(async () => {
  await server.close()
})

/** A fetch that sends every request to the test server, recording the URL it was asked for. */
function redirectingFetch(seen: string[]): typeof globalThis.fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    seen.push(url.href)
    const local = `${server.origin}${url.pathname}${url.search}`
    return input instanceof Request ? fetch(new Request(local, input), init) : fetch(local, init)
  }
}

describe('createRegistryClient', () => {
  it('exports the production and dev environments', () => {
    expect(RegistryEnvironment).toEqual({
      Production: 'https://registry.buildwithfern.com',
      Dev: 'https://registry-dev2.buildwithfern.com',
    })
  })

  it('calls the production registry by default', async () => {
    const seen: string[] = []
    const client = createRegistryClient({ fetch: redirectingFetch(seen), maxRetries: 0 })
    await client.generators.list()
    expect(seen).toEqual(['https://registry.buildwithfern.com/generators'])
  })

  it('calls the dev registry when asked', async () => {
    const seen: string[] = []
    const client = createRegistryClient({
      environment: RegistryEnvironment.Dev,
      fetch: redirectingFetch(seen),
    })
    await client.generators.list()
    expect(seen).toEqual(['https://registry-dev2.buildwithfern.com/generators'])
  })

  it('drops trailing slashes of a custom base URL', async () => {
    const client = createRegistryClient({ environment: `${server.origin}//` })
    await client.generators.list()
    expect(server.last().path).toBe('/generators')
  })

  it('asks a token supplier before every call, sync or async', async () => {
    let count = 0
    const sync = createRegistryClient({ environment: server.origin, token: () => `sync-${++count}` })
    await sync.generators.list()
    expect(server.last().headers.authorization).toBe('Bearer sync-1')
    await sync.generators.list()
    expect(server.last().headers.authorization).toBe('Bearer sync-2')
    const async = createRegistryClient({ environment: server.origin, token: () => Promise.resolve('later') })
    await async.generators.list()
    expect(server.last().headers.authorization).toBe('Bearer later')
  })

  it('sends no Authorization for an empty token or a supplier that has none', async () => {
    for (const token of ['', () => undefined, () => Promise.resolve('')]) {
      const client = createRegistryClient({ environment: server.origin, token })
      await client.generators.list()
      expect(server.last().headers.authorization).toBeUndefined()
    }
  })

  it('sends the language and runtime headers of the generated clients', async () => {
    const client = createRegistryClient({ environment: server.origin })
    await client.generators.list()
    const { headers } = server.last()
    expect(headers['x-fern-language']).toBe('JavaScript')
    expect(headers['x-fern-runtime']).toBe('node')
    expect(headers['x-fern-runtime-version']).toBe(process.versions.node)
  })

  it('adds client and call headers, the call winning, and removes headers set to undefined', async () => {
    const client = createRegistryClient({
      environment: server.origin,
      headers: { 'X-Team': 'docs', 'X-Trace': 'client', 'X-Fern-Runtime': undefined },
    })
    await client.generators.list({ headers: { 'X-Trace': 'call' } })
    const { headers } = server.last()
    expect(headers['x-team']).toBe('docs')
    expect(headers['x-trace']).toBe('call')
    expect(headers['x-fern-runtime']).toBeUndefined()
  })

  it('keeps an Authorization header of the client options when there is no token', async () => {
    const client = createRegistryClient({
      environment: server.origin,
      headers: { Authorization: 'Basic abc' },
    })
    await client.generators.list()
    expect(server.last().headers.authorization).toBe('Basic abc')
  })

  it('sends through an injected fetcher', async () => {
    const urls: string[] = []
    const recording: FetchFunction = (args) => {
      urls.push(`${args.method} ${args.url}`)
      return fetcher(args)
    }
    const client = createRegistryClient({ environment: server.origin, fetcher: recording })
    const result = await client.generators.list()
    expect(urls).toEqual([`GET ${server.origin}/generators`])
    expect(result).toMatchObject({ ok: true, body: [] })
  })

  it.each([
    [
      'throws',
      () => {
        throw new Error('vault locked')
      },
    ],
    ['rejects', () => Promise.reject(new Error('vault locked'))],
  ])('returns an unknown error with raw status 0 when the token supplier %s', async (_, token) => {
    const before = server.requests.length
    const client = createRegistryClient({ environment: server.origin, token })
    const result = await client.tokens.generate({ orgId: 'acme', scope: 'admin' })
    expect(result).toEqual({
      ok: false,
      error: { error: undefined, content: { reason: 'unknown', errorMessage: 'vault locked' } },
      rawResponse: expect.objectContaining({
        status: 0,
        statusText: 'Unknown Error',
        type: 'error',
        url: `${server.origin}/tokens/generate`,
      }),
    })
    expect(server.requests.length).toBe(before)
  })

  it('removes a header set to undefined whatever the case of either name', async () => {
    const client = createRegistryClient({
      environment: server.origin,
      token: 'secret',
      headers: { 'x-fern-runtime': undefined, 'X-TEAM': 'docs' },
    })
    await client.generators.list({ headers: { authorization: undefined, 'x-team': 'api' } })
    const { headers } = server.last()
    expect(headers.authorization).toBeUndefined()
    expect(headers['x-fern-runtime']).toBeUndefined()
    expect(headers['x-fern-language']).toBe('JavaScript')
    expect(headers['x-team']).toBe('api')
    await client.generators.list({ headers: { AUTHORIZATION: 'Basic call' } })
    expect(server.last().headers.authorization).toBe('Basic call')
  })

  it('hands the fetcher one header per lower-cased name', async () => {
    const seen: FetcherArgs[] = []
    const client = createRegistryClient({
      environment: server.origin,
      token: 'secret',
      headers: { 'X-Trace': 'client' },
      fetcher: (args) => {
        seen.push(args)
        return fetcher(args)
      },
    })
    await client.generators.list({ headers: { 'x-trace': 'call' } })
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer secret', 'x-trace': 'call' })
    expect(Object.keys(seen[0]?.headers ?? {}).every((name) => name === name.toLowerCase())).toBe(true)
  })

  it('passes withCredentials to the fetcher', async () => {
    const seen: FetcherArgs[] = []
    const recording: FetchFunction = (args) => {
      seen.push(args)
      return fetcher(args)
    }
    await createRegistryClient({ environment: server.origin, fetcher: recording }).generators.list()
    await createRegistryClient({
      environment: server.origin,
      fetcher: recording,
      withCredentials: true,
    }).generators.list()
    expect(seen.map((args) => args.withCredentials)).toEqual([undefined, true])
  })

  it('merges the retry policy of a call over the one of the client, field by field', async () => {
    let attempts = 0
    server.reply(() => (++attempts <= 2 ? { status: 503, text: 'busy' } : { json: [] }))
    const client = createRegistryClient({
      environment: server.origin,
      maxRetries: 0,
      retry: { initialDelayMs: 1, jitter: 0 },
    })
    const withoutRetries = await client.generators.list()
    expect(withoutRetries).toMatchObject({ ok: false, error: { content: { statusCode: 503 } } })
    expect(attempts).toBe(1)
    const retried = await client.generators.list({ retry: { maxRetries: 3 } })
    expect(retried).toMatchObject({ ok: true, body: [] })
    expect(attempts).toBe(3)
    attempts = 0
    const notForGet = await client.generators.list({ maxRetries: 3, retry: { methods: ['POST'] } })
    expect(notForGet.ok).toBe(false)
    expect(attempts).toBe(1)
    server.reply({ json: [] })
  })
})
