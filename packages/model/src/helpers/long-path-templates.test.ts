import { describe, expect, it } from 'vitest'

import type { ApiDefinition } from '../definition/api-definition.js'
import type { PathPart } from '../definition/commons.js'
import { parseApiDefinition } from '../schema/parse-api-definition.js'
import {
  findEndpointByReference,
  formatEndpointReference,
  parseEndpointReference,
} from './endpoint-reference.js'
import { pathTemplate } from './path-template.js'

/** Issue 15: path templates and pointers of 8,000 `{p}` segments must cost time linear in their length. */
const SEGMENTS = 8_000

/** A generous bound for a loaded CI machine; a quadratic walk of 8,000 segments takes seconds. */
const GENEROUS_MS = 1_000

const parts: PathPart[] = Array.from({ length: SEGMENTS }, (_, index) => [
  { type: 'literal' as const, value: '/' },
  { type: 'pathParameter' as const, value: `p${index}` },
]).flat()

const template = parts.map((part) => (part.type === 'literal' ? part.value : `{${part.value}}`)).join('')

const definition = {
  id: 'long',
  endpoints: {
    long: {
      id: 'long',
      method: 'GET',
      path: parts,
      pathParameters: parts.flatMap((part) =>
        part.type === 'pathParameter'
          ? [
              {
                key: part.value,
                valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
              },
            ]
          : [],
      ),
    },
  },
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
} as unknown as ApiDefinition

describe(`a path of ${SEGMENTS.toLocaleString('en-US')} parameters`, () => {
  it('is written as its template, read back as a reference and found, quickly', () => {
    const start = performance.now()

    const written = pathTemplate(parts)
    const reference = parseEndpointReference(formatEndpointReference({ method: 'GET', path: parts }))
    const found = findEndpointByReference(definition, `GET ${template}`)

    expect(performance.now() - start).toBeLessThan(GENEROUS_MS)
    expect(written).toBe(template)
    expect(reference).toEqual({ method: 'GET', path: template })
    expect(found?.id).toBe('long')
  })

  it('passes the definition checks (every parameter declared), quickly', () => {
    const start = performance.now()

    const result = parseApiDefinition(definition)

    expect(performance.now() - start).toBeLessThan(GENEROUS_MS)
    expect(result.ok).toBe(true)
  })
})
