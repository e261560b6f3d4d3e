// @vitest-environment node
import { resolve } from 'node:path'
import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { loaderChunkLists, PLACEHOLDERS } from './loader-chunk-lists.js'

const OUT = resolve('/build/dist')
const at = (file: string): string => `${OUT}/${file}`

type Imports = Array<{ path: string; kind: 'import-statement' | 'dynamic-import' }>

/** A metafile with these outputs and imports (the sizes and inputs the plugin does not read left empty). */
function metafile(outputs: Record<string, Imports>): Metafile {
  return {
    inputs: {},
    outputs: Object.fromEntries(
      Object.entries(outputs).map(([file, imports]) => [
        at(file),
        {
          bytes: 0,
          inputs: {},
          imports: imports.map((entry) => ({ ...entry, path: at(entry.path) })),
          exports: [],
        },
      ]),
    ),
  } as Metafile
}

/** Runs both plugins on a build with `outputs`, and gives back the loader's code as the tsup plugin rewrites it. */
async function rewriteLoader(outputs: Record<string, Imports>, code: string): Promise<string | undefined> {
  const plugins = loaderChunkLists('api-explorer.js', 'api-explorer-outline.js')
  let onEnd: ((result: { metafile: Metafile }) => void) | undefined
  await plugins.esbuild.setup({ onEnd: (callback: typeof onEnd) => (onEnd = callback) } as never)
  onEnd?.({ metafile: metafile(outputs) })
  const result = await plugins.tsup.renderChunk?.call({} as never, code, {
    type: 'chunk',
    code,
    path: at('api-explorer.js'),
  })
  return result == null ? undefined : result.code
}

const LOADER_CODE = `var e="${PLACEHOLDERS.element}",o='${PLACEHOLDERS.outline}';f(e,"${PLACEHOLDERS.element}")`

describe('loaderChunkLists', () => {
  it("lists the element's chunks the loader has not loaded, and the outline module's chunks", async () => {
    const code = await rewriteLoader(
      {
        'api-explorer.js': [
          { path: 'chunks/loader-shared.js', kind: 'import-statement' },
          { path: 'chunks/src.js', kind: 'dynamic-import' },
        ],
        'chunks/loader-shared.js': [{ path: 'chunks/tiny.js', kind: 'import-statement' }],
        'chunks/tiny.js': [],
        'chunks/src.js': [
          { path: 'chunks/react.js', kind: 'import-statement' },
          { path: 'chunks/tiny.js', kind: 'import-statement' },
          { path: 'chunks/markdown.js', kind: 'dynamic-import' },
        ],
        'chunks/react.js': [{ path: 'chunks/scheduler.js', kind: 'import-statement' }],
        'chunks/scheduler.js': [],
        'chunks/markdown.js': [{ path: 'chunks/react.js', kind: 'import-statement' }],
        'api-explorer-outline.js': [{ path: 'chunks/importers.js', kind: 'import-statement' }],
        'chunks/importers.js': [{ path: 'chunks/tiny.js', kind: 'import-statement' }],
      },
      LOADER_CODE,
    )
    const element = '"chunks/src.js,chunks/react.js,chunks/scheduler.js"'
    expect(code).toBe(`var e=${element},o="chunks/importers.js,chunks/tiny.js";f(e,${element})`)
  })

  it('leaves every other file alone', async () => {
    const plugins = loaderChunkLists('api-explorer.js', 'api-explorer-outline.js')
    const other = await plugins.tsup.renderChunk?.call({} as never, LOADER_CODE, {
      type: 'chunk',
      code: LOADER_CODE,
      path: at('chunks/src.js'),
    })
    expect(other).toBeUndefined()
  })

  it('fails the build when the loader has lost a placeholder, or the outline module is missing', async () => {
    const outputs: Record<string, Imports> = { 'api-explorer.js': [], 'api-explorer-outline.js': [] }
    await expect(rewriteLoader(outputs, `var e="${PLACEHOLDERS.element}"`)).rejects.toThrow(
      PLACEHOLDERS.outline,
    )
    await expect(rewriteLoader({ 'api-explorer.js': [] }, LOADER_CODE)).rejects.toThrow(
      'api-explorer-outline.js',
    )
  })
})
