import { describe, expect, it } from 'vitest'
import type { EndpointDefinition } from '../definition/endpoint.js'
import {
  ENDPOINT_REFERENCE_PATTERN,
  findEndpointByReference,
  formatEndpointReference,
  isEndpointReference,
  parseEndpointReference,
} from './endpoint-reference.js'

const endpoint = (id: string, method: EndpointDefinition['method'], path: string): EndpointDefinition => ({
  id,
  method,
  path: path
    .split(/(\{[^}]+\})/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece.startsWith('{')
        ? { type: 'pathParameter', value: piece.slice(1, -1) }
        : { type: 'literal', value: piece },
    ),
})

const definition = {
  endpoints: {
    listUsers: endpoint('listUsers', 'GET', '/users'),
    listUsersSlash: endpoint('listUsersSlash', 'GET', '/users/'),
    getUser: endpoint('getUser', 'GET', '/users/{userId}'),
    deleteUser: endpoint('deleteUser', 'DELETE', '/users/{userId}'),
    headUser: endpoint('headUser', 'HEAD', '/users/{userId}'),
  },
}

describe('ENDPOINT_REFERENCE_PATTERN', () => {
  it.each(['GET /users', 'POST /users/{user_id}/avatar-image', 'PATCH /v2/items/{id}', 'DELETE /'])(
    'accepts %o',
    (text) => {
      expect(isEndpointReference(text)).toBe(true)
      expect(ENDPOINT_REFERENCE_PATTERN.test(text)).toBe(true)
    },
  )

  it.each([
    'get /users',
    'HEAD /users',
    'OPTIONS /users',
    'GET  /users',
    'GET\t/users',
    'GET /users?limit=1',
    'GET /users/:id',
    'GET /café',
    'GET /users ',
    ' GET /users',
    'GET ',
    'GET',
  ])('rejects %o', (text) => {
    expect(isEndpointReference(text)).toBe(false)
    expect(parseEndpointReference(text)).toBeUndefined()
  })
})

describe('parseEndpointReference', () => {
  it('splits the method from the path', () => {
    expect(parseEndpointReference('PUT /users/{userId}')).toEqual({ method: 'PUT', path: '/users/{userId}' })
  })
})

describe('formatEndpointReference', () => {
  it('writes a string path as it is and path parts as their template', () => {
    expect(formatEndpointReference({ method: 'GET', path: '/users' })).toBe('GET /users')
    expect(formatEndpointReference(definition.endpoints.getUser)).toBe('GET /users/{userId}')
  })

  it('round-trips through parseEndpointReference', () => {
    const text = formatEndpointReference(definition.endpoints.deleteUser)
    expect(parseEndpointReference(text)).toEqual({ method: 'DELETE', path: '/users/{userId}' })
  })
})

describe('findEndpointByReference', () => {
  it('finds the endpoint with the same method and path template', () => {
    expect(findEndpointByReference(definition, 'GET /users/{userId}')?.id).toBe('getUser')
    expect(findEndpointByReference(definition, 'DELETE /users/{userId}')?.id).toBe('deleteUser')
    expect(findEndpointByReference(definition, { method: 'GET', path: '/users' })?.id).toBe('listUsers')
  })

  it('tells paths apart by their trailing slash', () => {
    expect(findEndpointByReference(definition, 'GET /users/')?.id).toBe('listUsersSlash')
  })

  it('needs the parameter names of the template', () => {
    expect(findEndpointByReference(definition, 'GET /users/{id}')).toBeUndefined()
  })

  it('finds nothing for another method, an unknown path or text that is not a reference', () => {
    expect(findEndpointByReference(definition, 'POST /users/{userId}')).toBeUndefined()
    expect(findEndpointByReference(definition, 'GET /accounts')).toBeUndefined()
    expect(findEndpointByReference(definition, 'HEAD /users/{userId}')).toBeUndefined()
  })
})
