/**
 * The self-contained bundle's `api-explorer-outline.js`: what the definition's fetch worker imports to list a
 * document's endpoints off the page's thread (see fetch-text-in-worker.ts). The importers' first load (what every
 * import loads; AsyncAPI and OpenRPC stay chunks of their own), shared by the bundler with the page's own
 * importers chunk, so the browser fetches it once for both.
 */
export { outlineDefinition } from '@api-explorer/importers'
