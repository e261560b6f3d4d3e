import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

/** A worker bundled into a temporary folder. */
export type WorkerBundle = {
  /** The bundled module. */
  path: string
  /** Its text. */
  code: string
  /** Every input file esbuild put in it, relative to the package. */
  inputs: string[]
  remove: () => void
}

/**
 * Bundles a worker module as wrangler does (esbuild, ESM, the `workerd`, `worker` and `browser` conditions,
 * `cloudflare:` modules left to the runtime), plus this repository's source condition so that the sources
 * are bundled, not a previous build.
 */
export async function bundleWorker(packageDir: string, entry: string): Promise<WorkerBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'proxy-worker-'))
  const path = join(dir, 'worker.js')
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    outfile: path,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['@api-explorer/source', 'workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    external: ['cloudflare:*'],
    metafile: true,
    logLevel: 'error',
  })
  return {
    path,
    code: readFileSync(path, 'utf8'),
    inputs: Object.keys(result.metafile.inputs),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
