import { definitionForOrigin } from '@api-explorer/sample-api'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, describe, expect, it } from 'vitest'
import {
  prefetchDefinition,
  prefetchDocumentDefinitions,
  takePrefetchedDefinition,
} from './prefetch-definitions.js'

const native = definitionForOrigin('http://127.0.0.1:4010')

describe('prefetched definitions', () => {
  let server: RecordingServer | undefined
  afterEach(async () => {
    document.body.replaceChildren()
    await server?.close()
  })

  it("starts each element's definition-url once, for the element that loads it to take once", async () => {
    server = await startRecordingServer({ body: JSON.stringify(native) })
    document.body.innerHTML = `
      <api-explorer definition-url="${server.url}/api.json"></api-explorer>
      <api-explorer definition-url="${server.url}/api.json"></api-explorer>
      <api-explorer></api-explorer>
      <other-element definition-url="${server.url}/other.json"></other-element>`
    prefetchDocumentDefinitions(document)
    const taken = takePrefetchedDefinition(`${server.url}/api.json`)
    expect(takePrefetchedDefinition(`${server.url}/api.json`)).toBeUndefined()
    expect(takePrefetchedDefinition(`${server.url}/other.json`)).toBeUndefined()
    const loaded = await taken?.loading
    expect(loaded?.definition.endpoints).toEqual(native.endpoints)
    expect(taken?.settled).toEqual({ loaded })
    expect(server.requests.map((request) => request.url)).toEqual(['/api.json'])
  })

  it('resolves a relative definition-url against the page', async () => {
    server = await startRecordingServer({ body: JSON.stringify(native) })
    const base = document.createElement('base')
    base.href = `${server.url}/docs/`
    document.head.append(base)
    try {
      document.body.innerHTML = '<api-explorer definition-url="../specs/api.json"></api-explorer>'
      prefetchDocumentDefinitions(document)
      await takePrefetchedDefinition(`${server.url}/specs/api.json`)?.loading
      expect(server.requests[0]?.url).toBe('/specs/api.json')
    } finally {
      base.remove()
    }
  })

  it('records a failure for the element to show, without an unhandled rejection', async () => {
    server = await startRecordingServer({ status: 404, body: 'gone' })
    prefetchDefinition(`${server.url}/missing.json`)
    const taken = takePrefetchedDefinition(`${server.url}/missing.json`)
    await expect(taken?.loading).rejects.toThrow('missing.json answered 404 Not Found')
    expect(taken?.settled).toEqual({ error: expect.any(Error) })
  })

  it("holds an OpenAPI document's import at its outline until the element's code is ready, then hands the outline over", async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { operationId: 'listPets', responses: { 200: { description: 'ok' } } } } },
    }
    server = await startRecordingServer({ body: JSON.stringify(document) })
    let ready = (): void => undefined
    const elementReady = new Promise<void>((resolve) => {
      ready = resolve
    })
    const url = `${server.url}/pets.json`
    const entry = prefetchDefinition(url, elementReady)
    const until = async (check: () => boolean): Promise<void> => {
      while (!check()) await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await until(() => entry.outline != null)
    expect(Object.keys(entry.outline?.endpoints ?? {})).toEqual(['listPets'])
    // The conversion waits for the element: nothing settles while its code is still loading.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(entry.settled).toBeUndefined()
    const shown: string[] = []
    entry.onOutline = (outline) => {
      shown.push(outline.apiName ?? '')
    }
    ready()
    const loaded = await entry.loading
    expect(shown).toEqual(['Pets'])
    expect(loaded.definition.endpoints['listPets']?.responses).toBeDefined()
    takePrefetchedDefinition(url)
  })
})
