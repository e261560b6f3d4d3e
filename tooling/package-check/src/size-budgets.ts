import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules, createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import type { Metafile } from 'esbuild'

/** tooling/package-check/size-budgets.json: gzip KB per package and export subpath, and the Node-only packages. */
export type SizeBudgets = {
  /** Packages that run on Node (bundled for Node, its built-ins external). */
  node: string[]
  /**
   * Entries that are loaders, by package: their file only starts work and imports the rest at once with a
   * top-level `await import()` (the web component's browser bundle), so what they load at once includes the chunks
   * the entry file itself imports dynamically.
   */
  loaders?: Record<string, string[]>
  budgets: Record<string, Record<string, number>>
}

/** One measured entry and its budget. */
export type SizeRow = {
  specifier: string
  name: string
  subpath: string
  minified: number
  gzip: number
  /** KB gzip; undefined when the entry has no budget yet. */
  budget: number | undefined
}

/** What the host page already has: React is a peer of the React packages, so it is never counted. */
const HOST_PROVIDED = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'react-dom/server']

/** The budgets file, read. */
export function readBudgets(file: string): SizeBudgets {
  return JSON.parse(readFileSync(file, 'utf8')) as SizeBudgets
}

/**
 * What importing one entry costs a consumer: the entry bundled from the installed tarball with its dependencies
 * (React external), minified, and what loads at once (the entry file and every chunk it imports statically; lazy
 * chunks load later), gzipped. A stylesheet entry counts as its file, gzipped.
 */
async function measureEntry(
  projectDir: string,
  specifier: string,
  platform: 'browser' | 'node',
  loader: boolean,
): Promise<{ minified: number; gzip: number }> {
  if (specifier.endsWith('.css')) {
    const css = readFileSync(createRequire(join(projectDir, 'package.json')).resolve(specifier))
    return { minified: css.length, gzip: gzipSync(css).length }
  }
  const workDir = join(projectDir, '.size', specifier.replace(/[^a-z0-9]+/gi, '-'))
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  const entry = join(workDir, 'entry.js')
  writeFileSync(entry, `export * from '${specifier}'\n`)
  const result = await build({
    entryPoints: [entry],
    absWorkingDir: projectDir,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform,
    outdir: join(workDir, 'out'),
    write: false,
    metafile: true,
    // Node's built-ins are never counted: a browser bundler leaves them out or stubs them (the importers'
    // $ref parser requires `path` on a code path browsers never take).
    external: [...HOST_PROVIDED, 'node:*', ...builtinModules],
    logLevel: 'error',
  })
  const firstLoad = firstLoadOutputs(result.metafile, projectDir, relative(projectDir, entry), loader)
  let minified = 0
  let gzip = 0
  for (const file of result.outputFiles) {
    if (!firstLoad.has(file.path)) continue
    minified += file.contents.length
    gzip += gzipSync(file.contents).length
  }
  rmSync(workDir, { recursive: true, force: true })
  return { minified, gzip }
}

/**
 * The outputs that load with the entry: it and the chunks it imports statically, as absolute paths (every lazy
 * chunk is an entry point of its own in the metafile, so the entry is found by its source file). For a loader, the
 * chunks the entry's own file imports dynamically load at once too, with theirs.
 */
function firstLoadOutputs(
  metafile: Metafile,
  projectDir: string,
  entrySource: string,
  loader: boolean,
): Set<string> {
  const outputs = metafile.outputs
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entrySource)
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && imported.external !== true) visit(imported.path)
    }
  }
  if (entryPath != null) {
    visit(entryPath)
    if (loader) {
      for (const imported of outputs[entryPath]?.imports ?? []) {
        if (imported.kind === 'dynamic-import' && imported.external !== true) visit(imported.path)
      }
    }
  }
  // esbuild's metafile paths are relative to absWorkingDir; outputFiles carry absolute paths.
  return new Set([...seen].map((path) => join(projectDir, path)))
}

/** Measures every entry and pairs it with its budget. */
export async function measureAll(
  projectDir: string,
  entries: { name: string; subpath: string; specifier: string }[],
  budgets: SizeBudgets,
): Promise<SizeRow[]> {
  const rows: SizeRow[] = []
  for (const { name, subpath, specifier } of entries) {
    const platform = budgets.node.includes(name) ? 'node' : 'browser'
    const loader = budgets.loaders?.[name]?.includes(subpath) === true
    const { minified, gzip } = await measureEntry(projectDir, specifier, platform, loader)
    rows.push({ specifier, name, subpath, minified, gzip, budget: budgets.budgets[name]?.[subpath] })
  }
  return rows
}

/** `12.3 KB` */
function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

/** The table of entries, sizes and budgets, and the entries over budget or without one. */
export function sizeReport(rows: SizeRow[]): { table: string; problems: string[] } {
  const width = Math.max(...rows.map((row) => row.specifier.length), 5)
  const lines = [
    `${'entry'.padEnd(width)}  ${'minified'.padStart(10)}  ${'gzip'.padStart(10)}  ${'budget'.padStart(10)}`,
  ]
  const problems: string[] = []
  for (const row of rows) {
    const budget = row.budget == null ? 'none' : `${row.budget.toFixed(1)} KB`
    const over = row.budget != null && row.gzip > row.budget * 1024
    lines.push(
      `${row.specifier.padEnd(width)}  ${kb(row.minified).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${budget.padStart(10)}${over ? '  OVER' : ''}`,
    )
    if (row.budget == null) {
      problems.push(
        `${row.specifier} has no size budget (measured ${kb(row.gzip)} gzip): add one to size-budgets.json`,
      )
    } else if (over) {
      problems.push(`${row.specifier} is ${kb(row.gzip)} gzip, over its ${row.budget} KB budget`)
    }
  }
  return { table: lines.join('\n'), problems }
}
