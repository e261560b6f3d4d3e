/**
 * The entry of the self-contained browser bundle (dist/api-explorer.js): a small loader. It starts loading the
 * definitions of the `<api-explorer definition-url>` elements already in the page, then loads the element (React,
 * the UI kit, its styles) as a chunk. The definition's download and import then overlap with the element's
 * download and compilation; with everything in one module, the fetch could only start once all of it had been
 * evaluated. The module's exports are the package entry's, available once the element is registered. Its sibling
 * `api-explorer-outline.js` (src/outline-worker-entry.ts) is what the fetch worker outlines documents with.
 */
import type * as Explorer from './index.js'
import { outlineDefinitionsInWorker } from './load-definition.js'
import { prefetchDocumentDefinitions } from './prefetch-definitions.js'
import { chunkUrls, ELEMENT_CHUNKS, OUTLINE_CHUNKS, preloadModules } from './loader-chunk-lists.js'

// The fetch worker lists a document's endpoints with this module (an entry of this bundle beside it), so the
// page's thread paints the endpoint list without parsing the document first (see fetch-text-in-worker.ts); it
// imports the module's chunks beside it, not one level of imports after another.
outlineDefinitionsInWorker(new URL('./api-explorer-outline.js', import.meta.url).href, {
  chunks: chunkUrls(OUTLINE_CHUNKS, import.meta.url),
})

// Settles once the element's code has run (or failed to load): an outline that comes first waits for it.
let elementEvaluated = (): void => undefined
const elementReady = new Promise<void>((resolve) => {
  elementEvaluated = resolve
})
if (typeof document !== 'undefined') {
  prefetchDocumentDefinitions(document, undefined, elementReady)
  preloadModules(document, chunkUrls(ELEMENT_CHUNKS, import.meta.url))
}

const explorer: typeof Explorer = await import('./index.js').finally(elementEvaluated)

export const ApiExplorerElement: typeof Explorer.ApiExplorerElement = explorer.ApiExplorerElement
export const API_EXPLORER_TAG: typeof Explorer.API_EXPLORER_TAG = explorer.API_EXPLORER_TAG
export const defineApiExplorerElement: typeof Explorer.defineApiExplorerElement =
  explorer.defineApiExplorerElement
export const OBSERVED_ATTRIBUTES: typeof Explorer.OBSERVED_ATTRIBUTES = explorer.OBSERVED_ATTRIBUTES
