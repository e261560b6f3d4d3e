import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { ObjectProperty, PathPart } from '@api-explorer/model'
import { pathTemplate } from '@api-explorer/model'
import { parseApiDefinition } from '@api-explorer/model/schema'
import { describe, expect, it } from 'vitest'
import { definitionForOrigin } from './definition-for-origin.js'
import { definitionJson } from './definition-json.js'
import { sampleApiDefinition } from './index.js'

const definition = sampleApiDefinition
const nodes = [...Object.values(definition.endpoints), ...Object.values(definition.websockets)]

function parameterNames(path: PathPart[]): string[] {
  return path.flatMap((part) => (part.type === 'pathParameter' ? [part.value] : []))
}

function keys(properties: ObjectProperty[] | undefined): string[] {
  return (properties ?? []).map((property) => property.key)
}

/** Every `{type: 'id', id}` reference and every `extends` entry anywhere in a value. */
function referencedTypeIds(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) referencedTypeIds(item, found)
  } else if (typeof value === 'object' && value != null) {
    const record = value as Record<string, unknown>
    if (record.type === 'id' && typeof record.id === 'string') found.push(record.id)
    if (Array.isArray(record.extends)) found.push(...(record.extends as string[]))
    for (const child of Object.values(record)) referencedTypeIds(child, found)
  }
  return found
}

describe('sampleApiDefinition', () => {
  it('matches the checked-in definition.json byte for byte (run pnpm write-definition after a change)', () => {
    const checkedIn = readFileSync(new URL('../../definition.json', import.meta.url), 'utf8')
    expect(checkedIn).toBe(definitionJson())
  })

  it('declares one endpoint per route, keyed by its id', () => {
    expect(Object.keys(definition.endpoints).sort()).toEqual(
      [
        'listUsers',
        'createUser',
        'getUser',
        'replaceUser',
        'updateUser',
        'deleteUser',
        'getUserAvatar',
        'uploadFile',
        'uploadBytes',
        'downloadFile',
        'streamEvents',
        'streamNdjson',
        'streamTone',
        'getOAuthToken',
        'getBearerProtected',
        'getBasicProtected',
        'getApiKeyProtected',
        'getOAuthProtected',
        'slow',
        'fail',
        'kitchenSinkJson',
        'kitchenSinkMultipart',
        'kitchenSinkBytes',
        'kitchenSinkParameters',
      ].sort(),
    )
    for (const [id, endpoint] of Object.entries(definition.endpoints)) expect(endpoint.id).toBe(id)
    expect(Object.keys(definition.websockets)).toEqual(['rooms'])
  })

  it('is a valid definition for parseApiDefinition, as typed and as the JSON it is served as', () => {
    const typed = parseApiDefinition(definition)
    expect(typed.ok ? [] : typed.errors).toEqual([])
    const served = parseApiDefinition(JSON.parse(definitionJson()))
    expect(served.ok ? [] : served.errors).toEqual([])
  })

  it('resolves every type reference to a key of types', () => {
    const ids = referencedTypeIds(definition)
    expect(ids.length).toBeGreaterThan(20)
    expect(Object.keys(definition.types)).toEqual(expect.arrayContaining(ids))
  })

  it('serves endpoints from the local environment and channels from its ws form', () => {
    expect(definition.endpoints.getUser?.environments).toEqual([
      { id: 'local', baseUrl: 'http://127.0.0.1:4010' },
    ])
    expect(definition.websockets.rooms?.environments).toEqual([
      { id: 'local', baseUrl: 'ws://127.0.0.1:4010' },
    ])
  })

  describe.each(nodes.map((node) => [node.id, node] as const))('%s', (_, node) => {
    it('declares exactly the path parameters its path names', () => {
      expect(keys(node.pathParameters).sort()).toEqual(parameterNames(node.path).sort())
    })

    it('sits in one subpackage, on the local environment, with a display name and an example', () => {
      expect(node.namespace).toHaveLength(1)
      expect(Object.keys(definition.subpackages)).toContain(node.namespace?.[0])
      expect(node.displayName).toBeTruthy()
      expect(node.environments?.map((environment) => environment.id)).toEqual(['local'])
      expect(node.examples?.length).toBeGreaterThan(0)
    })

    it('gives examples paths that fill their path parameters into the template', () => {
      for (const example of node.examples ?? []) {
        const filled = pathTemplate(node.path).replace(/\{(\w+)\}/g, (_, key: string) =>
          encodeURIComponent(String(example.pathParameters?.[key])),
        )
        expect(example.path).toBe(filled)
      }
    })
  })

  it('refers only to declared auth schemes, and the OAuth scheme to the token endpoint', () => {
    for (const endpoint of Object.values(definition.endpoints)) {
      for (const scheme of endpoint.auth ?? []) expect(Object.keys(definition.auths)).toContain(scheme)
    }
    const oauth = definition.auths.oauth
    expect(oauth?.type === 'oAuth' && oauth.value.value.endpointId).toBe('getOAuthToken')
  })

  it('describes getUser with its path parameter, optional request id header and Ada as the example', () => {
    const getUser = definition.endpoints.getUser
    expect(getUser?.displayName).toBe('Get user')
    expect(keys(getUser?.pathParameters)).toEqual(['userId'])
    expect(getUser?.requestHeaders?.[0]).toMatchObject({
      key: 'X-Request-Id',
      valueShape: { type: 'alias', value: { type: 'optional' } },
    })
    expect(getUser?.examples?.[0]).toMatchObject({
      pathParameters: { userId: 'usr_ada' },
      responseBody: { type: 'json', value: { id: 'usr_ada', name: 'Ada Lovelace' } },
    })
  })

  it('reports the true size and hash of the bytes upload example', () => {
    const example = definition.endpoints.uploadBytes?.examples?.[0]
    const sent = example?.requestBody?.type === 'bytes' ? example.requestBody.value.value : ''
    const bytes = Buffer.from(sent, 'base64')
    expect(example?.responseBody?.value).toMatchObject({
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
  })
})

describe('definitionForOrigin', () => {
  it('points every environment at the origin, websockets at its ws form, without touching the original', () => {
    const copy = definitionForOrigin('https://api.example.com:8443/')
    for (const endpoint of Object.values(copy.endpoints)) {
      expect(endpoint.environments).toEqual([{ id: 'local', baseUrl: 'https://api.example.com:8443' }])
    }
    expect(copy.websockets.rooms?.environments?.[0]?.baseUrl).toBe('wss://api.example.com:8443')
    expect(definitionForOrigin('http://127.0.0.1:5000').websockets.rooms?.environments?.[0]?.baseUrl).toBe(
      'ws://127.0.0.1:5000',
    )
    expect(sampleApiDefinition.endpoints.getUser?.environments?.[0]?.baseUrl).toBe('http://127.0.0.1:4010')
    expect(copy.types).not.toBe(sampleApiDefinition.types)
    expect(copy.types).toEqual(sampleApiDefinition.types)
  })
})
