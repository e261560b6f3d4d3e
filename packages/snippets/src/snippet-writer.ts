import type { HttpRequest } from '@api-explorer/model'
import type { CredentialStyle } from './hide-credentials.js'
import { hideCredentialsNaming } from './hide-credentials.js'
import type { SnippetTarget } from './snippet-target.js'

/** Options of `generateSnippet`. */
export type GenerateSnippetOptions = {
  /**
   * How the reader's credentials are written (see `hideCredentials`): `redacted` by default (what is shown),
   * `placeholders` for the Copy button (`$API_TOKEN`), `included` for "Copy with credentials".
   */
  credentials?: CredentialStyle
  /** `false` is `credentials: 'included'`; kept for callers written before `credentials`. */
  redact?: boolean
}

/** Writes a request with one target, its credentials written as the options say. */
export function writeSnippet(
  target: SnippetTarget,
  request: HttpRequest,
  options: GenerateSnippetOptions = {},
): string {
  const style = options.credentials ?? (options.redact === false ? 'included' : 'redacted')
  const hidden = hideCredentialsNaming(request, style)
  let code = target.generate(hidden.request)
  // A placeholder percent-encoded in a URL or urlencoded body is given back its readable `$NAME`.
  for (const name of hidden.placeholders) code = code.replaceAll(`%24${name}`, `$${name}`)
  return code
}
