import type { EndpointDefinition, WebSocketChannel } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { initialEndpointFormState, initialWebSocketFormState } from './initial-form-state.js'
import {
  alias,
  definitionOf,
  enumOf,
  integer,
  jsonEndpoint,
  list,
  named,
  object,
  optional,
  primitive,
  property,
  ref,
  string,
} from '../test/shapes.js'

const now = new Date('2024-05-06T07:08:09.000Z')

describe('seeding a blank form', () => {
  it('seeds required properties only, each by its kind', () => {
    const endpoint = jsonEndpoint([
      property('name', string),
      property('active', primitive({ type: 'boolean' })),
      property('count', integer),
      property('ratio', primitive({ type: 'double' })),
      property('at', primitive({ type: 'datetime' })),
      property('on', primitive({ type: 'date' })),
      property('tags', list(string)),
      property('labels', alias({ type: 'map', keyShape: string, valueShape: string })),
      property('kind', alias({ type: 'literal', value: { type: 'stringLiteral', value: 'thing' } })),
      property('nickname', optional(string)),
    ])
    const state = initialEndpointFormState(definitionOf([endpoint]), endpoint, { now })
    expect(state.body).toEqual({
      type: 'json',
      value: {
        name: '',
        active: false,
        count: 0,
        ratio: 0,
        at: '2024-05-06T07:08:09.000Z',
        on: '2024-05-06',
        tags: [],
        labels: {},
        kind: 'thing',
      },
    })
  })

  it('seeds an enum with its default or its only value, and leaves others unset', () => {
    const endpoint = jsonEndpoint([
      property('size', enumOf(['s', 'm', 'l'], 'm')),
      property('unit', enumOf(['cm'])),
      property('color', enumOf(['red', 'blue'])),
    ])
    const state = initialEndpointFormState(definitionOf([endpoint]), endpoint, { now })
    expect(state.body).toEqual({ type: 'json', value: { size: 'm', unit: 'cm' } })
  })

  it('seeds a union with its first variant, a discriminated one with its discriminant', () => {
    const endpoint = jsonEndpoint([
      property('id', { type: 'undiscriminatedUnion', variants: [{ shape: integer }, { shape: string }] }),
      property('pet', {
        type: 'discriminatedUnion',
        discriminant: 'kind',
        variants: [
          { discriminantValue: 'cat', extends: [], properties: [property('lives', integer)] },
          { discriminantValue: 'dog', extends: [], properties: [property('bark', string)] },
        ],
      }),
    ])
    const state = initialEndpointFormState(definitionOf([endpoint]), endpoint, { now })
    expect(state.body).toEqual({ type: 'json', value: { id: 0, pet: { kind: 'cat', lives: 0 } } })
  })

  it('follows named types and extends, and stops at a type that contains itself', () => {
    const types = {
      Base: named('Base', object([property('id', string)])),
      Node: named('Node', object([property('name', string), property('parent', ref('Node'))], ['Base'])),
    }
    const endpoint: EndpointDefinition = {
      ...jsonEndpoint([]),
      requests: [
        { contentType: 'application/json', body: { type: 'alias', value: { type: 'id', id: 'Node' } } },
      ],
    }
    const state = initialEndpointFormState(definitionOf([endpoint], types), endpoint, { now })
    expect(state.body).toEqual({ type: 'json', value: { id: '', name: '' } })
  })

  it('seeds parameters and global headers, and the blank body of each body kind', () => {
    const multipart: EndpointDefinition = {
      id: 'upload',
      method: 'POST',
      path: [
        { type: 'literal', value: '/files/' },
        { type: 'pathParameter', value: 'folder' },
      ],
      pathParameters: [property('folder', string)],
      queryParameters: [property('limit', integer), property('cursor', optional(string))],
      requestHeaders: [property('X-Trace', string)],
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'file', key: 'file', isOptional: false },
              { type: 'files', key: 'attachments', isOptional: false },
              { type: 'file', key: 'thumbnail', isOptional: true },
              { type: 'property', key: 'title', valueShape: string },
              { type: 'property', key: 'tags', valueShape: list(string), exploded: true },
              { type: 'property', key: 'note', valueShape: optional(string) },
            ],
          },
        },
      ],
    }
    const bytes: EndpointDefinition = {
      id: 'put',
      method: 'PUT',
      path: [{ type: 'literal', value: '/blob' }],
      requests: [{ body: { type: 'bytes', isOptional: false } }],
    }
    const definition = definitionOf(
      [multipart, bytes],
      {},
      { globalHeaders: [property('X-Version', string)] },
    )
    expect(initialEndpointFormState(definition, multipart, { now })).toEqual({
      type: 'endpoint',
      headers: { 'X-Version': '', 'X-Trace': '' },
      pathParameters: { folder: '' },
      queryParameters: { limit: 0 },
      body: {
        type: 'form-data',
        value: {
          file: { type: 'file' },
          attachments: { type: 'fileArray', value: [] },
          title: { type: 'json', value: '' },
          tags: { type: 'exploded', value: [] },
        },
      },
    })
    expect(initialEndpointFormState(definition, bytes, { now }).body).toEqual({ type: 'octet-stream' })
  })
})

