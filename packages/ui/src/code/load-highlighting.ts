import type { ReactNode } from 'react'
import type * as HighlighterModule from './highlighter.js'

type Highlighter = typeof HighlighterModule

/*
 * Page-wide caches: the highlighter and each grammar load once, and a component mounting later (another
 * endpoint, the same language again) highlights in its first render without flashing plain text.
 */
let highlighter: Highlighter | undefined
let loadingHighlighter: Promise<Highlighter> | undefined
const readyGrammars = new Set<string>()
const loadingGrammars = new Map<string, Promise<void>>()

/**
 * Longer code stays plain: a multi-megabyte request body pasted into the form would otherwise be re-tokenised
 * on every keystroke, and colour adds little there.
 */
const MAX_HIGHLIGHTED_LENGTH = 200_000

/** Whether `grammar` can be used synchronously by {@link highlightNow}. */
export function isGrammarReady(grammar: string): boolean {
  return highlighter != null && readyGrammars.has(grammar)
}

/** Loads the highlighter and `grammar` (each at most once per page). */
export function loadGrammar(grammar: string): Promise<void> {
  let loading = loadingGrammars.get(grammar)
  if (loading == null) {
    loadingHighlighter ??= import('./highlighter.js').then((module) => (highlighter = module))
    loading = loadingHighlighter
      .then((module) => module.loadGrammar(grammar))
      .then(() => {
        readyGrammars.add(grammar)
      })
    // A failed load (offline, a deploy replaced the chunk) may be tried again by the next render.
    loading.catch(() => {
      loadingGrammars.delete(grammar)
      loadingHighlighter = highlighter == null ? undefined : loadingHighlighter
    })
    loadingGrammars.set(grammar, loading)
  }
  return loading
}

/** `code` highlighted with `grammar` when both are loaded and it is short enough, else `undefined`. */
export function highlightNow(code: string, grammar: string): ReactNode[] | undefined {
  if (highlighter == null || !readyGrammars.has(grammar) || code.length > MAX_HIGHLIGHTED_LENGTH) {
    return undefined
  }
  return highlighter.highlight(code, grammar)
}
