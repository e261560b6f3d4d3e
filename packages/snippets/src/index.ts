export type { GenerateSnippetOptions } from './generate-snippet.js'
export {
  DEFAULT_SNIPPET_LANGUAGES,
  SNIPPET_LANGUAGES,
  generateSnippet,
  snippetTarget,
} from './generate-snippet.js'
export type { SnippetTarget } from './snippet-target.js'
export { redactHeaderValue, redactSecret } from './redact.js'
export { shellQuote } from './shell-quote.js'
