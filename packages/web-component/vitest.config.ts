import { packageProject } from '@api-explorer/config/vitest'
import { mergeConfig } from 'vitest/config'

// jsdom for the element's tests, Node for the browser tests (e2e/, `@vitest-environment node`). Stylesheets are
// processed, so `styles.css?inline` gives the kit's real CSS as it does in the build.
export default mergeConfig(
  packageProject({
    name: 'web-component',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  }),
  { test: { css: true } },
)
