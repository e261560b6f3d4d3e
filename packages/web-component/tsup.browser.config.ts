import type { Options } from 'tsup'
import { emptyNodeBuiltins } from './scripts/empty-node-builtins.js'
import { inlineCss } from './scripts/inline-css.js'

// The self-contained browser bundle: dist/api-explorer.js with React, the UI kit and its stylesheet, for a plain
// <script type="module">. The kit's lazy pieces (markdown, highlighter, importers, …) stay separate chunks under
// dist/chunks/, fetched relative to the bundle when first needed. Built from the workspace sources.
const browserBundle: Options = {
  entry: { 'api-explorer': 'src/index.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  minify: true,
  sourcemap: false,
  dts: false,
  clean: false,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildPlugins: [inlineCss, emptyNodeBuiltins(['path'])],
  esbuildOptions(options) {
    options.conditions = ['@api-explorer/source']
    options.chunkNames = 'chunks/[name]-[hash]'
    options.legalComments = 'linked'
  },
}

export default browserBundle
