import { describe, expect, it } from 'vitest'
import {
  readSnippetLanguage,
  SNIPPET_LANGUAGE_STORAGE_KEY,
  writeSnippetLanguage,
} from './snippet-language.js'

/** A real `Storage` contract over a Map (Node has no localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

describe('readSnippetLanguage', () => {
  it('normalises a remembered alias and falls back to cURL for an unknown language', () => {
    const storage = memoryStorage()
    storage.setItem(SNIPPET_LANGUAGE_STORAGE_KEY, 'node')
    expect(readSnippetLanguage(storage)).toBe('javascript')
    storage.setItem(SNIPPET_LANGUAGE_STORAGE_KEY, 'kotlin')
    expect(readSnippetLanguage(storage)).toBe('curl')
  })

  it('keeps an SDK choice and gives cURL when nothing is remembered', () => {
    const storage = memoryStorage()
    expect(readSnippetLanguage(storage)).toBe('curl')
    writeSnippetLanguage(storage, 'sdk:python')
    expect(readSnippetLanguage(storage)).toBe('sdk:python')
    expect(readSnippetLanguage(undefined)).toBe('curl')
  })
})
