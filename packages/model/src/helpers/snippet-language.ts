/**
 * The languages the snippets package writes, canonical names, in the order a language switcher shows them.
 * The one list of snippet language names: registry tags, UI settings and a remembered choice are turned
 * into one of these by {@link normalizeSnippetLanguage} where they enter.
 */
export const SNIPPET_LANGUAGES = [
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
] as const

/** A language the snippets package can write. */
export type SnippetLanguage = (typeof SNIPPET_LANGUAGES)[number]

/**
 * Other names a language is asked for by: the registry's snippet language names (`js`, `node`, `ts`), the
 * tags of code blocks and common spellings.
 */
const ALIASES: Readonly<Record<string, SnippetLanguage>> = {
  js: 'javascript',
  node: 'javascript',
  nodejs: 'javascript',
  ts: 'typescript',
  py: 'python',
  python3: 'python',
  golang: 'go',
  rb: 'ruby',
  'c#': 'csharp',
  cs: 'csharp',
  dotnet: 'csharp',
  shell: 'curl',
  sh: 'curl',
  bash: 'curl',
}

const CANONICAL: ReadonlySet<string> = new Set(SNIPPET_LANGUAGES)

/** Whether a value is a canonical {@link SnippetLanguage}. */
export function isSnippetLanguage(value: unknown): value is SnippetLanguage {
  return typeof value === 'string' && CANONICAL.has(value)
}

/**
 * The {@link SnippetLanguage} a name or alias stands for (case and surrounding space ignored): `js`, `node`
 * → `javascript`, `ts` → `typescript`, `Go` → `go`; `undefined` for a language no snippet is written in.
 *
 * @example
 * normalizeSnippetLanguage('Node') // 'javascript'
 * normalizeSnippetLanguage('kotlin') // undefined
 */
export function normalizeSnippetLanguage(name: string): SnippetLanguage | undefined {
  const key = name.trim().toLowerCase()
  if (isSnippetLanguage(key)) return key
  return Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined
}
