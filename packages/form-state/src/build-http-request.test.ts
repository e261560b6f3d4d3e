import type { EndpointDefinition, TypeShape } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { buildHttpRequest } from './build-http-request.js'
import { form, getItem } from '../test/endpoints.js'
import { string } from '../test/shapes.js'

describe('buildHttpRequest', () => {
  it('takes the form state first and the endpoint, base URL and auth headers as options', () => {
    const formState = form({ pathParameters: { storeId: 's1', itemId: 'i1' } })
    const options = {
      endpoint: getItem,
      baseUrl: 'https://api.example.com',
      authHeaders: [['Authorization', 'Bearer t']] as const,
      secrets: ['Authorization'],
    }
    const request = buildHttpRequest(formState, options)
    expect(request).toEqual(buildHttpRequest({ ...options, formState }))
    expect(request.url).toBe('https://api.example.com/stores/s1/items/i1')
    expect(request.headers).toEqual([['Authorization', 'Bearer t']])
    expect(request.secrets).toEqual(['Authorization'])
  })

  it('encodes path parameters and keeps empty ones visible as :name', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: 'https://api.example.com/v1',
      formState: form({ pathParameters: { storeId: 'a/b c' } }),
    })
    expect(request.url).toBe('https://api.example.com/v1/stores/a%2Fb%20c/items/:itemId')
  })

  it('orders query pairs as declared, repeats exploded lists and comma-joins the others', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: 'https://api.example.com',
      formState: form({
        queryParameters: { extra: 1, q: 'x', fields: ['id', 'name'], tag: ['a', 'b'], skipped: null },
      }),
    })
    expect(request.query).toEqual([
      ['tag', 'a'],
      ['tag', 'b'],
      ['fields', 'id,name'],
      ['q', 'x'],
      ['extra', '1'],
    ])
  })

  it('never sends a body or Content-Type with GET', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: '',
      formState: form({ body: { type: 'json', value: { a: 1 } } }),
    })
    expect(request.body).toBeUndefined()
    expect(request.headers).toEqual([])
  })

  it('puts form headers over auth headers, case-insensitively, and sends the declared content type', () => {
    const request = buildHttpRequest({
      endpoint: { ...getItem, method: 'POST' },
      baseUrl: '',
      authHeaders: [['Authorization', 'Bearer a']],
      secrets: ['Authorization'],
      formState: form({
        headers: { authorization: 'Bearer b', 'X-Count': 3 },
        body: { type: 'json', value: { a: 1 } },
      }),
    })
    expect(request.headers).toEqual([
      ['authorization', 'Bearer b'],
      ['X-Count', '3'],
      ['Content-Type', 'application/json'],
    ])
    expect(request.body).toEqual({ type: 'json', value: { a: 1 } })
    expect(request.secrets).toEqual(['Authorization'])
  })
})

