import type { Options } from 'tsup'
import { loaderChunkLists } from './scripts/loader-chunk-lists.js'
import { emptyNodeBuiltins } from './scripts/empty-node-builtins.js'
import { inlineCss } from './scripts/inline-css.js'
import { sharedCommonJsNamespaces } from './scripts/shared-commonjs-namespaces.js'

// The self-contained browser bundle for a plain <script type="module">: dist/api-explorer.js is a small loader
// (src/browser-bundle.ts) that starts the page's definitions downloading and then loads the element, React, the
// UI kit and its stylesheet as a chunk. The kit's lazy pieces (markdown, highlighter, importers, …) stay separate
// chunks under dist/chunks/, fetched relative to the bundle when first needed. Built from the workspace sources.
// The loader asks for the element's chunks, and the worker for the outline's, all at once
// (scripts/loader-chunk-lists.ts).
const chunkLists = loaderChunkLists('api-explorer.js', 'api-explorer-outline.js')

const browserBundle: Options = {
  // `api-explorer-outline`: the module the definition's fetch worker imports (src/outline-worker-entry.ts).
  entry: { 'api-explorer': 'src/browser-bundle.ts', 'api-explorer-outline': 'src/outline-worker-entry.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  // Readable names for a profile (`pnpm profile:browser --readable` in tooling/bench); minified otherwise.
  minify: process.env['API_EXPLORER_READABLE_BUNDLE'] !== '1',
  sourcemap: false,
  dts: false,
  clean: false,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildPlugins: [
    inlineCss,
    emptyNodeBuiltins(['path']),
    sharedCommonJsNamespaces(['react', 'react-dom', 'react/jsx-runtime'], import.meta.url),
    chunkLists.esbuild,
  ],
  plugins: [chunkLists.tsup],
  esbuildOptions(options) {
    options.conditions = ['@api-explorer/source']
    options.chunkNames = 'chunks/[name]-[hash]'
    options.legalComments = 'linked'
  },
}

export default browserBundle
