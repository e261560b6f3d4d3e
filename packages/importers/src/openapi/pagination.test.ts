import { describe, expect, it } from 'vitest'

import { importOpenApi } from './import-openapi.js'
import { OK, operationsDocument } from '../../test/openapi.js'

describe('x-fern-pagination', () => {
  it('imports cursor and offset paging, and `true` takes the document-level object', async () => {
    const document = {
      ...operationsDocument({
        '/users': {
          get: {
            ...OK,
            'x-fern-pagination': {
              cursor: '$request.starting_after',
              next_cursor: '$response.next',
              results: '$response.data',
            },
          },
        },
        '/posts': {
          get: {
            ...OK,
            'x-fern-pagination': {
              offset: '$request.page',
              results: '$response.items',
              step: '$request.limit',
              'has-next-page': '$response.has_more',
            },
          },
        },
        '/files': { get: { ...OK, 'x-fern-pagination': true } },
        '/tags': { get: OK },
      }),
      'x-fern-pagination': { offset: '$request.offset', results: '$response.files' },
    }

    const { definition, diagnostics } = await importOpenApi(document)

    expect(definition.endpoints['get-users']?.pagination).toEqual({
      type: 'cursor',
      cursor: '$request.starting_after',
      nextCursor: '$response.next',
      results: '$response.data',
    })
    expect(definition.endpoints['get-posts']?.pagination).toEqual({
      type: 'offset',
      offset: '$request.page',
      results: '$response.items',
      step: '$request.limit',
      hasNextPage: '$response.has_more',
    })
    expect(definition.endpoints['get-files']?.pagination).toEqual({
      type: 'offset',
      offset: '$request.offset',
      results: '$response.files',
    })
    expect(definition.endpoints['get-tags']?.pagination).toBeUndefined()
    expect(diagnostics).toEqual([])
  })

  it('reports an incomplete or malformed extension and imports the endpoint without paging', async () => {
    const { definition, diagnostics } = await importOpenApi(
      operationsDocument({
        '/a': { get: { ...OK, 'x-fern-pagination': { cursor: '$request.c' } } },
        '/b': { get: { ...OK, 'x-fern-pagination': true } },
      }),
    )

    expect(definition.endpoints['get-a']?.pagination).toBeUndefined()
    expect(definition.endpoints['get-b']?.pagination).toBeUndefined()
    expect(diagnostics.map(({ severity, pointer }) => [severity, pointer])).toEqual([
      ['warning', '/paths/~1a/get/x-fern-pagination'],
      ['warning', '/x-fern-pagination'],
    ])
  })
})
