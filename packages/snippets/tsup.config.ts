import { packageBuild } from '@api-explorer/config/tsup'

// The default HTTP snippets, all HTTP snippets and the SDK generators are subpaths of their own, so a page loads
// the default languages at once and the rest on demand.
export default packageBuild({
  entry: ['src/index.ts', 'src/http.ts', 'src/default-snippets.ts', 'src/sdk.ts'],
})
