import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { HttpRequest } from '@api-explorer/model'
import { JsonNumber } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { generateSnippet } from './generate-snippet.js'

const MAX_UINT64 = '18446744073709551615'
const MIN_LONG = '-9223372036854775808'

/** A request as the form builds it for a uint64 and a long typed in a JSON body. */
const request = (value: unknown): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.com/counters',
  query: [],
  headers: [['Content-Type', 'application/json']],
  body: { type: 'json', value },
})

const big = request({ id: new JsonNumber(MAX_UINT64), offset: new JsonNumber(MIN_LONG), count: 3 })

describe('exact numbers in snippets', () => {
  it.each(SNIPPET_LANGUAGES)('%s writes a uint64 and a long digit for digit', (language) => {
    const snippet = generateSnippet(big, language)
    expect(snippet).toContain(MAX_UINT64)
    expect(snippet).toContain(MIN_LONG)
    expect(snippet).not.toContain('18446744073709552000')
    expect(snippet).not.toContain('"text"')
  })

  it('writes the exact JSON text in a string for JavaScript and TypeScript, where a literal would round', () => {
    for (const language of ['javascript', 'typescript']) {
      expect(generateSnippet(big, language)).toContain(
        `body: "{\\"id\\":${MAX_UINT64},\\"offset\\":${MIN_LONG},\\"count\\":3}",`,
      )
    }
  })

  it('keeps the usual output when every JsonNumber is a double written the usual way', () => {
    const exact = request({ id: new JsonNumber('42'), ratio: new JsonNumber('0.5') })
    const plain = request({ id: 42, ratio: 0.5 })
    for (const language of SNIPPET_LANGUAGES) {
      expect(generateSnippet(exact, language)).toBe(generateSnippet(plain, language))
    }
  })

  it('pretty-prints the digits in cURL', () => {
    expect(generateSnippet(big, 'curl')).toContain(`"id": ${MAX_UINT64},`)
  })
})
