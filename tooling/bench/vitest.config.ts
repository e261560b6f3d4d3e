import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'bench' })
