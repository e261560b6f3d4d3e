import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'ui', environment: 'jsdom', setupFiles: ['test/setup.ts'] })
