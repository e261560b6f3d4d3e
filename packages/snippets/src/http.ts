/**
 * `@api-explorer/snippets/http`: the HTTP snippets alone (cURL, TypeScript, Python, …), without the SDK
 * generators, so a page that loads those on demand (`@api-explorer/snippets/sdk`) does not also pull them into
 * its first chunk through the main entry. The main entry exports the same functions.
 */
export type { GenerateSnippetOptions } from './generate-snippet.js'
export type { CredentialStyle } from './hide-credentials.js'
export { hideCredentials } from './hide-credentials.js'
export { DEFAULT_SNIPPET_LANGUAGES, generateSnippet } from './generate-snippet.js'
export { redactHeaderValue, redactSecret } from './redact.js'
