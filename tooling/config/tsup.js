// @ts-check
import { defineConfig } from 'tsup'

/** A `'use client'` or `"use client"` directive statement, with its semicolon and line end. */
const CLIENT_DIRECTIVE = /(['"])use client\1;?[ \t]*\r?\n?/g

/**
 * Keeps the first `'use client'` of a chunk (the banner) and blanks every later one. esbuild keeps the directive of
 * an entry file, so an entry whose source starts with `'use client'` would otherwise carry it twice. The later
 * directives are overwritten with spaces of the same length, so lines and columns, and so the sourcemap, stay put.
 *
 * @param {string} code one emitted JavaScript chunk, starting with the banner
 * @returns {string} the chunk with exactly one directive, at the top
 */
export function keepOneClientDirective(code) {
  let seen = false
  return code.replace(CLIENT_DIRECTIVE, (directive, _quote, offset) => {
    // Only directives in the prologue count: a string 'use client' later in the code is left alone.
    if (code.slice(0, offset).replace(CLIENT_DIRECTIVE, '').trim() !== '') return directive
    if (!seen) {
      seen = true
      return directive
    }
    return directive.replace(/[^\r\n]/g, ' ')
  })
}

/** @type {NonNullable<import('tsup').Options['plugins']>} */
const clientDirectivePlugins = [
  {
    name: 'keep-one-client-directive',
    renderChunk(code, chunk) {
      if (chunk.type !== 'chunk' || !chunk.path.endsWith('.js')) return undefined
      return { code: keepOneClientDirective(code) }
    },
  },
]

/**
 * The build every published package shares: ESM only, `.d.ts` beside it, sourcemaps, ES2022.
 * Workspace dependencies stay external (tsup externalises `dependencies` and `peerDependencies`).
 * `clientDirective: true` starts every emitted JavaScript file (entries and lazy chunks) with exactly one
 * `'use client'`, for React Server Components hosts.
 *
 * @param {import('tsup').Options & { clientDirective?: boolean }} [overrides] entries or extra files for one package
 * @returns {import('tsup').Options | import('tsup').Options[] | ((overrideOptions: import('tsup').Options) => import('tsup').Options | import('tsup').Options[] | Promise<import('tsup').Options | import('tsup').Options[]>)}
 */
export function packageBuild({ dts, clientDirective = false, ...overrides } = {}) {
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
    ...(clientDirective
      ? {
          banner: { ...overrides.banner, js: "'use client';" },
          plugins: [...clientDirectivePlugins, ...(overrides.plugins ?? [])],
        }
      : {}),
  })
}
