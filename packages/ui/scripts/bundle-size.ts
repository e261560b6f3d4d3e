/**
 * Bundle size of the explorer: what a docs page adds when it renders `<ApiExplorer/>` (React and React DOM
 * excluded, as the host has them), minified, in the main chunk and in the chunks loaded later (the JSONPath
 * engine of the first OAuth login). Prints the largest contributors, so a heavy dependency shows at once.
 * Run: `pnpm --filter @api-explorer/ui size`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const workDir = mkdtempSync(join(tmpdir(), 'ui-size-'))
try {
  const entry = join(import.meta.dirname, 'size-entry.tsx')
  writeFileSync(entry, "export { ApiExplorer } from '../src/index.js'\n")
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    outdir: workDir,
    write: false,
    metafile: true,
    conditions: ['@api-explorer/source'],
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    logLevel: 'warning',
  })
  rmSync(entry)
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
  for (const file of result.outputFiles) {
    const name = file.path.endsWith('size-entry.js')
      ? 'main chunk'
      : `lazy chunk ${file.path.split('/').pop()}`
    console.log(
      `${name.padEnd(44)} ${kb(file.contents.length).padStart(10)} minified ${kb(gzipSync(file.contents).length).padStart(10)} gzip`,
    )
  }
  const main = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith('size-entry.js'))?.[1]
  const byPackage = new Map<string, number>()
  for (const [path, input] of Object.entries(main?.inputs ?? {})) {
    const name =
      /node_modules\/(?:\.pnpm\/)?((?:@[^/+]+[/+])?[^/@]+)/.exec(path)?.[1]?.replace('+', '/') ??
      /(?:packages\/|^\.\.\/)([^/.][^/]*)\/src\//.exec(path)?.[1]?.replace(/^/, '@api-explorer/') ??
      (path.startsWith('src/') ? '@api-explorer/ui' : undefined) ??
      path
    byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput)
  }
  console.log('\nmain chunk by package (minified):')
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(10)}`)
  }
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
