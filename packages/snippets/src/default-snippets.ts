/**
 * `@api-explorer/snippets/default`: the default languages alone (cURL, TypeScript, Python), for a page's first
 * chunk; the other languages come with `@api-explorer/snippets/http`, loaded when a reader asks for one. Both
 * write exactly the same code for these three.
 */
import type { HttpRequest } from '@api-explorer/model'
import { normalizeSnippetLanguage } from '@api-explorer/model'
import { curl } from './targets/curl.js'
import { python } from './targets/python.js'
import { typescript } from './targets/typescript.js'
import type { GenerateSnippetOptions } from './snippet-writer.js'
import { writeSnippet } from './snippet-writer.js'

export type { CredentialStyle } from './hide-credentials.js'
export type { GenerateSnippetOptions } from './snippet-writer.js'
export { DEFAULT_SNIPPET_LANGUAGES } from './snippet-languages.js'

const DEFAULT_TARGETS = { curl, typescript, python } as const

/** Whether {@link generateDefaultSnippet} writes this language (a name or an alias, e.g. `ts`, `py`, `sh`). */
export function isDefaultSnippetLanguage(language: string): boolean {
  return Object.hasOwn(DEFAULT_TARGETS, normalizeSnippetLanguage(language) ?? '')
}

/**
 * `generateSnippet` for the default languages; `undefined` for any other (load `@api-explorer/snippets/http` for
 * those).
 */
export function generateDefaultSnippet(
  request: HttpRequest,
  language: string,
  options: GenerateSnippetOptions = {},
): string | undefined {
  const name = normalizeSnippetLanguage(language) ?? ''
  if (!Object.hasOwn(DEFAULT_TARGETS, name)) return undefined
  return writeSnippet(DEFAULT_TARGETS[name as keyof typeof DEFAULT_TARGETS], request, options)
}
