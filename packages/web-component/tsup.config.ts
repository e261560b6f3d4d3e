import { packageBuild } from '@api-explorer/config/tsup'
import { inlineCss } from './scripts/inline-css.js'

// The entry for bundlers: registers <api-explorer>; React, the UI kit and the importers stay dependencies. The
// kit's stylesheet is built into the JavaScript as text (it goes into the shadow root).
export default packageBuild({
  entry: ['src/index.ts'],
  esbuildPlugins: [inlineCss],
})
