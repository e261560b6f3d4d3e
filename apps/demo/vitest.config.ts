import { packageProject } from '@api-explorer/config/vitest'

export default packageProject({
  name: 'demo',
  include: ['src/**/*.test.{ts,tsx}', 'e2e/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
})
