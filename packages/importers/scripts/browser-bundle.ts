/**
 * Bundles the importers for the browser with esbuild (the one tsup uses) and prints each chunk's size, gzip
 * size, whether it holds @apidevtools/json-schema-ref-parser, and the Node built-ins it imports. Node
 * built-ins are left external so that any use of them shows. The last line is what a page loads before the
 * importers can run: main.js and every chunk it imports statically, gzip sizes added up (each is fetched on its
 * own). `pnpm --filter @api-explorer/importers bundle`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The part of esbuild's API this script uses (esbuild is tsup's dependency, not ours, so its types are not). */
type Esbuild = {
  build: (options: Record<string, unknown>) => Promise<{
    metafile: {
      outputs: Record<
        string,
        {
          inputs: Record<string, unknown>
          imports: Array<{ path: string; kind: string; external?: boolean }>
        }
      >
    }
  }>
}

const require = createRequire(import.meta.url)
const esbuild = createRequire(require.resolve('tsup/package.json'))('esbuild') as Esbuild
const NODE_BUILTINS = ['path', 'fs', 'url', 'http', 'https', 'stream', 'util', 'buffer', 'os', 'node:*']

const outdir = mkdtempSync(join(tmpdir(), 'importers-bundle-'))
try {
  const result = await esbuild.build({
    entryPoints: { main: fileURLToPath(new URL('../src/index.ts', import.meta.url)) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    conditions: ['@api-explorer/source'],
    external: NODE_BUILTINS,
    outdir,
    metafile: true,
    logLevel: 'error',
  })
  const outputs = result.metafile.outputs
  const gzipBytes = new Map<string, number>()
  for (const [file, output] of Object.entries(outputs)) {
    const bytes = readFileSync(file)
    gzipBytes.set(file, gzipSync(bytes).length)
    const refParser = Object.keys(output.inputs).some((input) => input.includes('json-schema-ref-parser'))
    const builtins = output.imports.filter((entry) => entry.external).map((entry) => entry.path)
    const name = relative(outdir, file)
    console.log(
      `${name}: ${bytes.length} B, gzip ${gzipBytes.get(file)} B, ref-parser: ${refParser ? 'yes' : 'no'}, ` +
        `Node built-ins: ${builtins.length === 0 ? 'none' : [...new Set(builtins)].join(', ')}`,
    )
  }
  // The static imports of main.js, followed transitively: esbuild's shared chunks load before main.js runs.
  const mainFile = Object.keys(outputs).find((file) => relative(outdir, file) === 'main.js')
  const upFront = new Set<string>()
  const visit = (file: string): void => {
    if (upFront.has(file)) return
    upFront.add(file)
    for (const entry of outputs[file]?.imports ?? []) {
      if (entry.kind === 'import-statement' && entry.external !== true) visit(entry.path)
    }
  }
  if (mainFile !== undefined) visit(mainFile)
  const total = [...upFront].reduce((sum, file) => sum + (gzipBytes.get(file) ?? 0), 0)
  console.log(
    `first load (${[...upFront].map((file) => relative(outdir, file)).join(' + ')}): gzip ${total} B`,
  )
} finally {
  rmSync(outdir, { recursive: true, force: true })
}
