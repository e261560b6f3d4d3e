import type { Plugin } from 'esbuild'

/**
 * Gives Node built-ins that browser code only touches defensively (json-schema-ref-parser, under the importers,
 * reads `path.win32?.sep` and uses `path` only for file-system refs) an empty module in the browser bundle, as
 * Vite's browser build does.
 */
export function emptyNodeBuiltins(names: readonly string[]): Plugin {
  const filter = new RegExp(`^(node:)?(${names.join('|')})$`)
  return {
    name: 'empty-node-builtins',
    setup(plugin) {
      plugin.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'empty-node-builtin' }))
      plugin.onLoad({ filter: /.*/, namespace: 'empty-node-builtin' }, () => ({
        contents: 'module.exports = {}',
        loader: 'js',
      }))
    },
  }
}
