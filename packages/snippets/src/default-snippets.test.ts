import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { generateDefaultSnippet, isDefaultSnippetLanguage } from './default-snippets.js'
import { generateSnippet, snippetTarget } from './generate-snippet.js'

const request: HttpRequest = {
  method: 'POST',
  url: 'https://api.example.com/users',
  query: [['limit', '10']],
  headers: [
    ['Authorization', 'Bearer sk_live'],
    ['Content-Type', 'application/json'],
  ],
  body: { type: 'json', value: { name: 'Ada', id: 1 } },
  secrets: ['Authorization'],
}

describe('the default snippets entry', () => {
  it('writes cURL, TypeScript and Python exactly as the full generator does, by name or alias', () => {
    for (const language of ['curl', 'typescript', 'python', 'sh', 'TS', 'py']) {
      for (const credentials of ['redacted', 'placeholders', 'included'] as const) {
        expect(generateDefaultSnippet(request, language, { credentials })).toBe(
          generateSnippet(request, language, { credentials }),
        )
      }
      expect(isDefaultSnippetLanguage(language)).toBe(true)
    }
  })

  it('writes nothing for the other languages, which load with the full entry', () => {
    for (const language of ['go', 'java', 'csharp', 'js', 'nope']) {
      expect(generateDefaultSnippet(request, language)).toBeUndefined()
      expect(isDefaultSnippetLanguage(language)).toBe(false)
    }
  })

  it('lists the languages the full generator writes, in its order', () => {
    expect(SNIPPET_LANGUAGES.map((language) => snippetTarget(language)?.language)).toEqual(SNIPPET_LANGUAGES)
  })
})
