/**
 * Ours as a user runs it. Two builds with esbuild, made from the working tree at the start of a section (well under
 * a second each, never reused):
 *   - `buildAsPublished(packageDir)`: a workspace package built as its published `dist` is, by the esbuild its
 *     tsup runs (`packageBuild` in
 *     tooling/config/tsup.js: ESM with code splitting, so lazily loaded parts stay lazy; ES2022; platform Node;
 *     nothing minified; no `keepNames`). One difference: workspace dependencies (`@api-explorer/*`) are bundled
 *     from their source instead of loaded from their own `dist`, so a fresh clone needs no build first; their
 *     published builds use the same options. npm dependencies stay external and load from the package's own
 *     `node_modules`, which is why the output is written there.
 *   - `bundleScript(entry, outfile)`: one of this package's measuring scripts as a plain ES module, every package
 *     it imports left external, so that it runs in plain `node` without tsx.
 *
 * Why not the source through tsx, as the rest of the bench runs: two effects, measured on Stripe's definition, the
 * first `importDefinition` call in a fresh process (interleaved fresh processes, 21–25 each, 2026-11-28):
 *   - tsx compiles every TypeScript module with esbuild's `keepNames`, which wraps each named function and class
 *     in a `__name(fn, "name")` call that defines its `name` again, on every creation of a closure included; the
 *     published build has no such wrapper. The source through tsx took 1.05–1.12× the published build in the
 *     same tsx process.
 *   - a process with tsx loaded (its loader thread, esbuild service and source-map cache) collected more during
 *     our import: with the published build in both, ours took 1.24× as long with `--import tsx` as without,
 *     (garbage collection 34–47 ms against 25–29 ms in profiles), while swagger-parser, published JavaScript,
 *     took 0.98× as long. No user's process runs our code under a development loader.
 */
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

/** The part of esbuild's API used here. */
type Esbuild = { build: (options: Record<string, unknown>) => Promise<unknown> }

type PackageJson = { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }

/** The esbuild that tsup runs for `packageDir`'s published build (every published package has tsup). */
function tsupEsbuild(packageDir: string): Esbuild {
  const fromPackage = createRequire(join(packageDir, 'package.json'))
  return createRequire(fromPackage.resolve('tsup/package.json'))('esbuild') as Esbuild
}

/** Where a build for the bench goes: the package's own `node_modules`, so its dependencies resolve from it. */
export function benchBuildDir(packageDir: string): string {
  return join(packageDir, 'node_modules', '.cache', 'api-explorer-bench')
}

/**
 * Builds `packageDir`'s `src/index.ts` as published and returns the `file:` URL of the built entry, ready for
 * `import()`.
 */
export async function buildAsPublished(packageDir: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackageJson
  const npmDependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter(
    (name) => !name.startsWith('@api-explorer/'),
  )
  const outdir = join(benchBuildDir(packageDir), 'published')
  rmSync(outdir, { recursive: true, force: true })
  await tsupEsbuild(packageDir).build({
    entryPoints: { index: join(packageDir, 'src', 'index.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    conditions: ['@api-explorer/source'],
    external: npmDependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  })
  return pathToFileURL(join(outdir, 'index.mjs')).href
}

/**
 * Bundles one of the bench's scripts (`entry`, TypeScript) into `outfile`, an ES module that plain `node` runs;
 * every package it imports stays external, resolved from `outfile`'s place (put it under this package's
 * `node_modules`, see `benchBuildDir`).
 */
export async function bundleScript(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    packages: 'external',
    logLevel: 'warning',
  })
}
