import type { EndpointDefinition } from '@api-explorer/model'
import type { EndpointFormState } from '../src/form-state.js'
import { list, string } from './shapes.js'

/**
 * Test data: `GET /stores/{storeId}/items/{itemId}` with exploded (`tag`), comma-joined (`fields`) and plain
 * (`q`) query parameters, and an untyped JSON body.
 */
export const getItem: EndpointDefinition = {
  id: 'getItem',
  method: 'GET',
  path: [
    { type: 'literal', value: '/stores/' },
    { type: 'pathParameter', value: 'storeId' },
    { type: 'literal', value: '/items/' },
    { type: 'pathParameter', value: 'itemId' },
  ],
  queryParameters: [
    { key: 'tag', valueShape: list(string) },
    { key: 'fields', valueShape: list(string), explode: false },
    { key: 'q', valueShape: string },
  ],
  requests: [{ contentType: 'application/json', body: { type: 'alias', value: { type: 'unknown' } } }],
}

/** Test helper: an endpoint form state, empty but for `overrides`. */
export const form = (overrides: Partial<EndpointFormState>): EndpointFormState => ({
  type: 'endpoint',
  headers: {},
  pathParameters: {},
  queryParameters: {},
  ...overrides,
})
