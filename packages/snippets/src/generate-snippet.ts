import type { HttpRequest } from '@api-explorer/model'
import { redactHeaderValue } from './redact.js'
import type { SnippetTarget } from './snippet-target.js'
import { curl } from './targets/curl.js'

const TARGETS: readonly SnippetTarget[] = [curl]

/** The languages {@link generateSnippet} writes, canonical names first in the order a switcher shows them. */
export const SNIPPET_LANGUAGES: readonly string[] = TARGETS.map((target) => target.language)

/** Options of {@link generateSnippet}. */
export type GenerateSnippetOptions = {
  /**
   * Hide the values of the headers named in `request.secrets` (the default). Pass `false` for the copy
   * button when the host allows copying real credentials.
   */
  redact?: boolean
}

/**
 * Writes a request as code in a language. An unknown language falls back to cURL.
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
  const target = TARGETS.find((candidate) => candidate.language === language.toLowerCase()) ?? curl
  return target.generate(options.redact === false ? request : redacted(request))
}

function redacted(request: HttpRequest): HttpRequest {
  const secrets = new Set((request.secrets ?? []).map((name) => name.toLowerCase()))
  if (secrets.size === 0) {
    return request
  }
  return {
    ...request,
    headers: request.headers.map(([name, value]) => [
      name,
      secrets.has(name.toLowerCase()) ? redactHeaderValue(value) : value,
    ]),
  }
}
