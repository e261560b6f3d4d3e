import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({ name: 'react', environment: 'jsdom', setupFiles: ['test/setup.ts'] })
