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
        title: 'streamEvents',
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
})
