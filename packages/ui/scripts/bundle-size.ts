/**
 * Bundle size of the explorer: what a docs page adds when it renders `<ApiExplorer/>` (React and React DOM
 * excluded, as the host has them), minified: what loads at once (the entry and the chunks it imports) and the
 * chunks loaded later, each named by what it holds (the JSONPath engine of the first OAuth login, the SDK snippet
 * generators, the syntax highlighter and its per-language grammars, the JSON response tree). Prints the largest contributors, so a heavy dependency shows at once.
 * Run: `pnpm --filter @api-explorer/ui size`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** What the chunks loaded later hold, by their file names, so the output says what each one costs. */
const CHUNK_CONTENTS: [pattern: RegExp, contents: string][] = [
  [/^markdown-renderer-/, 'markdown (marked + DOMPurify)'],
  [/^sdk-snippets-/, 'SDK snippet generators'],
  [/^virtual-rows-/, 'virtual list (@tanstack/react-virtual)'],
  [/^index-browser-esm-/, 'JSONPath engine (jsonpath-plus)'],
  [/^highlighter-/, 'syntax highlighter (lowlight + highlight.js core)'],
  [/^json-tree-/, 'JSON response tree'],
  [/^rank-items-/, 'search ranking (match-sorter)'],
  [/^http-snippets-/, 'HTTP snippets beyond cURL, TypeScript and Python'],
  [/^audio-recorder-control-/, 'audio recorder'],
  [/^resizable-split-/, 'resizable split (react-resizable-panels)'],
  [/^(bash|typescript|javascript|python|go|ruby|php|java|csharp|swift|json)-/, 'highlight.js grammar: $1'],
]

/** What a chunk holds, from {@link CHUNK_CONTENTS}; empty when unknown. */
function contentsOf(fileName: string): string {
  for (const [pattern, contents] of CHUNK_CONTENTS) {
    const match = pattern.exec(fileName)
    if (match != null) return `  ${contents.replace('$1', match[1] ?? '')}`
  }
  return ''
}

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
  // What the page loads at once: the entry and every chunk it imports statically (shared code lands in such
  // chunks when a lazy part uses it too); the rest loads on demand.
  const outputs = result.metafile.outputs
  const entryPath = Object.keys(outputs).find((path) => path.endsWith('size-entry.js')) ?? ''
  const firstLoad = new Set<string>()
  const visit = (path: string): void => {
    if (firstLoad.has(path)) return
    firstLoad.add(path)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  visit(entryPath)
  const gzipOf = (path: string): number =>
    gzipSync(
      result.outputFiles.find((file) => file.path.endsWith(path.split('/').pop() ?? ''))?.contents ??
        new Uint8Array(),
    ).length
  let firstMinified = 0
  let firstGzip = 0
  for (const file of result.outputFiles) {
    const path =
      Object.keys(outputs).find((candidate) => file.path.endsWith(candidate.split('/').pop() ?? '')) ?? ''
    const loaded = firstLoad.has(path)
    if (loaded) {
      firstMinified += file.contents.length
      firstGzip += gzipOf(path)
    }
    const name =
      path === entryPath
        ? 'entry chunk'
        : `${loaded ? 'shared chunk' : 'lazy chunk'} ${file.path.split('/').pop()}`
    console.log(
      `${name.padEnd(44)} ${kb(file.contents.length).padStart(10)} minified ${kb(gzipSync(file.contents).length).padStart(10)} gzip${contentsOf(file.path.split('/').pop() ?? '')}`,
    )
  }
  console.log(
    `${'first load (entry + shared chunks)'.padEnd(44)} ${kb(firstMinified).padStart(10)} minified ${kb(firstGzip).padStart(10)} gzip`,
  )
  const byPackage = new Map<string, number>()
  const firstLoadInputs = [...firstLoad].flatMap((path) => Object.entries(outputs[path]?.inputs ?? {}))
  for (const [path, input] of firstLoadInputs) {
    const name =
      /node_modules\/(?:\.pnpm\/)?((?:@[^/+]+[/+])?[^/@]+)/.exec(path)?.[1]?.replace('+', '/') ??
      /(?:packages\/|^\.\.\/)([^/.][^/]*)\/src\//.exec(path)?.[1]?.replace(/^/, '@api-explorer/') ??
      (path.startsWith('src/') ? '@api-explorer/ui' : undefined) ??
      path
    byPackage.set(name, (byPackage.get(name) ?? 0) + input.bytesInOutput)
  }
  console.log('\nfirst load by package (minified):')
  for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`  ${name.padEnd(40)} ${kb(bytes).padStart(10)}`)
  }
} finally {
  rmSync(workDir, { recursive: true, force: true })
}
