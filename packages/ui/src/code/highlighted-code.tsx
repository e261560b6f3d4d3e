import type { ReactNode } from 'react'
import { useEffect, useMemo, useState } from 'react'
import { grammarOf } from './grammars.js'
import { highlightNow, isGrammarReady, loadGrammar } from './load-highlighting.js'

/** Props of {@link HighlightedCode}. */
export type HighlightedCodeProps = {
  code: string
  /** A request preview language (`curl`, `python`, `sdk:go`, …) or `json`; others stay plain text. */
  language: string
}

/**
 * A `<code>` element with `code` syntax-highlighted. It renders the plain text first (also on the server, and
 * for a language without a grammar), loads the highlighter and the language's grammar on demand, then swaps in
 * coloured tokens: the same characters in the same font, so nothing moves. Tokens are React elements made from
 * a syntax tree, never HTML, so script-like input stays text.
 */
export function HighlightedCode({ code, language }: HighlightedCodeProps): ReactNode {
  const grammar = grammarOf(language)
  const [, setLoaded] = useState(0)
  const ready = grammar != null && isGrammarReady(grammar)
  useEffect(() => {
    if (grammar == null || ready) return undefined
    let current = true
    loadGrammar(grammar).then(
      () => current && setLoaded((count) => count + 1),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
  }, [grammar, ready])
  const tokens = useMemo(
    () => (ready && grammar != null ? highlightNow(code, grammar) : undefined),
    [code, grammar, ready],
  )
  return (
    <code className="ax-HighlightedCode" data-highlighted={tokens == null ? undefined : ''}>
      {tokens ?? code}
    </code>
  )
}
