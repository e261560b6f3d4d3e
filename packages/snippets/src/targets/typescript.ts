import type { SnippetTarget } from '../snippet-target.js'
import { fetchProgram } from './js-fetch.js'

/**
 * TypeScript: the JavaScript `fetch` module, checked to pass `tsc --noEmit` in strict mode with the DOM and
 * Node types. It is always a module (`export {};` when it imports nothing) so top-level `await` type-checks.
 */
export const typescript: SnippetTarget = {
  language: 'typescript',
  title: 'TypeScript',
  generate: (request) => fetchProgram(request, { typescript: true }),
}
