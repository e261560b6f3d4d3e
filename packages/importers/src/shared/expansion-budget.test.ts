import { describe, expect, it } from 'vitest'

import { importDefinition } from '../import-definition.js'
import { Diagnostics } from './diagnostics.js'
import { DocumentRefs } from './document-refs.js'
import { InvalidDocumentError } from './errors.js'
import { IMPORT_LIMITS } from './expansion-budget.js'
import { SchemaConverter } from './schema/schema-converter.js'

/**
 * The "billion laughs" shape as an API document: each level is an inline object schema whose nine
 * properties are aliases of the level below, and the request body is the top level. Written out, level 9
 * holds 9^9 (387 million) schemas; the text is about 1 KB.
 */
function laughs(levels: number): string {
  const lines = ['openapi: 3.0.0', "info: {title: Laughs, version: '1'}", 'x-levels:']
  lines.push('  l0: &l0 {type: string}')
  for (let level = 1; level <= levels; level++) {
    const below = `*l${level - 1}`
    const properties = 'abcdefghi'.split('').map((name) => `${name}: ${below}`)
    lines.push(`  l${level}: &l${level} {type: object, properties: {${properties.join(', ')}}}`)
  }
  lines.push(
    'paths:',
    '  /laugh:',
    '    post:',
    `      requestBody: {content: {application/json: {schema: *l${levels}}}}`,
    "      responses: {'200': {description: ok}}",
  )
  return lines.join('\n')
}

/** Runs an import and returns its outcome, the time it took and how much the heap grew meanwhile. */
async function measured(input: string | object): Promise<{ error: unknown; ms: number; heapMb: number }> {
  const heapBefore = process.memoryUsage().heapUsed
  const start = performance.now()
  let error: unknown
  try {
    await importDefinition(input)
  } catch (caught) {
    error = caught
  }
  const ms = performance.now() - start
  return { error, ms, heapMb: (process.memoryUsage().heapUsed - heapBefore) / 1e6 }
}

describe('alias expansion budget', () => {
  it.each([9, 12])(
    'refuses a %i-level billion-laughs YAML document within a second and 200 MB, naming the budget',
    async (levels) => {
      const text = laughs(levels)
      expect(text.length).toBeLessThan(1600)

      const { error, ms, heapMb } = await measured(text)

      expect(error).toBeInstanceOf(InvalidDocumentError)
      expect((error as Error).message).toContain('budget maxAliasExpansion')
      expect((error as Error).message).toContain('200,000')
      // Generous bounds that hold on a loaded machine; before the budget this import never ended.
      expect(ms).toBeLessThan(1000)
      expect(heapMb).toBeLessThan(200)
    },
  )

  it('imports a document whose aliases stay within the budget', async () => {
    const { definition } = await importDefinition(laughs(3))

    const body = Object.values(definition.endpoints)[0]?.requests?.[0]?.body
    expect(body?.type).toBe('object')
  })

  it('refuses an alias to an enclosing anchor, whose expansion never ends', async () => {
    const text = [
      'openapi: 3.0.0',
      "info: {title: Loop, version: '1'}",
      'paths:',
      '  /loop:',
      '    post:',
      '      requestBody:',
      '        content:',
      '          application/json:',
      '            schema: &s {type: object, properties: {a: *s, b: *s}}',
      "      responses: {'200': {description: ok}}",
    ].join('\n')

    const { error, ms } = await measured(text)

    expect(error).toBeInstanceOf(InvalidDocumentError)
    expect((error as InvalidDocumentError).location.pointer).toBe(
      '/paths/~1loop/post/requestBody/content/application~1json/schema/properties/a',
    )
    expect(ms).toBeLessThan(1000)
  })

  it('holds an already parsed object that shares values to the same budget', async () => {
    let level: object = { type: 'string' }
    for (let index = 0; index < 12; index++) {
      const below = level
      level = {
        type: 'object',
        properties: Object.fromEntries([...'abcdefghi'].map((name) => [name, below])),
      }
    }
    const document = {
      openapi: '3.0.0',
      info: { title: 'Shared', version: '1' },
      paths: { '/x': { post: { requestBody: { content: { 'application/json': { schema: level } } } } } },
    }

    const { error, ms, heapMb } = await measured(document)

    expect((error as Error).message).toContain('budget maxAliasExpansion')
    expect(ms).toBeLessThan(1000)
    expect(heapMb).toBeLessThan(200)
  })

  it('walks a document nested 100,000 levels deep without overflowing the stack', async () => {
    let deep: object = {}
    for (let index = 0; index < 100_000; index++) deep = { a: deep }
    const document = { openapi: '3.0.0', info: { title: 'Deep', version: '1' }, paths: {}, 'x-deep': deep }

    const { definition } = await importDefinition(document)

    expect(definition.endpoints).toEqual({})
  })
})

describe('inline depth', () => {
  it('imports an inline schema nested deeper than 64 levels as unknown there, with an error', async () => {
    let schema: object = { type: 'string' }
    for (let level = 0; level < 100; level++) schema = { type: 'object', properties: { a: schema } }
    const document = {
      openapi: '3.0.0',
      info: { title: 'Deep schema', version: '1' },
      paths: { '/x': { post: { requestBody: { content: { 'application/json': { schema } } } } } },
    }

    const { diagnostics } = await importDefinition(document)

    expect(diagnostics.map((diagnostic) => diagnostic.message)).toContain(
      'Schema nested more than 64 levels deep; imported as unknown.',
    )
  })
})

describe('inline shape budget', () => {
  it('imports the schemas beyond the budget as unknown, with one error naming it', async () => {
    const diagnostics = new Diagnostics()
    const refs = await DocumentRefs.create({}, diagnostics, {})
    const converter = new SchemaConverter({
      refs,
      diagnostics,
      namedSchemaPrefixes: [],
      maxInlineShapes: 3,
    })
    const schema = {
      type: 'object',
      required: ['a', 'b', 'c', 'd'],
      properties: {
        a: { type: 'string' },
        b: { type: 'string' },
        c: { type: 'string' },
        d: { type: 'string' },
      },
    }

    const shape = converter.shape(schema, '/s')

    expect(shape).toMatchObject({ type: 'object' })
    const properties = shape.type === 'object' ? shape.properties : []
    const kinds = properties.map(({ valueShape }) =>
      valueShape.type === 'alias' ? valueShape.value.type : valueShape.type,
    )
    expect(kinds).toEqual(['primitive', 'primitive', 'unknown', 'unknown'])
    expect(diagnostics.list).toEqual([
      {
        severity: 'error',
        pointer: '/s/properties/c',
        message:
          "The document's schemas expand to more than 3 shapes (budget maxInlineShapes); the rest are imported as unknown.",
      },
    ])
    expect(IMPORT_LIMITS.maxInlineShapes).toBe(250_000)
  })
})
