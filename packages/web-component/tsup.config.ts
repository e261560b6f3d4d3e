import { packageBuild } from '@api-explorer/config/tsup'
import { inlineCss } from './scripts/inline-css.js'

// The entry for bundlers: registers <api-explorer>; React, the UI kit and the importers stay dependencies. The
// kit's stylesheet is built into the JavaScript as text (it goes into the shadow root).
export default packageBuild({
  entry: ['src/index.ts'],
  esbuildPlugins: [inlineCss],
  // tsup makes every dependency's import external before a plugin sees it; the kit's stylesheet must reach
  // inlineCss instead, or dist/index.js keeps an `@api-explorer/ui/styles.css?inline` import only Vite resolves.
  noExternal: [/\.css\?inline$/],
})
