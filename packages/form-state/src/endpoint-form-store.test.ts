import type { ApiDefinition, PlaygroundConfiguration, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { selectHttpRequest } from './select-http-request.js'
import { definitionOf, integer, jsonEndpoint, optional, property } from '../test/shapes.js'

const string: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } }
const optionalInteger: TypeShape = {
  type: 'alias',
  value: {
    type: 'optional',
    shape: { type: 'alias', value: { type: 'primitive', value: { type: 'integer' } } },
  },
}

const definition: ApiDefinition = {
  id: 'api',
  endpoints: {
    updateUser: {
      id: 'updateUser',
      method: 'PUT',
      path: [
        { type: 'literal', value: '/users/' },
        { type: 'pathParameter', value: 'userId' },
      ],
      pathParameters: [{ key: 'userId', valueShape: string }],
      queryParameters: [{ key: 'version', valueShape: optionalInteger }],
      requestHeaders: [{ key: 'X-Request-Id', valueShape: string }],
      requests: [
        {
          contentType: 'application/json',
          body: {
            type: 'object',
            extends: [],
            properties: [
              { key: 'name', valueShape: string },
              { key: 'age', valueShape: optionalInteger },
            ],
          },
        },
      ],
      examples: [
        {
          path: '/users/usr_ada',
          responseStatusCode: 200,
          pathParameters: { userId: 'usr_ada', undeclared: 'x' },
          queryParameters: { version: 2 },
          requestBody: { type: 'json', value: { name: 'Ada', age: 36 } },
        },
      ],
    },
  },
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
}

describe('createEndpointFormStore', () => {
  it('seeds required values and lays the first example over them', () => {
    const store = createEndpointFormStore({ definition, endpointId: 'updateUser' })
    expect(store.getState().formState).toEqual({
      type: 'endpoint',
      headers: { 'X-Request-Id': '' },
      pathParameters: { userId: 'usr_ada' },
      queryParameters: { version: 2 },
      body: { type: 'json', value: { name: 'Ada', age: 36 } },
    })
  })

  it('sets and removes parameters and replaces the body', () => {
    const store = createEndpointFormStore({ definition, endpointId: 'updateUser' })
    const before = store.getState().formState
    store.getState().setParameter('pathParameters', 'userId', 'usr_grace')
    store.getState().setParameter('queryParameters', 'version', undefined)
    store.getState().setBody({ type: 'json', value: { name: 'Grace' } })
    expect(store.getState().formState).toMatchObject({
      pathParameters: { userId: 'usr_grace' },
      queryParameters: {},
      body: { type: 'json', value: { name: 'Grace' } },
    })
    expect(before.pathParameters.userId).toBe('usr_ada')
  })

  it('clears to blank seeds and brings the example back', () => {
    const store = createEndpointFormStore({ definition, endpointId: 'updateUser' })
    store.getState().clear()
    expect(store.getState().formState).toEqual({
      type: 'endpoint',
      headers: { 'X-Request-Id': '' },
      pathParameters: { userId: '' },
      queryParameters: {},
      body: { type: 'json', value: { name: '' } },
    })
    store.getState().applyExample()
    expect(store.getState().formState.pathParameters).toEqual({ userId: 'usr_ada' })
  })

  it('names the endpoint and definition when the endpoint does not exist', () => {
    expect(() => createEndpointFormStore({ definition, endpointId: 'nope' })).toThrow(
      'Endpoint "nope" is not in API definition "api".',
    )
  })
})

describe('selectHttpRequest', () => {
  it('builds the request with the environment base URL, or the reader override', () => {
    const withEnvironment: ApiDefinition = {
      ...definition,
      endpoints: {
        updateUser: {
          ...definition.endpoints.updateUser!,
          environments: [{ id: 'prod', baseUrl: 'https://api.example.com/' }],
        },
      },
    }
    const store = createEndpointFormStore({ definition: withEnvironment, endpointId: 'updateUser' })
    expect(selectHttpRequest(store.getState()).url).toBe('https://api.example.com/users/usr_ada')
    store.getState().setBaseUrlOverride('http://127.0.0.1:4010/')
    store.getState().setBaseUrlOverride(undefined)
    expect(selectHttpRequest(store.getState()).url).toBe('https://api.example.com/users/usr_ada')
    store.getState().setBaseUrlOverride('http://127.0.0.1:4010')
    expect(selectHttpRequest(store.getState())).toMatchObject({
      method: 'PUT',
      url: 'http://127.0.0.1:4010/users/usr_ada',
      query: [['version', '2']],
      headers: [
        ['X-Request-Id', ''],
        ['Content-Type', 'application/json'],
      ],
      body: { type: 'json', value: { name: 'Ada', age: 36 } },
    })
  })
})

