import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { generateSnippet, snippetTarget } from './generate-snippet.js'

const REQUEST: HttpRequest = {
  method: 'GET',
  url: 'https://api.example.com/users',
  query: [],
  headers: [['Authorization', 'Bearer sk_live_1234567890abcdefghijklmnop']],
  secrets: ['Authorization'],
}

describe('generateSnippet', () => {
  it('writes every language of the spec, and resolves its aliases', () => {
    expect(SNIPPET_LANGUAGES).toEqual([
      'curl',
      'typescript',
      'python',
      'javascript',
      'go',
      'ruby',
      'php',
      'java',
      'csharp',
      'swift',
    ])
    for (const [alias, language] of [
      ['js', 'javascript'],
      ['node', 'javascript'],
      ['ts', 'typescript'],
      ['TypeScript', 'typescript'],
      ['c#', 'csharp'],
    ]) {
      expect(snippetTarget(alias ?? '')?.language).toBe(language)
    }
  })

  it('falls back to cURL for an unknown language', () => {
    expect(generateSnippet(REQUEST, 'cobol')).toBe(generateSnippet(REQUEST, 'curl'))
  })

  it('redacts secret headers in every language unless asked not to', () => {
    for (const language of SNIPPET_LANGUAGES) {
      expect(generateSnippet(REQUEST, language)).not.toContain('sk_live_1234567890abcdefghijklmnop')
      expect(generateSnippet(REQUEST, language, { redact: false })).toContain(
        'sk_live_1234567890abcdefghijklmnop',
      )
    }
  })
})
