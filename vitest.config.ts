import { defineConfig } from 'vitest/config'

// Every package, app and tooling folder with a vitest.config.ts is one project; `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'tooling/*/vitest.config.ts'],
  },
})
