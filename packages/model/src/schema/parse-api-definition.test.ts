import { describe, expect, it } from 'vitest'
import sampleDefinition from '../../../../apps/sample-api/definition.json' with { type: 'json' }
import type { ApiDefinition } from '../definition/api-definition.js'
import { everyVariantDefinition } from '../../test/every-variant.js'
import type { DefinitionIssue } from './issues.js'
import {
  InvalidApiDefinitionError,
  parseApiDefinition,
  parseApiDefinitionOrThrow,
} from './parse-api-definition.js'

type Json = Record<string, unknown>

/** A deep copy of a definition with one value replaced (or removed when `value` is undefined). */
function mutated(definition: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy: unknown = structuredClone(definition)
  let node = copy as Json
  for (const segment of path.slice(0, -1)) {
    node = node[segment] as Json
  }
  const last = path.at(-1) as string | number
  if (value === undefined) {
    delete node[last]
  } else {
    node[last] = value
  }
  return copy
}

function errorsOf(json: unknown): DefinitionIssue[] {
  const result = parseApiDefinition(json)
  return result.ok ? [] : result.errors
}

const endpoint = (id: string, extra: Json = {}): Json => ({
  id,
  method: 'GET',
  path: [{ type: 'literal', value: '/users' }],
  ...extra,
})
const minimal = (extra: Json = {}): Json => ({
  id: 'api',
  endpoints: {},
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
  ...extra,
})