describe('body actions', () => {
  it('sets and removes JSON body properties and multipart entries', () => {
    const store = createEndpointFormStore({ definition, endpointId: 'updateUser' })
    store.getState().setBodyProperty('age', undefined)
    store.getState().setBodyProperty('email', 'ada@example.com')
    expect(store.getState().formState.body).toEqual({
      type: 'json',
      value: { name: 'Ada', email: 'ada@example.com' },
    })
    store.getState().setFormDataEntry('note', { type: 'json', value: 'hi' })
    store.getState().setFormDataEntry('tags', { type: 'exploded', value: ['a'] })
    store.getState().setFormDataEntry('note', undefined)
    expect(store.getState().formState.body).toEqual({
      type: 'form-data',
      value: { tags: { type: 'exploded', value: ['a'] } },
    })
  })
})

describe('"Use example", "Clear form" and the environment', () => {
  it('makes an example from the types when the endpoint has none, and clears back to the seeds', () => {
    const endpoint = jsonEndpoint([property('name', string), property('age', optional(integer))])
    const store = createEndpointFormStore({ definition: definitionOf([endpoint]), endpointId: endpoint.id })
    store.getState().applyExample()
    expect(store.getState().formState.body).toEqual({ type: 'json', value: { name: 'string', age: 1 } })
    store.getState().clear()
    expect(store.getState().formState.body).toEqual({ type: 'json', value: { name: '' } })
  })

  it('lays the site presets of the effective environment over the seeds', () => {
    const endpoint = jsonEndpoint([], {
      requestHeaders: [property('X-Region', string)],
      environments: [
        { id: 'us', baseUrl: 'https://us.example.com' },
        { id: 'eu', baseUrl: 'https://eu.example.com' },
      ],
    })
    const playground: PlaygroundConfiguration = {
      initial_state: { headers: { 'X-Region': 'any' } },
      env_state: { us: { headers: { 'X-Region': 'us' } }, eu: { headers: { 'X-Region': 'eu' } } },
    }
    const definition = definitionOf([endpoint])
    const store = createEndpointFormStore({
      definition,
      endpointId: endpoint.id,
      environmentId: 'eu',
      initialState: playground,
    })
    expect(store.getState().formState.headers).toEqual({ 'X-Region': 'eu' })
    // Nothing picked: the first environment is the one requests go to, so its env_state applies.
    store.getState().setEnvironmentId(undefined)
    store.getState().clear()
    expect(store.getState().formState.headers).toEqual({ 'X-Region': 'us' })
    // A picked environment the endpoint does not declare is not the effective one.
    const unknown = createEndpointFormStore({
      definition,
      endpointId: endpoint.id,
      environmentId: 'ap',
      initialState: playground,
    })
    expect(unknown.getState().formState.headers).toEqual({ 'X-Region': 'us' })
  })

  it('applies the env_state of the endpoint’s default environment when nothing is picked', () => {
    const endpoint = jsonEndpoint([], {
      requestHeaders: [property('X-Region', string)],
      environments: [
        { id: 'us', baseUrl: 'https://us.example.com' },
        { id: 'eu', baseUrl: 'https://eu.example.com' },
      ],
      defaultEnvironment: 'eu',
    })
    const store = createEndpointFormStore({
      definition: definitionOf([endpoint]),
      endpointId: endpoint.id,
      initialState: { env_state: { eu: { headers: { 'X-Region': 'eu' } } } },
    })
    expect(store.getState().formState.headers).toEqual({ 'X-Region': 'eu' })
    expect(selectHttpRequest(store.getState()).url).toBe('https://eu.example.com/things')
  })

  it('builds the request for the picked environment', () => {
    const endpoint = jsonEndpoint([], {
      environments: [
        { id: 'prod', baseUrl: 'https://api.example.com' },
        { id: 'eu', baseUrl: 'https://eu.example.com' },
      ],
    })
    const store = createEndpointFormStore({ definition: definitionOf([endpoint]), endpointId: endpoint.id })
    store.getState().setEnvironmentId('eu')
    expect(selectHttpRequest(store.getState()).url).toBe('https://eu.example.com/things')
  })
})
