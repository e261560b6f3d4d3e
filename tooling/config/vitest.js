// @ts-check
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineProject } from 'vitest/config'

/** The export condition that points workspace packages at their TypeScript sources (see tsconfig.base.json). */
export const SOURCE_CONDITION = '@api-explorer/source'

/**
 * One vitest project per package. Workspace imports resolve to sources through the source condition, so no
 * package has to be built before its dependants are tested.
 *
 * @param {{ name: string, environment?: 'node' | 'jsdom', include?: string[], setupFiles?: string[], testTimeout?: number, hookTimeout?: number, plugins?: import('vite').PluginOption[] }} options
 * @returns {import('vitest/config').UserProjectConfigExport}
 */
export function packageProject({
  name,
  environment = 'node',
  include,
  setupFiles,
  testTimeout,
  hookTimeout,
  plugins,
}) {
  return defineProject({
    plugins,
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      name,
      environment,
      include: include ?? ['src/**/*.test.{ts,tsx}'],
      setupFiles,
      testTimeout,
      hookTimeout,
      restoreMocks: true,
    },
  })
}
