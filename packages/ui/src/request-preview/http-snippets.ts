// Loaded on demand: the generators of the languages beyond the default cURL, TypeScript and Python (JavaScript,
// Go, Ruby, PHP, Java, C#, Swift), which most readers never pick, so they are not in the explorer's first chunk.
export { generateSnippet } from '@api-explorer/snippets/http'
