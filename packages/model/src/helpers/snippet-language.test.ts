import { describe, expect, it } from 'vitest'
import { isSnippetLanguage, normalizeSnippetLanguage, SNIPPET_LANGUAGES } from './snippet-language.js'

describe('normalizeSnippetLanguage', () => {
  it('maps the aliases in use to their language', () => {
    expect(normalizeSnippetLanguage('js')).toBe('javascript')
    expect(normalizeSnippetLanguage('node')).toBe('javascript')
    expect(normalizeSnippetLanguage('ts')).toBe('typescript')
    expect(normalizeSnippetLanguage('C#')).toBe('csharp')
    expect(normalizeSnippetLanguage('bash')).toBe('curl')
  })

  it('keeps canonical names, ignoring case and surrounding space', () => {
    for (const language of SNIPPET_LANGUAGES) expect(normalizeSnippetLanguage(language)).toBe(language)
    expect(normalizeSnippetLanguage(' Go ')).toBe('go')
  })

  it('gives undefined for languages no snippet is written in', () => {
    expect(normalizeSnippetLanguage('kotlin')).toBeUndefined()
    expect(normalizeSnippetLanguage('')).toBeUndefined()
    expect(normalizeSnippetLanguage('toString')).toBeUndefined()
  })
})

describe('isSnippetLanguage', () => {
  it('accepts canonical names only', () => {
    expect(isSnippetLanguage('python')).toBe(true)
    expect(isSnippetLanguage('py')).toBe(false)
    expect(isSnippetLanguage(3)).toBe(false)
  })
})
