import { parseApiDefinition } from '@api-explorer/model/schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { importDefinition } from './import-definition.js'
import { InvalidDocumentError } from './shared/errors.js'
import { fixtureDocument } from '../test/fixtures.js'

/** Imports, accepting only two outcomes: a valid definition, or an InvalidDocumentError. */
async function importsSafely(input: string | object): Promise<void> {
  let result
  try {
    result = await importDefinition(input)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidDocumentError)
    return
  }
  const parsed = parseApiDefinition(result.definition)
  expect(parsed.ok ? [] : parsed.errors.slice(0, 3)).toEqual([])
}

type Path = Array<string | number>

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (prefix.length > 0) out.push(prefix)
  if (typeof value === 'object' && value !== null && prefix.length < 12) {
    for (const [key, child] of Object.entries(value)) {
      pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out)
    }
  }
  return out
}

function pointerOf(path: Path): string {
  return '#/' + path.map((segment) => String(segment).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')
}

type Mutation = { at: number; kind: 'delete' | 'replace' | 'ref' | 'bad-ref'; value: unknown; target: number }

function mutate(document: object, paths: Path[], mutations: Mutation[]): object {
  const copy = structuredClone(document) as Record<string | number, unknown>
  for (const mutation of mutations) {
    const path = paths[mutation.at % paths.length]
    if (path === undefined) continue
    let parent: unknown = copy
    for (const segment of path.slice(0, -1)) {
      parent =
        typeof parent === 'object' && parent !== null
          ? (parent as Record<string | number, unknown>)[segment]
          : undefined
    }
    if (typeof parent !== 'object' || parent === null) continue
    const key = path[path.length - 1] as string | number
    const target = parent as Record<string | number, unknown>
    if (mutation.kind === 'delete') delete target[key]
    else if (mutation.kind === 'replace') target[key] = mutation.value
    else if (mutation.kind === 'ref')
      target[key] = { $ref: pointerOf(paths[mutation.target % paths.length] ?? []) }
    else target[key] = { $ref: '#/components/schemas/DoesNotExist' }
  }
  return copy
}

const mutationArbitrary = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('delete', 'replace', 'ref', 'bad-ref'),
  value: fc.jsonValue({ maxDepth: 3 }),
  target: fc.nat(),
}) as fc.Arbitrary<Mutation>

const BASES = [
  'openapi-3.0-oai-petstore-expanded.yaml',
  'openapi-3.1-redoc-petstore.yaml',
  'openapi-3.1-oai-tictactoe.yaml',
  'swagger-2.0-redoc-petstore.yaml',
  'openrpc-petstore-expanded.json',
  'asyncapi-2.6-websocket-gemini.yml',
  'asyncapi-3.0-kraken-websocket-request-reply.yml',
]

describe('the importers under random input', () => {
  it('turn any JSON value into a definition or an InvalidDocumentError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), (value) => importsSafely(JSON.stringify(value))),
      {
        numRuns: 300,
      },
    )
  })

  it('turn any text into a definition or an InvalidDocumentError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), (text) => importsSafely(text)),
      { numRuns: 300 },
    )
  })

  for (const file of BASES) {
    it(`survive mutations of ${file}`, async () => {
      const document = fixtureDocument(file)
      const paths = pathsOf(document)
      await fc.assert(
        fc.asyncProperty(fc.array(mutationArbitrary, { minLength: 1, maxLength: 6 }), (mutations) =>
          importsSafely(mutate(document, paths, mutations)),
        ),
        { numRuns: 150 },
      )
    })
  }

  it('convert arbitrary JSON Schemas, including cycles through $ref, into valid shapes', async () => {
    const names = ['A', 'B', 'C']
    const { schema } = fc.letrec<{ schema: unknown }>((tie) => ({
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom(
          { type: 'string', format: 'date-time' },
          { type: 'integer', format: 'int64', minimum: 0, exclusiveMinimum: true },
          { type: ['string', 'null'] },
          { enum: ['a', 'b', null] },
          { enum: [1, 2] },
          { const: 'fixed' },
          { type: 'string', format: 'binary' },
          { $ref: '#/components/schemas/A' },
          { $ref: '#/components/schemas/Missing' },
          true,
          {},
        ),
        fc.record({ type: fc.constant('array'), items: tie('schema'), uniqueItems: fc.boolean() }),
        fc.record(
          {
            type: fc.constant('object'),
            properties: fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), tie('schema'), {
              maxKeys: 3,
            }),
            required: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
            additionalProperties: fc.oneof(fc.boolean(), tie('schema')),
            nullable: fc.boolean(),
          },
          { requiredKeys: ['type'] },
        ),
        fc.record({ allOf: fc.array(tie('schema'), { maxLength: 3 }) }),
        fc.record({ oneOf: fc.array(tie('schema'), { maxLength: 3 }) }),
        fc.record({
          anyOf: fc.array(tie('schema'), { maxLength: 3 }),
          discriminator: fc.record({ propertyName: fc.constant('kind') }),
        }),
        fc.record({
          $ref: fc.constantFrom(...names.map((name) => `#/components/schemas/${name}`)),
          description: fc.string(),
        }),
      ),
    }))
    await fc.assert(
      fc.asyncProperty(fc.tuple(schema, schema, schema, schema), async ([a, b, c, body]) => {
        const document = {
          openapi: '3.1.0',
          info: { title: 'Random', version: '1' },
          paths: {
            '/things': {
              post: {
                requestBody: {
                  content: { 'application/json': { schema: body }, 'multipart/form-data': { schema: a } },
                },
                responses: { '200': { description: 'ok', content: { 'application/json': { schema: b } } } },
              },
            },
          },
          components: { schemas: { A: a, B: b, C: c } },
        }
        const { definition } = await importDefinition(document)
        const parsed = parseApiDefinition(definition)
        expect(parsed.ok ? [] : parsed.errors.slice(0, 3)).toEqual([])
      }),
      { numRuns: 300 },
    )
  })
})
