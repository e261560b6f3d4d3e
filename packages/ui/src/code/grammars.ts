/**
 * The highlight.js grammar of each language the request preview offers (`@api-explorer/snippets` ids, the
 * same ids after `sdk:` for SDK snippets): the name is the language's own but for cURL, whose snippets are shell
 * commands. Only names here: the grammars themselves load with the highlighter (`grammar-loaders.ts`).
 */
const GRAMMARS = new Set([
  'bash',
  'typescript',
  'javascript',
  'python',
  'go',
  'ruby',
  'php',
  'java',
  'csharp',
  'swift',
  'json',
])

/** The grammar name of a preview language (`curl` → `bash`, `sdk:python` → `python`); `undefined` when none. */
export function grammarOf(language: string): string | undefined {
  const name = language.replace(/^sdk:/, '')
  if (name === 'curl') return 'bash'
  return GRAMMARS.has(name) ? name : undefined
}
