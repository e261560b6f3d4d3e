/**
 * `@api-explorer/snippets/sdk`: the SDK snippet generators alone. They are the heavy part of the package (seven
 * languages), so a page can load them on demand with `import('@api-explorer/snippets/sdk')` while the HTTP
 * snippets stay in its first chunk. The main entry exports the same functions.
 */
export { sdkSnippet, SDK_SNIPPET_LANGUAGES, isSdkSnippetLanguage } from './sdk/endpoint-snippet.js'
export type { SdkSnippetOptions } from './sdk/endpoint-snippet.js'
export { SdkSnippetError, SDK_SNIPPET_MESSAGES, formatSdkSnippetMessage } from './sdk/messages.js'
