import { packageBuild } from '@api-explorer/config/tsup'

export default packageBuild()
