// @ts-check
import { defineConfig } from 'tsup'

/**
 * The build every published package shares: ESM only, `.d.ts` beside it, sourcemaps, ES2022.
 * Workspace dependencies stay external (tsup externalises `dependencies` and `peerDependencies`).
 *
 * @param {import('tsup').Options} [overrides] entries, banner or extra files for one package
 * @returns {import('tsup').Options | import('tsup').Options[] | ((overrideOptions: import('tsup').Options) => import('tsup').Options | import('tsup').Options[] | Promise<import('tsup').Options | import('tsup').Options[]>)}
 */
export function packageBuild({ dts, ...overrides } = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    // tsup's declaration build sets `baseUrl`, which TypeScript 6 deprecates; the option is tsup's, not ours.
    dts: {
      ...(typeof dts === 'object' ? dts : {}),
      compilerOptions: { ignoreDeprecations: '6.0' },
    },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...overrides,
  })
}
