import { describe, expect, it } from 'vitest'

import { importDefinition } from '../import-definition.js'
import { pathParts } from './path-parts.js'

/** Issue 15 saw 3.3 s on a `$ref` of 2,000 `{p}` segments; the guard runs four times that. */
const SEGMENTS = 8_000

/** A generous bound for a loaded CI machine; the work itself is asserted by counting. */
const GENEROUS_MS = 1_000

/**
 * `levels` objects nested under `key`, ending in a string schema, each wrapped in a Proxy that counts every
 * property operation the importer performs on it. A walk that restarted from the top for each segment would
 * count about SEGMENTS² / 2 (32 million) operations; a linear one a few per level.
 */
function countedChain(levels: number, key: string): { chain: object; operations: () => number } {
  let operations = 0
  const count = <T>(result: T): T => {
    operations++
    return result
  }
  let chain: object = { type: 'string' }
  for (let level = 0; level < levels; level++) {
    chain = new Proxy(
      { [key]: chain },
      {
        get: (target, property, receiver) => count(Reflect.get(target, property, receiver)),
        has: (target, property) => count(Reflect.has(target, property)),
        ownKeys: (target) => count(Reflect.ownKeys(target)),
        getOwnPropertyDescriptor: (target, property) =>
          count(Reflect.getOwnPropertyDescriptor(target, property)),
      },
    )
  }
  return { chain, operations: () => operations }
}

function documentWithRef(ref: string, extensions: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: { title: 'Long pointers', version: '1' },
    paths: {},
    components: { schemas: { Target: { $ref: ref } } },
    ...extensions,
  }
}

describe(`a $ref of ${SEGMENTS.toLocaleString('en-US')} segments`, () => {
  it.each([
    ['{p}', '{p}'],
    ['%7Bp%7D', '{p}'],
    ['~1~0', '/~'],
    ['p', 'p'],
  ])('resolves #/x-deep/%s/… with a few operations per segment', async (segment, key) => {
    const { chain, operations } = countedChain(SEGMENTS, key)
    const ref = `#/x-deep${`/${segment}`.repeat(SEGMENTS)}`
    const start = performance.now()

    const { definition, diagnostics } = await importDefinition(documentWithRef(ref, { 'x-deep': chain }))

    expect(performance.now() - start).toBeLessThan(GENEROUS_MS)
    expect(diagnostics).toEqual([])
    expect(definition.types['Target']?.shape).toEqual({
      type: 'alias',
      value: { type: 'id', id: expect.any(String) },
    })
    expect(operations()).toBeLessThan(20 * SEGMENTS)
  })

  it('reports a dangling one as an error diagnostic, quickly', async () => {
    const start = performance.now()

    const { diagnostics } = await importDefinition(documentWithRef(`#${'/{p}'.repeat(SEGMENTS)}`, {}))

    expect(performance.now() - start).toBeLessThan(GENEROUS_MS)
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]?.pointer).toBe('/components/schemas/Target')
  })
})

describe(`a path template of ${SEGMENTS.toLocaleString('en-US')} parameters`, () => {
  const template = '/{p}'.repeat(SEGMENTS)

  it('parses into one literal and one parameter per segment', () => {
    const parts = pathParts(`${template}/end`)

    expect(parts).toHaveLength(2 * SEGMENTS + 1)
    expect(parts.filter((part) => part.type === 'pathParameter')).toHaveLength(SEGMENTS)
    expect(parts.at(-1)).toEqual({ type: 'literal', value: '/end' })
  })

  it('imports as an endpoint with that path, quickly', async () => {
    const text = JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Long path', version: '1' },
      paths: { [template]: { get: { responses: { '200': { description: 'ok' } } } } },
    })
    const start = performance.now()

    const { definition } = await importDefinition(text)

    expect(performance.now() - start).toBeLessThan(GENEROUS_MS)
    const endpoint = Object.values(definition.endpoints)[0]
    expect(endpoint?.path).toHaveLength(2 * SEGMENTS)
    expect(endpoint?.pathParameters?.map((parameter) => parameter.key)).toEqual(['p'])
  })
})
