import { dirname, relative, resolve } from 'node:path'
import type { Metafile, Plugin as EsbuildPlugin } from 'esbuild'
import type { Options } from 'tsup'

import { ELEMENT_CHUNKS, OUTLINE_CHUNKS } from '../src/loader-chunk-lists.js'

type TsupPlugin = NonNullable<Options['plugins']>[number]

/** The strings the loader's source holds where the lists go: the constants themselves, as written in the source. */
export const PLACEHOLDERS: { element: string; outline: string } = {
  element: ELEMENT_CHUNKS,
  outline: OUTLINE_CHUNKS,
}

/**
 * Writes two lists of chunk files into the browser bundle's loader (`loader`, e.g. `api-explorer.js`), so that it
 * can ask for each module graph all at once instead of the browser finding each level of imports only after the
 * level above it has arrived and been parsed (a round trip and a parse per level):
 *   - the element's: what the loader's dynamic import of the element needs before it runs (the element's chunk
 *     and every chunk it imports statically, transitively), minus what the loader has loaded already; the loader
 *     preloads them with `<link rel="modulepreload">`;
 *   - the outline's: the chunks the outline module (`outlineEntry`, e.g. `api-explorer-outline.js`) imports
 *     statically, transitively; the definition's fetch worker imports them beside the module.
 * Each list replaces its quoted placeholder, as file names relative to the loader joined by commas.
 *
 * Two plugins: esbuild's keeps the build's metafile (tsup builds with one), and tsup's rewrites the loader's code
 * before it is written. A loader without a placeholder, or a build without the outline entry, fails the build: a
 * list would silently be missing.
 */
export function loaderChunkLists(
  loader: string,
  outlineEntry: string,
): { esbuild: EsbuildPlugin; tsup: TsupPlugin } {
  let metafile: Metafile | undefined
  return {
    esbuild: {
      name: 'loader-chunk-lists',
      setup(build) {
        build.onEnd((result) => {
          metafile = result.metafile
        })
      },
    },
    tsup: {
      name: 'loader-chunk-lists',
      renderChunk(code, chunk) {
        if (!chunk.path.endsWith(`/${loader}`)) return undefined
        if (metafile == null) throw new Error('loader-chunk-lists: the build has no metafile')
        const graph = new ChunkGraph(metafile)
        const outlinePath = resolve(dirname(chunk.path), outlineEntry)
        const lists = {
          element: graph.elementChunks(chunk.path),
          outline: [...graph.staticClosure(outlinePath)].filter((path) => path !== outlinePath),
        }
        let rewritten = code
        for (const [name, placeholder] of Object.entries(PLACEHOLDERS)) {
          if (!rewritten.includes(placeholder)) {
            throw new Error(`loader-chunk-lists: ${loader} has no ${placeholder} to replace`)
          }
          const files = lists[name as keyof typeof PLACEHOLDERS].map((path) =>
            relative(dirname(chunk.path), path).split('\\').join('/'),
          )
          // Every occurrence: the minifier may have copied the constant into where it is used.
          const quoted = new RegExp(`(["'\`])${placeholder}\\1`, 'g')
          rewritten = rewritten.replace(quoted, JSON.stringify(files.join(',')))
        }
        return { code: rewritten }
      },
    },
  }
}

/** The build's output files and their imports, by absolute path. */
class ChunkGraph {
  readonly #outputs: Map<string, Metafile['outputs'][string]>

  constructor(metafile: Metafile) {
    this.#outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [resolve(path), output]))
  }

  /** `path` and every file it imports statically, transitively. */
  staticClosure(path: string, into = new Set<string>()): Set<string> {
    const output = this.#outputs.get(path)
    if (output == null) throw new Error(`loader-chunk-lists: ${path} is not an output of the build`)
    if (into.has(path)) return into
    into.add(path)
    for (const imported of output.imports) {
      if (imported.kind === 'import-statement') this.staticClosure(resolve(imported.path), into)
    }
    return into
  }

  /** What the loader's dynamic imports need that its static imports have not loaded. */
  elementChunks(loaderPath: string): string[] {
    const loaded = this.staticClosure(loaderPath)
    const needed = new Set<string>()
    for (const imported of this.#outputs.get(loaderPath)?.imports ?? []) {
      if (imported.kind === 'dynamic-import') this.staticClosure(resolve(imported.path), needed)
    }
    return [...needed].filter((path) => !loaded.has(path))
  }
}
