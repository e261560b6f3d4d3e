import type { HttpRequest } from '@api-explorer/model'
import { normalizeSnippetLanguage } from '@api-explorer/model'
import type { SnippetTarget } from './snippet-target.js'
import type { GenerateSnippetOptions } from './snippet-writer.js'
import { writeSnippet } from './snippet-writer.js'
import { csharp } from './targets/csharp.js'
import { curl } from './targets/curl.js'
import { go } from './targets/go.js'
import { java } from './targets/java.js'
import { javascript } from './targets/javascript.js'
import { php } from './targets/php.js'
import { python } from './targets/python.js'
import { ruby } from './targets/ruby.js'
import { swift } from './targets/swift.js'
import { typescript } from './targets/typescript.js'

export { DEFAULT_SNIPPET_LANGUAGES } from './snippet-languages.js'
export type { GenerateSnippetOptions } from './snippet-writer.js'

/** Every target, in the order a language switcher shows them: the default set first. */
const TARGETS: readonly SnippetTarget[] = [
  curl,
  typescript,
  python,
  javascript,
  go,
  ruby,
  php,
  java,
  csharp,
  swift,
]

/** The target a language name or alias means, case-insensitive; undefined when it is not known. */
export function snippetTarget(language: string): SnippetTarget | undefined {
  const canonical = normalizeSnippetLanguage(language)
  return canonical === undefined ? undefined : TARGETS.find((target) => target.language === canonical)
}

/**
 * Writes a request as code in a language (a canonical name or an alias such as `js`, `node`, `ts`). An unknown
 * language falls back to cURL.
 *
 * @example
 * generateSnippet({ method: 'GET', url: 'https://api.example.com/users', query: [], headers: [] }, 'curl')
 * // curl https://api.example.com/users
 */
export function generateSnippet(
  request: HttpRequest,
  language: string,
  options: GenerateSnippetOptions = {},
): string {
  return writeSnippet(snippetTarget(language) ?? curl, request, options)
}
