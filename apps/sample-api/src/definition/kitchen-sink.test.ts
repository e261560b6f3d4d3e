import type {
  EndpointDefinition,
  FormDataField,
  ObjectProperty,
  TypeDefinition,
  TypeShape,
} from '@api-explorer/model'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'
import type { EchoResponse } from '../support/echo-body.js'
import { sampleApiDefinition } from './index.js'
import { KITCHEN_SINK_ENDPOINT_IDS, KITCHEN_SINK_SUBPACKAGE } from './kitchen-sink.js'
import type { KitchenSinkEndpointId } from './kitchen-sink.js'
import {
  EXAMPLE_BOUNDARY,
  KITCHEN_SINK_EXAMPLE_BODY,
  KITCHEN_SINK_EXAMPLE_BYTES_BASE64,
  exampleMultipartBody,
} from './kitchen-sink-examples.js'
import { KITCHEN_SINK_TYPES } from './kitchen-sink-types.js'

const { types } = sampleApiDefinition

function kitchenSink(id: KitchenSinkEndpointId): EndpointDefinition {
  const endpoint = sampleApiDefinition.endpoints[id]
  if (endpoint == null) throw new Error(`No endpoint ${id}`)
  return endpoint
}

function type(id: string): TypeDefinition {
  const found = types[id]
  if (found == null) throw new Error(`No type ${id}`)
  return found
}

function propertyOf(typeId: string, key: string): ObjectProperty {
  const shape = type(typeId).shape
  const found =
    shape.type === 'object' ? shape.properties.find((property) => property.key === key) : undefined
  if (found == null) throw new Error(`${typeId} has no property ${key}`)
  return found
}

/** `alias → optional/nullable → …` down to the first shape that is not a wrapper. */
function unwrap(shape: TypeShape): TypeShape {
  if (shape.type === 'alias' && (shape.value.type === 'optional' || shape.value.type === 'nullable')) {
    return unwrap(shape.value.shape)
  }
  return shape
}

/** Every `shape:…`, `reference:…`, `primitive:…` and `literal:…` kind used anywhere in a value. */
function kindsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) kindsIn(item, found)
    return found
  }
  if (typeof value !== 'object' || value == null) return found
  const record = value as Record<string, unknown>
  if (record.type === 'alias' && typeof record.value === 'object') {
    const reference = record.value as { type: string; value?: { type: string } }
    found.add(`reference:${reference.type}`)
    if (reference.type === 'primitive') found.add(`primitive:${reference.value?.type}`)
    if (reference.type === 'literal') found.add(`literal:${reference.value?.type}`)
  }
  if (['enum', 'object', 'undiscriminatedUnion', 'discriminatedUnion'].includes(String(record.type))) {
    found.add(`shape:${String(record.type)}`)
  }
  for (const child of Object.values(record)) kindsIn(child, found)
  return found
}

