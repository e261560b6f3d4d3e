import type { HttpRequest, SnippetLanguage } from '@api-explorer/model'

/** One snippet language: how to write an {@link HttpRequest} as code. */
export type SnippetTarget = {
  /** The canonical language name, e.g. `curl`. */
  language: SnippetLanguage
  /** The name shown in a language switcher, e.g. `cURL`. */
  title: string
  generate: (request: HttpRequest) => string
}
