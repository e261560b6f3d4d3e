import { parseApiDefinition } from '@api-explorer/model/schema'
import { afterAll, describe, expect, it } from 'vitest'

import { importDefinition } from './import-definition.js'
import { fixtureDocument, fixtureFiles, fixtureText, operationCount } from '../test/fixtures.js'

type Row = {
  file: string
  endpoints: number
  websockets: number
  types: number
  diagnostics: number
  ms: number
}
const rows: Row[] = []

describe('every real API definition in the fixtures', () => {
  for (const file of fixtureFiles()) {
    it(`imports ${file} into a valid definition`, async () => {
      const text = fixtureText(file)
      const start = performance.now()
      const { definition, diagnostics } = await importDefinition(text)
      const ms = performance.now() - start

      const parsed = parseApiDefinition(definition)
      expect(parsed.ok ? [] : parsed.errors.slice(0, 5)).toEqual([])
      const endpoints = Object.values(definition.endpoints).filter(
        (endpoint) => endpoint.includeInApiExplorer !== false,
      )
      const document = fixtureDocument(file)
      // AsyncAPI operations become websocket channel messages, never endpoints.
      const expectedEndpoints = document['asyncapi'] === undefined ? operationCount(document) : 0
      expect(endpoints).toHaveLength(expectedEndpoints)
      for (const diagnostic of diagnostics) {
        expect(diagnostic.pointer).toMatch(/^(\/.*)?$/)
      }
      rows.push({
        file,
        endpoints: endpoints.length,
        websockets: Object.keys(definition.websockets).length,
        types: Object.keys(definition.types).length,
        diagnostics: diagnostics.length,
        ms,
      })
    })
  }

  afterAll(() => {
    const header = ['file', 'endpoints', 'websockets', 'types', 'diagnostics', 'import ms']
    const cells = rows.map((row) => [
      row.file,
      String(row.endpoints),
      String(row.websockets),
      String(row.types),
      String(row.diagnostics),
      row.ms.toFixed(1),
    ])
    const widths = header.map((title, column) =>
      Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
    )
    const line = (row: string[]): string =>
      row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
    console.log([line(header), ...cells.map(line)].join('\n'))
  })
})
