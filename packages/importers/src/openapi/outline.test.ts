import { isStreamingEndpoint, type ApiDefinition } from '@api-explorer/model'
import { describe, expect, it, vi } from 'vitest'

import { importDefinition } from '../import-definition.js'
import { outlineDefinition } from '../outline-definition.js'
import { InvalidDocumentError } from '../shared/errors.js'
import { readDocument } from '../shared/read-document.js'
import { OK, operationsDocument, swaggerDocument } from '../../test/openapi.js'
import { expectOutlineOf, importWithOutline } from '../../test/outline.js'
import { importOpenApi } from './import-openapi.js'

/** The outline of a document, checked against its full import. */
async function outlineOf(document: object): Promise<ApiDefinition> {
  const imported = await importWithOutline(document)
  expectOutlineOf(imported)
  return imported.outline
}

/** Which endpoints of the outline the explorer marks as streams. */
function streams(outline: ApiDefinition): Record<string, boolean> {
  return Object.fromEntries(
    Object.values(outline.endpoints).map((endpoint) => [endpoint.id, isStreamingEndpoint(endpoint)]),
  )
}

const answering = (content: Record<string, unknown>, code = '200'): Record<string, unknown> => ({
  responses: { [code]: { description: 'OK', content } },
})

describe('onOutline', () => {
  it('is awaited before any operation is converted, and the import settles after it resolves', async () => {
    const events: string[] = []
    // Normalizing an operation reads its parameters; the outline never does.
    const operation = {
      operationId: 'listPets',
      get parameters(): unknown[] {
        events.push('parameters read')
        return []
      },
      ...OK,
    }
    const importing = importDefinition(operationsDocument({ '/pets': { get: operation } }), {
      onOutline: async (outline) => {
        events.push(`outline ${Object.keys(outline.endpoints).join()}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
        events.push('outline resolved')
      },
    })
    void importing.then(() => events.push('import settled'))
    await importing
    await Promise.resolve()
    const start = events.indexOf('outline listPets')
    expect(events.slice(start)).toEqual([
      'outline listPets',
      'outline resolved',
      'parameters read',
      'import settled',
    ])
  })

  it('rejects the import with the rejection of its promise', async () => {
    const problem = new Error('no frame')
    await expect(
      importOpenApi(operationsDocument({ '/pets': { get: OK } }), {
        onOutline: () => Promise.reject(problem),
      }),
    ).rejects.toBe(problem)
  })

  it('lists operations of path items reached through $ref, and skips the ones that are not objects', async () => {
    const outline = await outlineOf(
      operationsDocument(
        {
          '/pets': { $ref: '#/x-items/pets' },
          '/missing': { $ref: '#/x-items/missing' },
          '/broken': { get: 'nothing', post: OK },
        },
        { 'x-items': { pets: { get: OK, delete: { operationId: 'removePets', ...OK } } } },
      ),
    )
    expect(Object.keys(outline.endpoints)).toEqual(['get-pets', 'removePets', 'post-broken'])
  })

  it('gives repeated operationIds the ids the import gives them', async () => {
    const outline = await outlineOf(
      operationsDocument({
        '/a': { get: { operationId: 'list', ...OK } },
        '/b': { get: { operationId: 'list', ...OK }, post: { operationId: 'list_2', ...OK } },
        '/': { get: OK },
      }),
    )
    expect(Object.keys(outline.endpoints)).toEqual(['list', 'list_2', 'list_2_2', 'get-root'])
  })

  it('has the declared tags, then the undeclared ones operations use, as subpackages', async () => {
    const outline = await outlineOf(
      operationsDocument(
        {
          '/a': { get: { tags: ['zoo', 'pets'], summary: ' List ', deprecated: true, ...OK } },
          '/b/{id}': { get: { tags: ['pets'], 'x-beta': true, ...OK } },
        },
        { tags: [{ name: 'pets', 'x-displayName': 'Pets' }, { name: 'unused' }] },
      ),
    )
    expect(Object.keys(outline.subpackages)).toEqual(['pets', 'unused', 'zoo'])
    expect(outline.endpoints['get-a']).toMatchObject({
      displayName: 'List',
      availability: 'Deprecated',
      namespace: ['zoo'],
    })
  })

  it('lists the token endpoint of an OAuth 2 client-credentials flow after the operations', async () => {
    const outline = await outlineOf(
      operationsDocument(
        { '/token': { post: { operationId: 'oauth_token', ...OK } } },
        {
          servers: [{ url: 'https://api.example.com' }],
          components: {
            securitySchemes: {
              oauth: {
                type: 'oauth2',
                flows: { clientCredentials: { tokenUrl: '/{tenant}/token', scopes: {} } },
              },
            },
          },
        },
      ),
    )
    expect(Object.keys(outline.endpoints)).toEqual(['oauth_token', 'oauth_token_2'])
    expect(outline.endpoints['oauth_token_2']).toMatchObject({ includeInApiExplorer: false })
  })

  it('marks the endpoints whose first response streams, as the import does', async () => {
    const schema = { type: 'object' }
    const outline = await outlineOf(
      operationsDocument(
        {
          '/events': { get: answering({ 'text/event-stream': {} }) },
          '/lines': { get: answering({ 'application/x-ndjson; charset=utf-8': { schema } }) },
          '/jsonl': { get: answering({ 'application/jsonl': { schema } }, '2XX') },
          '/fallback': { get: answering({ 'text/event-stream': { schema } }, 'default') },
          '/json-first': { get: answering({ 'text/event-stream': {}, 'application/json': { schema } }) },
          '/file': {
            get: answering({ 'text/event-stream': { schema: { $ref: '#/components/schemas/File' } } }),
          },
          '/shared': { get: { responses: { '200': { $ref: '#/components/responses/Events' } } } },
          '/dangling': {
            get: {
              responses: {
                '200': { $ref: '#/components/responses/Missing' },
                '201': { description: 'OK', content: { 'text/event-stream': {} } },
              },
            },
          },
          '/error': { get: answering({ 'text/event-stream': {} }, '500') },
        },
        {
          components: {
            schemas: { File: { type: 'file' } },
            responses: { Events: { description: 'OK', content: { 'text/event-stream': {} } } },
          },
        },
      ),
    )
    expect(streams(outline)).toEqual({
      'get-events': true,
      'get-lines': true,
      'get-jsonl': true,
      'get-fallback': true,
      'get-json-first': false,
      'get-file': false,
      'get-shared': true,
      'get-dangling': true,
      'get-error': false,
    })
  })

  it('marks Swagger 2.0 operations that produce a stream, as the import does', async () => {
    const withSchema = { responses: { '200': { description: 'OK', schema: { type: 'string' } } } }
    const outline = await outlineOf(
      swaggerDocument({
        paths: {
          '/events': { get: { produces: ['text/event-stream'], ...withSchema } },
          '/no-schema': { get: { produces: ['text/event-stream'], ...OK } },
          '/json': { get: withSchema },
        },
      }),
    )
    expect(streams(outline)).toEqual({ 'get-events': true, 'get-no-schema': false, 'get-json': false })
  })

  it('is never called for AsyncAPI or OpenRPC documents', async () => {
    const onOutline = vi.fn()
    await importDefinition(
      { asyncapi: '2.6.0', info: { title: 'Events', version: '1' }, channels: {} },
      { onOutline },
    )
    await importDefinition(
      { openrpc: '1.2.6', info: { title: 'Calls', version: '1' }, methods: [] },
      { onOutline },
    )
    expect(onOutline).not.toHaveBeenCalled()
  })
})

describe('outlineDefinition', () => {
  it('gives the outline onOutline is given, for text and for a parsed document, with the same id option', async () => {
    const document = operationsDocument({
      '/pets': { get: { operationId: 'listPets', tags: ['pets'], responses: OK } },
      '/pets/{id}': { get: { operationId: 'getPet', tags: ['pets'], responses: OK } },
    })
    let given: ApiDefinition | undefined
    await importDefinition(JSON.stringify(document), {
      id: 'zoo',
      onOutline: (outline) => {
        given = outline
      },
    })
    expect(await outlineDefinition(JSON.stringify(document), { id: 'zoo' })).toEqual(given)
    expect(await outlineDefinition(document, { id: 'zoo' })).toEqual(given)
  })

  it('is undefined for AsyncAPI and OpenRPC documents, which have no outline', async () => {
    const events = { asyncapi: '2.6.0', info: { title: 'Events', version: '1' }, channels: {} }
    const calls = { openrpc: '1.2.6', info: { title: 'Calls', version: '1' }, methods: [] }
    expect(await outlineDefinition(events)).toBeUndefined()
    expect(await outlineDefinition(calls)).toBeUndefined()
  })

  it('reads YAML text with the full reader, loaded when needed, to the same outline as JSON text', async () => {
    const document = operationsDocument({
      '/pets': { get: { operationId: 'listPets', summary: 'List pets', tags: ['pets'], responses: OK } },
    })
    const fromJson = await outlineDefinition(`\uFEFF${JSON.stringify(document)}`, { id: 'zoo' })
    const yaml = [
      `openapi: ${String(document['openapi'])}`,
      'info: { title: Operations, version: "1" }',
      'paths:',
      '  /pets:',
      '    get: { operationId: listPets, summary: List pets, tags: [pets], responses: { "200": { description: OK } } }',
    ].join('\n')
    expect(fromJson?.endpoints).not.toEqual({})
    expect(await outlineDefinition(yaml, { id: 'zoo' })).toEqual(fromJson)
  })

  it('throws the messages readDocument throws: empty text, JSON that is not an object, a mistake placed', async () => {
    for (const text of ['', ' \n', '[1, 2]', 'null', '{"openapi": "3.1.0",\n  "paths": {,}}']) {
      const outlined = await outlineDefinition(text).then(
        () => undefined,
        (error: unknown) => error,
      )
      let read: unknown
      try {
        readDocument(text)
      } catch (error) {
        read = error
      }
      expect(outlined).toBeInstanceOf(InvalidDocumentError)
      expect(outlined).toEqual(read)
    }
  })

  it('throws what the import throws for text that is not a document', async () => {
    await expect(outlineDefinition('{"title": "not an API"}')).rejects.toBeInstanceOf(InvalidDocumentError)
    await expect(outlineDefinition({ openapi: '3.1.0', paths: [] })).rejects.toThrow('/paths')
  })
})