describe('buildHttpRequest rules', () => {
  const post = (extra: Partial<EndpointDefinition> = {}): EndpointDefinition => ({
    id: 'post',
    method: 'POST',
    path: [{ type: 'literal', value: '/things' }],
    environments: [
      { id: 'prod', baseUrl: 'https://api.example.com/' },
      { id: 'sandbox', baseUrl: 'https://sandbox.example.com' },
    ],
    defaultEnvironment: 'prod',
    ...extra,
  })

  it('takes the base URL from the picked environment, else the default one', () => {
    expect(buildHttpRequest({ endpoint: post(), formState: form({}) }).url).toBe(
      'https://api.example.com/things',
    )
    expect(buildHttpRequest({ endpoint: post(), formState: form({}), environmentId: 'sandbox' }).url).toBe(
      'https://sandbox.example.com/things',
    )
  })

  it('puts auth headers first, lets a form header replace one, and drops names that are not tokens', () => {
    const request = buildHttpRequest({
      endpoint: post(),
      formState: form({
        headers: { 'X-Trace': 'a', AUTHORIZATION: 'Bearer mine', 'Bad Name': 'x', 'X-None': null },
      }),
      authHeaders: [
        ['Authorization', 'Bearer token'],
        ['X-Api-Key', 'k'],
      ],
      secrets: ['Authorization', 'X-Api-Key'],
    })
    expect(request.headers).toEqual([
      ['AUTHORIZATION', 'Bearer mine'],
      ['X-Api-Key', 'k'],
      ['X-Trace', 'a'],
    ])
    expect(request.secrets).toEqual(['Authorization', 'X-Api-Key'])
  })

  it('turns line breaks in header values into spaces', () => {
    const request = buildHttpRequest({
      endpoint: post(),
      formState: form({ headers: { 'X-Note': ' one\r\ntwo\u0000 ' } }),
    })
    expect(request.headers).toEqual([['X-Note', 'one two']])
  })

  it('never sends a body with GET or HEAD', () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const request = buildHttpRequest({
        endpoint: post({
          method,
          requests: [
            { contentType: 'application/json', body: { type: 'alias', value: { type: 'unknown' } } },
          ],
        }),
        formState: form({ body: { type: 'json', value: { a: 1 } } }),
      })
      expect(request.body).toBeUndefined()
      expect(request.headers).toEqual([])
    }
  })

  it('sends the declared content type over the form’s, and even without a body, like the reference', () => {
    const endpoint = post({
      requests: [
        { contentType: 'application/vnd.api+json', body: { type: 'alias', value: { type: 'unknown' } } },
      ],
    })
    const declared = buildHttpRequest({
      endpoint,
      formState: form({ body: { type: 'json', value: { a: 1 } } }),
    })
    expect(declared.headers).toEqual([['Content-Type', 'application/vnd.api+json']])
    const typed = buildHttpRequest({
      endpoint,
      formState: form({ headers: { 'content-type': 'application/json' }, body: { type: 'json', value: {} } }),
    })
    expect(typed.headers).toEqual([['Content-Type', 'application/vnd.api+json']])
    const empty = buildHttpRequest({ endpoint, formState: form({}) })
    expect(empty.body).toBeUndefined()
    expect(empty.headers).toEqual([['Content-Type', 'application/vnd.api+json']])
  })

  it('lets the form name the Content-Type when none is declared', () => {
    const endpoint = post({ requests: [{ body: { type: 'alias', value: { type: 'unknown' } } }] })
    const typed = buildHttpRequest({
      endpoint,
      formState: form({
        headers: { 'content-type': 'application/merge-patch+json' },
        body: { type: 'json', value: {} },
      }),
    })
    expect(typed.headers).toEqual([['content-type', 'application/merge-patch+json']])
    expect(
      buildHttpRequest({ endpoint, formState: form({ body: { type: 'json', value: {} } }) }).headers,
    ).toEqual([['Content-Type', 'application/json']])
    expect(buildHttpRequest({ endpoint, formState: form({}) }).headers).toEqual([])
  })

  it('sends no Content-Type for a declared multipart request, even an empty one', () => {
    const endpoint = post({
      requests: [{ contentType: 'multipart/form-data', body: { type: 'formData', fields: [] } }],
    })
    const request = buildHttpRequest({
      endpoint,
      formState: form({ headers: { 'Content-Type': 'multipart/form-data' } }),
    })
    expect(request.body).toBeUndefined()
    expect(request.headers).toEqual([])
  })

  it('makes every header value legal for fetch: no text above U+00FF, no control characters', () => {
    const request = buildHttpRequest({
      endpoint: post(),
      formState: form({ headers: { 'X-City': 'Zürich 東京', 'X-Note': 'a\u0001b\u007f', 'X-Emoji': '😀' } }),
      authHeaders: [['Authorization', 'Bearer tok\u200B']],
    })
    expect(request.headers).toEqual([
      ['Authorization', 'Bearer tok'],
      ['X-City', 'Zürich'],
      ['X-Note', 'ab'],
      ['X-Emoji', ''],
    ])
    expect(() => new Headers(request.headers)).not.toThrow()
  })

  it('sends a string under a non-JSON content type as text', () => {
    const request = buildHttpRequest({
      endpoint: post({
        requests: [
          {
            contentType: 'text/csv',
            body: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
          },
        ],
      }),
      formState: form({ body: { type: 'json', value: 'a,b\n1,2' } }),
    })
    expect(request.body).toEqual({ type: 'text', value: 'a,b\n1,2', contentType: 'text/csv' })
    expect(request.headers).toEqual([['Content-Type', 'text/csv']])
  })

  it('sends date-times as ISO strings: Dates, and local date-times of datetime fields', () => {
    const datetime: TypeShape = { type: 'alias', value: { type: 'primitive', value: { type: 'datetime' } } }
    const local = '2024-01-15T09:30'
    const request = buildHttpRequest({
      endpoint: post({
        queryParameters: [{ key: 'since', valueShape: datetime }],
        requests: [
          {
            contentType: 'application/json',
            body: {
              type: 'object',
              extends: [],
              properties: [
                { key: 'at', valueShape: datetime },
                { key: 'text', valueShape: string },
              ],
            },
          },
        ],
      }),
      definition: { types: {} },
      formState: form({
        queryParameters: { since: new Date('2024-01-15T09:30:00Z'), until: new Date('2024-01-16T00:00:00Z') },
        body: { type: 'json', value: { at: local, text: local, when: new Date('2024-01-17T00:00:00Z') } },
      }),
    })
    expect(request.query).toEqual([
      ['since', '2024-01-15T09:30:00.000Z'],
      ['until', '2024-01-16T00:00:00.000Z'],
    ])
    expect(request.body).toEqual({
      type: 'json',
      value: { at: new Date(local).toISOString(), text: local, when: '2024-01-17T00:00:00.000Z' },
    })
  })

  it('writes lone surrogates as U+FFFD so the URL can be encoded', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: 'https://api.example.com',
      formState: form({
        pathParameters: { storeId: 'a\uD800', itemId: 'b' },
        queryParameters: { q: '\uDC00' },
      }),
    })
    expect(request.url).toBe('https://api.example.com/stores/a%EF%BF%BD/items/b')
    expect(request.query).toEqual([['q', '\uFFFD']])
  })

  it('leaves out empty lists and nulls from the query', () => {
    const request = buildHttpRequest({
      endpoint: getItem,
      baseUrl: '',
      formState: form({ queryParameters: { tag: [], fields: [], q: null } }),
    })
    expect(request.query).toEqual([])
  })
})