describe('the kitchen sink', () => {
  it('has four endpoints in its own subpackage, every one POSTing below /echo', () => {
    expect(KITCHEN_SINK_ENDPOINT_IDS).toEqual([
      'kitchenSinkJson',
      'kitchenSinkMultipart',
      'kitchenSinkBytes',
      'kitchenSinkParameters',
    ])
    expect(sampleApiDefinition.subpackages[KITCHEN_SINK_SUBPACKAGE]?.displayName).toBe('Kitchen sink')
    for (const id of KITCHEN_SINK_ENDPOINT_IDS) {
      const endpoint = kitchenSink(id)
      expect(endpoint.namespace).toEqual([KITCHEN_SINK_SUBPACKAGE])
      expect(endpoint.method).toBe('POST')
      expect(endpoint.path[0]).toMatchObject({ type: 'literal', value: expect.stringMatching(/^\/echo\//) })
      expect(endpoint.responses?.[0]?.body).toEqual({
        type: 'alias',
        value: { type: 'id', id: 'EchoResponse' },
      })
      expect(endpoint.examples).toHaveLength(1)
    }
  })

  it('uses every type shape, type reference, primitive and literal of the model', () => {
    const kinds = kindsIn([KITCHEN_SINK_TYPES, KITCHEN_SINK_ENDPOINT_IDS.map(kitchenSink)])
    const expected = [
      ...['enum', 'object', 'undiscriminatedUnion', 'discriminatedUnion'].map((kind) => `shape:${kind}`),
      ...['id', 'primitive', 'optional', 'nullable', 'list', 'set', 'map', 'literal', 'unknown'].map(
        (kind) => `reference:${kind}`,
      ),
      ...[
        'string',
        'integer',
        'double',
        'long',
        'uint',
        'uint64',
        'boolean',
        'datetime',
        'date',
        'uuid',
        'base64',
        'bigInteger',
        'scalar',
      ].map((kind) => `primitive:${kind}`),
      'literal:stringLiteral',
      'literal:booleanLiteral',
    ]
    expect([...kinds].sort()).toEqual(expect.arrayContaining(expected.sort()))
  })

  it('gives the JSON body the constraints, markers and names it promises', () => {
    const body = kitchenSink('kitchenSinkJson').requests?.[0]
    expect(body).toMatchObject({
      contentType: 'application/json',
      body: { value: { id: 'KitchenSinkBody' } },
    })
    expect(propertyOf('KitchenSinkBody', 'title').valueShape).toMatchObject({
      value: { value: { type: 'string', minLength: 3, maxLength: 40, regex: '^[A-Z][A-Za-z0-9 ]*$' } },
    })
    expect(propertyOf('KitchenSinkBody', 'password').valueShape).toMatchObject({
      value: { value: { type: 'string', format: 'password' } },
    })
    expect(propertyOf('KitchenSinkBody', 'rating').valueShape).toMatchObject({
      value: { value: { type: 'integer', minimum: 1, maximum: 9 } },
    })
    expect(propertyOf('KitchenSinkBody', 'ratio').valueShape).toMatchObject({
      value: { value: { type: 'double', exclusiveMinimum: true, exclusiveMaximum: true } },
    })
    expect(propertyOf('KitchenSinkBody', 'idempotency_key').valueShape).toMatchObject({
      value: { type: 'primitive', value: { type: 'string' } },
    })
    expect(propertyOf('KitchenSinkBody', 'legacyCode').availability).toBe('Deprecated')
    expect(propertyOf('KitchenSinkBody', 'experimentalMode').availability).toBe('Beta')
    expect(propertyOf('KitchenSinkBody', 'title').description).toMatch(/\*\*Required\.\*\*/)

    const priority = type('Priority').shape
    expect(priority.type === 'enum' && priority.values.every((value) => value.description != null)).toBe(true)
    expect(unwrap(propertyOf('KitchenSinkBody', 'quotas').valueShape)).toMatchObject({
      value: { type: 'map', keyShape: { value: { type: 'id', id: 'Priority' } } },
    })
    expect(unwrap(propertyOf('KitchenSinkBody', 'attributes').valueShape)).toMatchObject({
      value: { type: 'map', keyShape: { value: { type: 'primitive', value: { type: 'string' } } } },
    })
  })

  it('nests objects three deep and has a recursive TreeNode', () => {
    expect(propertyOf('Outer', 'middle').valueShape).toMatchObject({ value: { id: 'Middle' } })
    expect(propertyOf('Middle', 'inner').valueShape).toMatchObject({
      type: 'object',
      properties: [{ key: 'flag' }, { key: 'note' }],
    })
    expect(unwrap(propertyOf('TreeNode', 'children').valueShape)).toMatchObject({
      value: { type: 'list', itemShape: { value: { type: 'id', id: 'TreeNode' } } },
    })
  })

  it('has discriminated unions of 3 (sharing name) and 6 variants, undiscriminated of 3 and 6', () => {
    const pet = type('Pet').shape
    const petVariants = pet.type === 'discriminatedUnion' ? pet.variants : []
    expect(petVariants.map((variant) => [variant.discriminantValue, variant.extends])).toEqual([
      ['dog', ['PetBase']],
      ['cat', ['PetBase']],
      ['bird', ['PetBase']],
    ])
    expect(propertyOf('PetBase', 'name').valueShape).toMatchObject({ value: { value: { type: 'string' } } })
    const event = type('Event').shape
    expect(event.type === 'discriminatedUnion' && event.variants.length).toBe(6)
    const target = type('Target').shape
    expect(
      target.type === 'undiscriminatedUnion' && target.variants.map((variant) => kindsIn(variant.shape)),
    ).toEqual([
      new Set(['reference:id']),
      new Set(['reference:primitive', 'primitive:string']),
      new Set(['reference:primitive', 'primitive:integer']),
    ])
    const setting = type('Setting').shape
    expect(setting.type === 'undiscriminatedUnion' && setting.variants.length).toBe(6)
  })

  it('has a multipart form with a file, a file list, an audio file, a JSON part and an exploded list', () => {
    const body = kitchenSink('kitchenSinkMultipart').requests?.[0]?.body
    const fields = body?.type === 'formData' ? body.fields : []
    const field = (key: string): FormDataField | undefined =>
      fields.find((candidate) => candidate.key === key)
    expect(field('document')).toMatchObject({ type: 'file', isOptional: false })
    expect(field('attachments')).toMatchObject({ type: 'files', isOptional: true })
    expect(field('recording')).toMatchObject({ type: 'file', contentType: 'audio/webm' })
    expect(field('metadata')).toMatchObject({ type: 'property', contentType: 'application/json' })
    expect(field('labels')).toMatchObject({ type: 'property', exploded: true })
  })

  it('has an octet-stream body, and uint64 query, enum header and date path parameters', () => {
    expect(kitchenSink('kitchenSinkBytes').requests?.[0]).toMatchObject({
      contentType: 'application/octet-stream',
      body: { type: 'bytes', isOptional: false },
    })
    const parameters = kitchenSink('kitchenSinkParameters')
    expect(parameters.pathParameters?.[0]).toMatchObject({
      key: 'day',
      valueShape: { value: { value: { type: 'date' } } },
    })
    expect(parameters.queryParameters?.[0]).toMatchObject({
      key: 'sequence',
      valueShape: { value: { value: { type: 'uint64' } } },
    })
    expect(parameters.requestHeaders?.[0]).toMatchObject({
      key: 'X-Priority',
      valueShape: { value: { id: 'Priority' } },
    })
  })
})

describe('the kitchen-sink examples', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  /** Sends an example's request and checks the echo against the example's answer, headers aside. */
  async function expectExampleAnswered(
    id: KitchenSinkEndpointId,
    init: RequestInit,
    query = '',
  ): Promise<void> {
    const example = kitchenSink(id).examples?.[0]
    const expected = example?.responseBody?.value as EchoResponse
    const response = await fetch(`${api.url}${example?.path}${query}`, { method: 'POST', ...init })
    expect(response.status).toBe(example?.responseStatusCode)
    const { headers, ...echo } = (await response.json()) as EchoResponse
    const { headers: exampleHeaders, ...rest } = expected
    expect(echo).toEqual(rest)
    // The example lists a few of the headers; each arrived, with that value (the host aside: its port differs).
    for (const header of exampleHeaders.filter((header) => header.name !== 'host')) {
      expect(headers).toContainEqual(header)
    }
  }

  it('answers the JSON example with its body, byte for byte', async () => {
    const example = kitchenSink('kitchenSinkJson').examples?.[0]
    expect(example?.requestBody).toEqual({ type: 'json', value: KITCHEN_SINK_EXAMPLE_BODY })
    await expectExampleAnswered('kitchenSinkJson', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(KITCHEN_SINK_EXAMPLE_BODY),
    })
  })

  it('answers the multipart example with each part', async () => {
    await expectExampleAnswered('kitchenSinkMultipart', {
      headers: { 'Content-Type': `multipart/form-data; boundary=${EXAMPLE_BOUNDARY}` },
      body: new Uint8Array(exampleMultipartBody()),
    })
    const echo = kitchenSink('kitchenSinkMultipart').examples?.[0]?.responseBody?.value as EchoResponse
    expect(echo.parts?.map((part) => part.name)).toEqual([
      'caption',
      'document',
      'attachments',
      'attachments',
      'recording',
      'metadata',
      'labels',
      'labels',
    ])
    expect(echo.parts?.find((part) => part.name === 'recording')).toMatchObject({
      contentType: 'audio/webm',
      text: null,
    })
  })

  it('answers the bytes example with base64 only', async () => {
    await expectExampleAnswered('kitchenSinkBytes', {
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(Buffer.from(KITCHEN_SINK_EXAMPLE_BYTES_BASE64, 'base64')),
    })
  })

  it('answers the parameters example with its query in declared order, lists exploded or joined as declared', async () => {
    const endpoint = kitchenSink('kitchenSinkParameters')
    const example = endpoint.examples?.[0]
    const query = new URLSearchParams()
    for (const parameter of endpoint.queryParameters ?? []) {
      const value = example?.queryParameters?.[parameter.key]
      if (value === undefined) continue
      if (!Array.isArray(value)) query.append(parameter.key, String(value))
      else if (parameter.explode === false) query.append(parameter.key, value.join(','))
      else for (const item of value) query.append(parameter.key, String(item))
    }
    await expectExampleAnswered(
      'kitchenSinkParameters',
      {
        headers: Object.fromEntries(
          Object.entries(example?.headers ?? {}).map(([name, value]) => [name, String(value)]),
        ),
      },
      `?${query}`,
    )
  })
})
