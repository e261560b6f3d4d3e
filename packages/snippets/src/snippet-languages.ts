import type { SnippetLanguage } from '@api-explorer/model'

/**
 * The languages a snippet is offered in by default (the rest need their generators loaded). The language
 * names themselves, their aliases and `normalizeSnippetLanguage` live in `@api-explorer/model`.
 */
export const DEFAULT_SNIPPET_LANGUAGES: readonly SnippetLanguage[] = ['curl', 'typescript', 'python']
