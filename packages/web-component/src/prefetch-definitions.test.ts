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
})
