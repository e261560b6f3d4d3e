import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'browser', testTimeout: 30_000 })
