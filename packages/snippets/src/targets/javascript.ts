import type { SnippetTarget } from '../snippet-target.js'
import { fetchProgram } from './js-fetch.js'

/**
 * JavaScript: an ES module (`node snippet.mjs`, or a browser module) that sends the request with `fetch` and
 * top-level `await`, byte for byte as Send does, and prints the response text. Files are read with
 * `node:fs/promises` from the working directory by their names.
 */
export const javascript: SnippetTarget = {
  language: 'javascript',
  title: 'JavaScript',
  generate: (request) => fetchProgram(request, { typescript: false }),
}
