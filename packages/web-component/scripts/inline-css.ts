import { build } from 'esbuild'
import type { Plugin } from 'esbuild'

/** The export condition that points workspace packages at their sources (see tsconfig.base.json). */
const SOURCE_CONDITION = '@api-explorer/source'

/**
 * Builds `import css from '<stylesheet>.css?inline'` into the stylesheet's text (its `@import`s bundled, minified),
 * as Vite does in tests: the element puts the text in its shadow root, so hosts import no CSS file.
 */
export const inlineCss: Plugin = {
  name: 'inline-css',
  setup(plugin) {
    // The path keeps `?inline`: tsup's own stylesheet plugin takes every path that ends in `.css`.
    plugin.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: args.path,
      namespace: 'inline-css',
      pluginData: { resolveDir: args.resolveDir },
    }))
    plugin.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { resolveDir } = args.pluginData as { resolveDir: string }
      const result = await build({
        entryPoints: [args.path.replace(/\?inline$/, '')],
        absWorkingDir: resolveDir,
        conditions: [SOURCE_CONDITION],
        bundle: true,
        minify: true,
        write: false,
        metafile: true,
        outdir: 'inline-css',
        logLevel: 'silent',
      })
      const css = result.outputFiles.find((file) => file.path.endsWith('.css'))
      if (css == null) throw new Error(`${args.path} gave no stylesheet.`)
      return {
        contents: css.text,
        loader: 'text',
        watchFiles: Object.keys(result.metafile.inputs).map((input) => `${resolveDir}/${input}`),
      }
    })
  },
}
