import { describe, expect, it } from 'vitest'

import { outlineDefinition } from './outline-definition.js'

import { fixtureDocument, fixtureFiles, fixtureText } from '../test/fixtures.js'
import { expectOutlineOf, importWithOutline } from '../test/outline.js'

// The outline must list what the full import lists, in every real OpenAPI and Swagger document.
const files = fixtureFiles().filter((file) => {
  const document = fixtureDocument(file)
  return document['openapi'] !== undefined || document['swagger'] !== undefined
})

describe('the outline of every real OpenAPI and Swagger document', () => {
  for (const file of files) {
    it(`lists ${file} as its full import does`, async () => {
      const imported = await importWithOutline(fixtureText(file))
      expectOutlineOf(imported, file)
      // What a worker lists without importing is that same outline.
      expect(await outlineDefinition(fixtureText(file))).toEqual(imported.outline)
    })
  }
})
