import { useCallback, useState } from 'react'

/** Where the snippet language is remembered between visits. */
export const SNIPPET_LANGUAGE_STORAGE_KEY = 'api-explorer:snippet-language'

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Storage can be blocked (sandboxed frames, privacy settings): the language is then kept for this page only.
    return undefined
  }
}

/** The snippet language the reader last picked (default cURL), kept in localStorage when it is available. */
export function useRememberedSnippetLanguage(): [string, (language: string) => void] {
  const [language, setLanguage] = useState(() => {
    try {
      return storage()?.getItem(SNIPPET_LANGUAGE_STORAGE_KEY) ?? 'curl'
    } catch {
      return 'curl'
    }
  })
  const remember = useCallback((next: string) => {
    setLanguage(next)
    try {
      storage()?.setItem(SNIPPET_LANGUAGE_STORAGE_KEY, next)
    } catch {
      // A full or blocked storage only loses the memory, never the choice on screen.
    }
  }, [])
  return [language, remember]
}
