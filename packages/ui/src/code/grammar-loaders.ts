import type { LanguageFn } from 'highlight.js'

type GrammarModule = { default: LanguageFn }

/**
 * One dynamic import per grammar, written out so the bundler makes each a chunk of its own: a reader who only
 * ever sees cURL downloads the shell grammar (1.6 KB gzip), not all eleven (20 KB). This table sits in the
 * highlighter's chunk, not the first load.
 */
const GRAMMAR_LOADERS: Readonly<Record<string, () => Promise<GrammarModule>>> = {
  bash: () => import('highlight.js/lib/languages/bash'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  python: () => import('highlight.js/lib/languages/python'),
  go: () => import('highlight.js/lib/languages/go'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  php: () => import('highlight.js/lib/languages/php'),
  java: () => import('highlight.js/lib/languages/java'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  swift: () => import('highlight.js/lib/languages/swift'),
  json: () => import('highlight.js/lib/languages/json'),
}

/** Loads a grammar's chunk (a name from `grammarOf`). */
export function importGrammar(grammar: string): Promise<LanguageFn> {
  const load = GRAMMAR_LOADERS[grammar]
  if (load == null) return Promise.reject(new Error(`No grammar called ${grammar}`))
  return load().then((module) => module.default)
}