describe('layering the example and the site presets', () => {
  const endpoint = jsonEndpoint([property('name', string), property('age', optional(integer))], {
    path: [
      { type: 'literal', value: '/users/' },
      { type: 'pathParameter', value: 'id' },
    ],
    pathParameters: [property('id', string)],
    queryParameters: [property('version', optional(integer))],
    requestHeaders: [property('X-Api-Version', string)],
    environments: [
      { id: 'prod', baseUrl: 'https://api.example.com' },
      { id: 'staging', baseUrl: 'https://staging.example.com' },
    ],
    examples: [
      {
        path: '/users/usr_1',
        responseStatusCode: 200,
        pathParameters: { id: 'usr_1', undeclared: 'x' },
        headers: { 'x-api-version': '2024-01-01' },
        requestBody: { type: 'json', value: { name: 'Ada', age: 36 } },
      },
    ],
  })
  const definition = definitionOf([endpoint])

  it('lays the first example over the seeds, keeping declared parameters only', () => {
    expect(initialEndpointFormState(definition, endpoint, { now })).toEqual({
      type: 'endpoint',
      headers: { 'X-Api-Version': '2024-01-01' },
      pathParameters: { id: 'usr_1' },
      queryParameters: {},
      body: { type: 'json', value: { name: 'Ada', age: 36 } },
    })
  })

  it('lays the site presets over the example, the current environment’s over the rest', () => {
    const state = initialEndpointFormState(definition, endpoint, {
      now,
      environmentId: 'staging',
      initialState: {
        initial_state: {
          headers: { 'X-API-VERSION': '2025-01-01' },
          path_parameters: { id: 'usr_me' },
          query_parameters: { version: 3, other: 1 },
        },
        env_state: { staging: { query_parameters: { version: 4 } }, prod: { path_parameters: { id: 'no' } } },
      },
    })
    expect(state.headers).toEqual({ 'X-Api-Version': '2025-01-01' })
    expect(state.pathParameters).toEqual({ id: 'usr_me' })
    expect(state.queryParameters).toEqual({ version: 4 })
  })

  it('makes an example from the types when asked and none is declared', () => {
    const bare = { ...endpoint, examples: [] }
    const state = initialEndpointFormState(definitionOf([bare]), bare, { now, generateExample: true })
    expect(state.pathParameters).toEqual({ id: 'string' })
    expect(state.body).toEqual({ type: 'json', value: { name: 'string', age: 1 } })
  })

  it('leaves the example out when asked to', () => {
    const state = initialEndpointFormState(definition, endpoint, { now, withExample: false })
    expect(state.body).toEqual({ type: 'json', value: { name: '' } })
  })

  it('keeps empty file slots for the files a multipart example names', () => {
    const upload: EndpointDefinition = {
      id: 'upload',
      method: 'POST',
      path: [{ type: 'literal', value: '/upload' }],
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'file', key: 'file', isOptional: false },
              { type: 'property', key: 'title', valueShape: string },
              { type: 'property', key: 'tags', valueShape: list(string), exploded: true },
            ],
          },
        },
      ],
      examples: [
        {
          path: '/upload',
          responseStatusCode: 200,
          requestBody: {
            type: 'form',
            value: {
              file: { type: 'filename', value: 'a.png' },
              title: { type: 'json', value: 'Holiday' },
              tags: { type: 'exploded', value: ['a', 'b'] },
            },
          },
        },
      ],
    }
    expect(initialEndpointFormState(definitionOf([upload]), upload, { now }).body).toEqual({
      type: 'form-data',
      value: {
        file: { type: 'file' },
        title: { type: 'json', value: 'Holiday' },
        tags: { type: 'exploded', value: ['a', 'b'] },
      },
    })
  })
})

describe('seeding a websocket form', () => {
  const channel: WebSocketChannel = {
    id: 'chat',
    path: [
      { type: 'literal', value: '/rooms/' },
      { type: 'pathParameter', value: 'room' },
    ],
    pathParameters: [property('room', string)],
    messages: [
      { type: 'say', origin: 'client', body: object([property('text', string)]) },
      { type: 'ping', origin: 'client', body: optional(string) },
      { type: 'said', origin: 'server', body: object([property('text', string)]) },
    ],
    examples: [
      { path: '/rooms/1', pathParameters: { room: '1' }, messages: [{ type: 'say', body: { text: 'Hi' } }] },
    ],
  }
  const definition = definitionOf([], {}, { websockets: { chat: channel } })

  it('seeds one draft per client message type', () => {
    expect(initialWebSocketFormState(definition, channel, { now, withExample: false })).toEqual({
      type: 'websocket',
      headers: {},
      pathParameters: { room: '' },
      queryParameters: {},
      messages: { say: { text: '' } },
    })
  })

  it('lays the first example session over the seeds', () => {
    expect(initialWebSocketFormState(definition, channel, { now })).toMatchObject({
      pathParameters: { room: '1' },
      messages: { say: { text: 'Hi' } },
    })
  })

  it('lays the presets of the channel’s default environment when nothing is picked', () => {
    const withEnvironments: WebSocketChannel = {
      ...channel,
      environments: [
        { id: 'dev', baseUrl: 'wss://dev.example.com' },
        { id: 'live', baseUrl: 'wss://live.example.com' },
      ],
      defaultEnvironment: 'live',
    }
    const playground = {
      initial_state: { path_parameters: { room: 'lobby' } },
      env_state: { live: { path_parameters: { room: 'live-lobby' } } },
    }
    expect(
      initialWebSocketFormState(definition, withEnvironments, { now, initialState: playground })
        .pathParameters,
    ).toEqual({
      room: 'live-lobby',
    })
    expect(
      initialWebSocketFormState(definition, withEnvironments, {
        now,
        initialState: playground,
        environmentId: 'dev',
      }).pathParameters,
    ).toEqual({ room: 'lobby' })
  })
})
