import { normalizeSnippetLanguage } from '@api-explorer/model'

/** Where the snippet language is remembered between visits. */
export const SNIPPET_LANGUAGE_STORAGE_KEY = 'api-explorer:snippet-language'

/** The language shown until the reader picks one, and the fallback for an unknown one (spec §4). */
const DEFAULT_SNIPPET_LANGUAGE = 'curl'

/** The browser's localStorage, or none where it is missing or blocked (servers, sandboxed frames). */
export function defaultPreferenceStorage(): Storage | undefined {
  try {
    return typeof globalThis.localStorage === 'undefined' ? undefined : globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * The remembered snippet language, else cURL. A stored language name is normalised where it enters (`js` →
 * `javascript`, an unknown one → cURL); an SDK choice (`sdk:<language>`, the UI's value) is kept as it is.
 */
export function readSnippetLanguage(storage: Storage | undefined): string {
  try {
    const stored = storage?.getItem(SNIPPET_LANGUAGE_STORAGE_KEY)
    if (stored == null) return DEFAULT_SNIPPET_LANGUAGE
    if (stored.startsWith('sdk:')) return stored
    return normalizeSnippetLanguage(stored) ?? DEFAULT_SNIPPET_LANGUAGE
  } catch {
    return DEFAULT_SNIPPET_LANGUAGE
  }
}

/** Remembers the snippet language; a full or blocked storage only loses the memory, never the choice. */
export function writeSnippetLanguage(storage: Storage | undefined, language: string): void {
  try {
    storage?.setItem(SNIPPET_LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Kept for this page only.
  }
}
