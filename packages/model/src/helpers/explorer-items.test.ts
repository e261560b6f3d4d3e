import { describe, expect, it } from 'vitest'
import type { ApiDefinition } from '../definition/api-definition.js'
import type { EndpointDefinition } from '../definition/endpoint.js'
import { listExplorerItems } from './explorer-items.js'
import { slugify } from './slugify.js'

const endpoint = (id: string, extra: Partial<EndpointDefinition>): EndpointDefinition => ({
  id,
  method: 'GET',
  path: [
    { type: 'literal', value: '/users/' },
    { type: 'pathParameter', value: 'userId' },
  ],
  ...extra,
})

const definition: ApiDefinition = {
  id: 'api',
  endpoints: {
    getUser: endpoint('getUser', { displayName: 'Get user', namespace: ['users'] }),
    getUserAgain: endpoint('getUserAgain', { displayName: 'Get user', namespace: ['users'] }),
    events: endpoint('events', {
      operationId: 'streamEvents',
      responses: [
        { statusCode: 200, body: { type: 'stream', shape: { type: 'alias', value: { type: 'unknown' } } } },
      ],
    }),
    untitled: endpoint('untitled', { method: 'DELETE' }),
    hidden: endpoint('hidden', { includeInApiExplorer: false }),
  },
  websockets: {
    chat: {
      id: 'chat',
      displayName: 'Chat',
      path: [{ type: 'literal', value: '/chat' }],
      messages: [],
      namespace: ['realtime'],
    },
  },
  webhooks: {},
  types: {},
  subpackages: {
    users: { id: 'users', name: 'users', displayName: 'User accounts' },
    realtime: { id: 'realtime', name: 'Realtime' },
  },
  auths: {},
}

describe('listExplorerItems', () => {
  it('lists endpoints then channels with unique slugs, breadcrumbs and stream flags', () => {
    expect(listExplorerItems(definition)).toEqual([
      {
        id: 'getUser',
        kind: 'endpoint',
        slug: 'users/get-user',
        breadcrumb: ['User accounts'],
        title: 'Get user',
        method: 'GET',
        path: '/users/{userId}',
        isStream: false,
      },
      expect.objectContaining({ id: 'getUserAgain', slug: 'users/get-user-2' }),
      expect.objectContaining({
        id: 'events',
        slug: 'stream-events',
        title: 'Stream events',
        breadcrumb: [],
        isStream: true,
      }),
      expect.objectContaining({
        id: 'untitled',
        slug: 'delete-users-user-id',
        title: 'DELETE /users/{userId}',
      }),
      {
        id: 'chat',
        kind: 'websocket',
        slug: 'realtime/chat',
        breadcrumb: ['Realtime'],
        title: 'Chat',
        path: '/chat',
        isStream: false,
      },
    ])
  })
})

describe('listExplorerItems with many items and names from the data', () => {
  it('finds no subpackage called constructor on Object.prototype', () => {
    const items = listExplorerItems({
      ...definition,
      endpoints: { a: endpoint('a', { displayName: 'A', namespace: ['constructor'] }) },
      websockets: {},
    })
    expect(items[0]).toMatchObject({ slug: 'constructor/a', breadcrumb: ['constructor'] })
  })

  it('gives thousands of items with one title unique slugs in linear time', () => {
    const endpoints = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, index) => [
        `e${index}`,
        endpoint(`e${index}`, { displayName: 'Same' }),
      ]),
    )
    const started = performance.now()
    const items = listExplorerItems({ ...definition, endpoints, websockets: {} })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(items.at(-1)?.slug).toBe('same-10000')
    expect(new Set(items.map((item) => item.slug)).size).toBe(10_000)
  })
})

describe('slugify', () => {
  it.each([
    ['Get user', 'get-user'],
    ['getUserById', 'get-user-by-id'],
    ['HTTPServerError', 'http-server-error'],
    ['Café  crème!', 'cafe-creme'],
    ['Get OAuth token', 'get-oauth-token'],
    ['--', ''],
  ])('turns %o into %o', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it('splits acronyms in one pass, so a long run of capitals takes linear time', () => {
    const started = performance.now()
    const run = slugify('A'.repeat(100_000))
    const split = slugify(`${'A'.repeat(50_000)}Bc`)
    expect([run.length, /^a+$/.test(run)]).toEqual([100_000, true])
    expect([split.length, split.endsWith('a-bc')]).toEqual([50_003, true])
    // The regular expression this replaces took about a second for 40 000 capitals.
    expect(performance.now() - started).toBeLessThan(200)
  })
})
