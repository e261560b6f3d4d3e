import { packageBuild } from '@api-explorer/config/tsup'

// The HTTP snippets and the SDK generators are subpaths of their own, so a page can load the SDK part on demand.
export default packageBuild({ entry: ['src/index.ts', 'src/http.ts', 'src/sdk.ts'] })
