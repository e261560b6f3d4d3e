import { packageBuild } from '@api-explorer/config/tsup'

// `outline`: outlineDefinition alone, for a worker that only lists a document's endpoints (see
// src/outline-definition.ts); through the main entry a bundler would load the whole importer with it.
export default packageBuild({ entry: { index: 'src/index.ts', outline: 'src/outline-definition.ts' } })
