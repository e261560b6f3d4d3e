import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { generateSnippet } from './generate-snippet.js'

/** A JSON body nested `depth` objects deep, as a document's example can be (issue 15: 3,500 levels). */
function deepRequest(depth: number): HttpRequest {
  let value: unknown = { name: 'leaf' }
  for (let level = 1; level < depth; level++) value = { next: value }
  return {
    method: 'POST',
    url: 'https://api.example.com/nodes',
    query: [],
    headers: [['Content-Type', 'application/json']],
    body: { type: 'json', value },
  }
}

describe.each([3_500, 10_000])('a JSON body nested %i levels deep', (depth) => {
  const request = deepRequest(depth)

  it.each(SNIPPET_LANGUAGES)('%s writes the whole body instead of throwing a RangeError', (language) => {
    const snippet = generateSnippet(request, language)

    expect(snippet).toContain('leaf')
    expect(snippet.split('next').length - 1).toBe(depth - 1)
  })
})
