import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'ui', environment: 'jsdom', setupFiles: ['src/test-setup.ts'] })
