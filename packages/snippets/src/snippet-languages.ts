/**
 * The snippet languages by name, without their generators, so a UI can list them (and load the generators of all
 * but the default ones on demand) without pulling every target into its first chunk.
 */

/** Other names a language is asked for by (the spec's snippet languages `js`, `node`, `ts`, and common ones). */
const ALIASES: Readonly<Record<string, string>> = {
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

/** The languages `generateSnippet` writes, canonical names, in the order a switcher shows them. */
export const SNIPPET_LANGUAGES: readonly string[] = [
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
]

/** The languages a snippet is offered in by default (the rest need SDK definitions). */
export const DEFAULT_SNIPPET_LANGUAGES: readonly string[] = ['curl', 'typescript', 'python']

/** The canonical name of a language name or alias (case-insensitive): `js` → `javascript`, `Go` → `go`. */
export function canonicalLanguage(language: string): string {
  const name = language.trim().toLowerCase()
  return (Object.hasOwn(ALIASES, name) ? ALIASES[name] : name) ?? name
}
