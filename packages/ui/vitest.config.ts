import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({
  name: 'ui',
  environment: 'jsdom',
  setupFiles: ['test/setup.ts'],
  // Rendering the whole explorer in jsdom takes well under a second alone, but several seconds on a loaded
  // two-core CI machine; a timeout here is not a speed check.
  testTimeout: 20_000,
})
