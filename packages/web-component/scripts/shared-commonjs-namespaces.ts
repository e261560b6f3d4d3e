import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { Plugin } from 'esbuild'

const NAMESPACE = 'shared-commonjs-namespace'

/**
 * Gives every ES module that imports one of these CommonJS packages (React, React DOM) one shared ES module in
 * between, which names the package's exports once.
 *
 * Why: esbuild wraps a CommonJS module in `__toESM` once per importing file, and `__toESM` copies every export
 * onto a new object as a getter. In the self-contained bundle about 95 files import `react`, each copying its 50
 * or so exports: 17 ms of the element's first evaluation in Chromium (a profile of `pnpm profile:browser
 * --readable`), all before the first paint. With the module in between there is one copy per package, and the
 * importers read its exports as plain bindings.
 *
 * Only `import` statements are redirected: a `require` (React DOM's own of React) still gets the package itself.
 */
export function sharedCommonJsNamespaces(packages: readonly string[], resolveFrom: string): Plugin {
  const require = createRequire(resolveFrom)
  const filter = new RegExp(`^(${packages.map((name) => name.replaceAll('/', '\\/')).join('|')})$`)
  return {
    name: NAMESPACE,
    setup(plugin) {
      plugin.onResolve({ filter }, (args) =>
        args.kind === 'import-statement' && args.namespace !== NAMESPACE
          ? { path: args.path, namespace: NAMESPACE }
          : undefined,
      )
      plugin.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = require.resolve(args.path)
        const names = exportNames(require, file)
        return {
          contents: [
            `import commonJs from ${JSON.stringify(file)}`,
            'export default commonJs',
            ...names.map((name) => `export const ${name} = commonJs.${name}`),
          ].join('\n'),
          loader: 'js',
          resolveDir: dirname(file),
        }
      })
    },
  }
}

/**
 * The package's export names, read from its production build: the development build, which Node would load
 * here, can name exports the production one does not have.
 */
function exportNames(require: NodeJS.Require, file: string): string[] {
  const previous = process.env['NODE_ENV']
  process.env['NODE_ENV'] = 'production'
  try {
    const exports = require(file) as Record<string, unknown>
    return Object.keys(exports).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default')
  } finally {
    if (previous === undefined) delete process.env['NODE_ENV']
    else process.env['NODE_ENV'] = previous
  }
}
