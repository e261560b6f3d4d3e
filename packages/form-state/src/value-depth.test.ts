import { stringifyJson, type EndpointDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { buildHttpRequest } from './build-http-request.js'
import { initialEndpointFormState } from './initial-form-state.js'
import { FORM_STATE_MESSAGES } from './messages.js'
import { definitionOf, named, object, optional, property, ref, string } from '../test/shapes.js'
import { unknownToString } from './unknown-to-string.js'
import { validateEndpointForm } from './validate-form.js'
import { MAX_VALUE_DEPTH } from './value-depth.js'
import { toWireValue, wireText } from './wire-value.js'

/** `{ next: { next: … { name: 'leaf' } } }`, `depth` levels of objects. */
function nested(depth: number): unknown {
  let value: unknown = { name: 'leaf' }
  for (let level = 1; level < depth; level++) value = { next: value }
  return value
}

/** A recursive type, so that the shape goes as deep as the value: the walks follow both. */
const types = {
  Node: named('Node', object([property('name', optional(string)), property('next', optional(ref('Node')))])),
}

/** `POST /nodes` with a `Node` body, a `Node` query parameter and one example holding `value` in both. */
function endpointWith(value: unknown): EndpointDefinition {
  return {
    id: 'createNode',
    method: 'POST',
    path: [{ type: 'literal', value: '/nodes' }],
    environments: [{ id: 'prod', baseUrl: 'https://api.example.com' }],
    queryParameters: [property('filter', optional(ref('Node')))],
    requests: [
      { contentType: 'application/json', body: { type: 'alias', value: { type: 'id', id: 'Node' } } },
    ],
    examples: [
      {
        path: '/nodes',
        responseStatusCode: 200,
        queryParameters: { filter: value },
        requestBody: { type: 'json', value },
      },
    ],
  }
}

describe.each([3_500, 10_000])('a document value nested %i levels deep', (depth) => {
  const value = nested(depth)
  const endpoint = endpointWith(value)
  const definition = definitionOf([endpoint], types)

  it('seeds, validates and builds the request without a RangeError', () => {
    const formState = initialEndpointFormState(definition, endpoint, { withExample: true })
    const errors = validateEndpointForm(definition, endpoint, formState)
    const request = buildHttpRequest({ endpoint, formState, baseUrl: 'https://api.example.com', definition })

    // Validation walks MAX_VALUE_DEPTH levels and says once, for the body and the parameter, where it stopped.
    const tooDeep = errors.filter((error) => error.message === FORM_STATE_MESSAGES.tooDeep(MAX_VALUE_DEPTH))
    expect(tooDeep).toHaveLength(2)
    expect(errors).toHaveLength(2)
    // Deeper levels are sent as they are: the body is the example itself, written whole.
    expect(request.body?.type).toBe('json')
    const body = request.body?.type === 'json' ? request.body.value : undefined
    expect(stringifyJson(body)).toBe(`${'{"next":'.repeat(depth - 1)}{"name":"leaf"}${'}'.repeat(depth - 1)}`)
    const query = request.query.find(([name]) => name === 'filter')?.[1]
    expect(query?.length).toBe(stringifyJson(value)?.length)
  })

  it('converts and writes the value as text', () => {
    const wire = toWireValue(value, ref('Node'), types)

    expect(wireText(wire)).toBe(unknownToString(value))
    expect(unknownToString(value).endsWith(`{"name":"leaf"}${'}'.repeat(depth - 1)}`)).toBe(true)
  })
})
