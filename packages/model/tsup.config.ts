import { packageBuild } from '@api-explorer/config/tsup'

export default packageBuild({ entry: { index: 'src/index.ts', 'schema/index': 'src/schema/index.ts' } })
