import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'importers', testTimeout: 60_000 })
