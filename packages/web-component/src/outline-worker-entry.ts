/**
 * The self-contained bundle's `api-explorer-outline.js`: what the definition's fetch worker imports to list a
 * document's endpoints off the page's thread (see fetch-text-in-worker.ts). The importers' `outline` entry, not
 * their main one: a JSON document is outlined with 42 KB of code (with the chunks it shares with the page's
 * importers), where the main entry would bring the whole importer, js-yaml and the schema conversion included
 * (133 KB), to a worker that compiles it on the cores the page's thread needs at that moment. A YAML document
 * loads the YAML reader when it is met.
 */
export { outlineDefinition } from '@api-explorer/importers/outline'
