import type { HttpRequest } from '@api-explorer/model'
import type { CredentialStyle } from './hide-credentials.js'
import { hideCredentialsNaming } from './hide-credentials.js'
import type { SnippetTarget } from './snippet-target.js'
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

/** The languages {@link generateSnippet} writes, canonical names, in the order a switcher shows them. */
export const SNIPPET_LANGUAGES: readonly string[] = TARGETS.map((target) => target.language)

/** The languages a snippet is offered in by default (the rest need SDK definitions). */
export const DEFAULT_SNIPPET_LANGUAGES: readonly string[] = ['curl', 'typescript', 'python']

/** The target a language name or alias means, case-insensitive; undefined when it is not known. */
export function snippetTarget(language: string): SnippetTarget | undefined {
  const name = language.trim().toLowerCase()
  const canonical = Object.hasOwn(ALIASES, name) ? ALIASES[name] : name
  return TARGETS.find((target) => target.language === canonical)
}

/** Options of {@link generateSnippet}. */
export type GenerateSnippetOptions = {
  /**
   * How the reader's credentials are written (see `hideCredentials`): `redacted` by default (what is shown),
   * `placeholders` for the Copy button (`$API_TOKEN`), `included` for "Copy with credentials".
   */
  credentials?: CredentialStyle
  /** `false` is `credentials: 'included'`; kept for callers written before `credentials`. */
  redact?: boolean
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
  const target = snippetTarget(language) ?? curl
  const style = options.credentials ?? (options.redact === false ? 'included' : 'redacted')
  const hidden = hideCredentialsNaming(request, style)
  let code = target.generate(hidden.request)
  // A placeholder percent-encoded in a URL or urlencoded body is given back its readable `$NAME`.
  for (const name of hidden.placeholders) code = code.replaceAll(`%24${name}`, `$${name}`)
  return code
}