describe('parseApiDefinition', () => {
  it('accepts the sample API definition', () => {
    const result = parseApiDefinition(sampleDefinition)
    expect(result.ok && result.definition).toEqual(sampleDefinition)
  })

  it('accepts a definition using every variant and gives it back unchanged', () => {
    const json: unknown = JSON.parse(JSON.stringify(everyVariantDefinition))
    expect(parseApiDefinition(json)).toEqual({ ok: true, definition: everyVariantDefinition })
  })

  it('accepts a minimal definition', () => {
    expect(parseApiDefinition(minimal()).ok).toBe(true)
  })

  it('keeps keys the model does not know, unvalidated', () => {
    const json = minimal({
      graphqlOperations: {},
      endpoints: { ping: endpoint('ping', { newerField: { anything: true } }) },
    })
    const result = parseApiDefinition(json)
    expect(result.ok && result.definition).toEqual(json)
  })

  it('names a wrong method and the methods allowed', () => {
    expect(errorsOf(mutated(sampleDefinition, ['endpoints', 'getUser', 'method'], 'FETCH'))).toEqual([
      {
        path: '$.endpoints.getUser.method',
        message:
          'expected one of "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", received "FETCH"',
      },
    ])
  })

  it('accepts the HEAD, OPTIONS and TRACE methods', () => {
    for (const method of ['HEAD', 'OPTIONS', 'TRACE']) {
      expect(
        parseApiDefinition(mutated(sampleDefinition, ['endpoints', 'getUser', 'method'], method)).ok,
      ).toBe(true)
    }
  })

  it('names a missing union tag at the tag itself, with the tags allowed', () => {
    expect(
      errorsOf(mutated(sampleDefinition, ['endpoints', 'getUser', 'path', 1, 'type'], undefined)),
    ).toEqual([
      {
        path: '$.endpoints.getUser.path[1].type',
        message: 'missing; expected one of "literal", "pathParameter"',
      },
    ])
  })

  it('names an unknown union tag', () => {
    const json = mutated(sampleDefinition, ['types', 'User', 'shape', 'type'], 'record')
    expect(errorsOf(json)).toEqual([
      {
        path: '$.types.User.shape.type',
        message:
          'expected one of "alias", "enum", "undiscriminatedUnion", "discriminatedUnion", "object", received "record"',
      },
    ])
  })

  it('names a bad availability', () => {
    expect(errorsOf(mutated(sampleDefinition, ['types', 'User', 'availability'], 'Experimental'))).toEqual([
      {
        path: '$.types.User.availability',
        message:
          'expected one of "Stable", "GenerallyAvailable", "InDevelopment", "PreRelease", "Deprecated", "Beta", received "Experimental"',
      },
    ])
  })

  it('names a reference to a type that does not exist', () => {
    const json = mutated(
      sampleDefinition,
      ['endpoints', 'getUser', 'responses', 0, 'body', 'value', 'id'],
      'Person',
    )
    expect(errorsOf(json)).toEqual([
      {
        path: '$.endpoints.getUser.responses[0].body.value.id',
        message: 'refers to the type "Person", which is not in types',
      },
    ])
  })

  it('checks references between parts once the structure is sound', () => {
    const json = minimal({ endpoints: { ping: endpoint('pong', { auth: ['bearer'] }) } })
    expect(errorsOf(json)).toEqual([
      { path: '$.endpoints.ping.id', message: 'expected "ping" (its key in endpoints), received "pong"' },
      {
        path: '$.endpoints.ping.auth[0]',
        message: 'refers to the auth scheme "bearer", which is not in auths',
      },
    ])
    expect(errorsOf({ ...json, types: [] })).toEqual([
      { path: '$.types', message: 'expected an object, received an array' },
    ])
  })

  it('names missing fields, wrong kinds and broken constraints, quoting keys that are not identifiers', () => {
    const json = minimal({
      endpoints: {
        'get-user': endpoint('get-user', {
          path: undefined,
          queryParameters: [
            {
              key: 'limit',
              valueShape: {
                type: 'alias',
                value: { type: 'primitive', value: { type: 'string', minLength: -1 } },
              },
            },
          ],
          requests: [{ body: { type: 'bytes', isOptional: 'no', contentType: 5 } }],
        }),
      },
    })
    expect(errorsOf(json)).toEqual([
      { path: '$.endpoints["get-user"].path', message: 'missing; expected an array' },
      {
        path: '$.endpoints["get-user"].queryParameters[0].valueShape.value.value.minLength',
        message: 'expected a number >= 0, received -1',
      },
      {
        path: '$.endpoints["get-user"].requests[0].body.isOptional',
        message: 'expected a boolean, received "no"',
      },
      {
        path: '$.endpoints["get-user"].requests[0].body.contentType',
        message: 'expected a content type string or a list of them, received 5',
      },
    ])
  })

  it('keeps an own __proto__ key of a record, which zod records drop, as an ordinary entry', () => {
    const json: unknown = JSON.parse(`{
      "id": "api", "endpoints": {}, "websockets": {}, "webhooks": {}, "subpackages": {}, "auths": {},
      "types": {
        "__proto__": { "name": "Proto", "shape": { "type": "alias", "value": { "type": "unknown" } } },
        "B": { "name": "B", "shape": { "type": "alias", "value": { "type": "id", "id": "__proto__" } } }
      }
    }`)
    const result = parseApiDefinition(json)
    expect(result.ok).toBe(true)
    const types = result.ok ? result.definition.types : {}
    expect(Object.keys(types)).toEqual(['__proto__', 'B'])
    expect(Object.hasOwn(types, '__proto__')).toBe(true)
    expect(Object.getPrototypeOf(types)).toBe(Object.prototype)
    expect(types['__proto__']?.name).toBe('Proto')
  })

  it('reports an invalid __proto__ entry at its own path', () => {
    const json: unknown = JSON.parse(`{
      "id": "api", "endpoints": {}, "websockets": {}, "webhooks": {}, "subpackages": {}, "auths": {},
      "types": { "__proto__": { "name": "Proto", "shape": { "type": "record" } } }
    }`)
    expect(errorsOf(json)).toEqual([
      {
        path: '$.types.__proto__.shape.type',
        message:
          'expected one of "alias", "enum", "undiscriminatedUnion", "discriminatedUnion", "object", received "record"',
      },
    ])
  })

  it('names a definition that is not an object', () => {
    expect(errorsOf('{"id":"api"}')).toEqual([
      { path: '$', message: 'expected an object, received "{\\"id\\":\\"api\\"}"' },
    ])
    expect(errorsOf(null)).toEqual([{ path: '$', message: 'expected an object, received null' }])
  })
})

describe('parseApiDefinitionOrThrow', () => {
  it('returns a valid definition', () => {
    const definition: ApiDefinition = parseApiDefinitionOrThrow(minimal())
    expect(definition.id).toBe('api')
  })

  it('throws an InvalidApiDefinitionError listing the first issues', () => {
    const json = minimal({
      endpoints: Object.fromEntries(
        ['a', 'b', 'c', 'd', 'e'].map((id) => [id, endpoint(id, { method: 'FETCH' })]),
      ),
    })
    let error: unknown
    try {
      parseApiDefinitionOrThrow(json)
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(InvalidApiDefinitionError)
    expect(error).toBeInstanceOf(Error)
    const invalid = error as InvalidApiDefinitionError
    expect(invalid.name).toBe('InvalidApiDefinitionError')
    expect(invalid.issues).toHaveLength(5)
    expect(invalid.message).toMatch(
      /^Invalid API definition: \$\.endpoints\.a\.method — expected one of "GET", .*; \$\.endpoints\.b\.method — .*; \$\.endpoints\.c\.method — .*; and 2 more$/,
    )
  })
})
