// Loaded on demand: the SDK snippet generators of seven languages are a large part of the snippets package, and
// most readers never pick an SDK language, so they are not in the explorer's first chunk.
export { sdkSnippet, SdkSnippetError } from '@api-explorer/snippets/sdk'
