// @vitest-environment node
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { sharedCommonJsNamespaces } from './shared-commonjs-namespaces.js'

/** Bundles three modules that each import React, as the kit's files do, and returns the output. */
async function bundle(plugins: Parameters<typeof build>[0]['plugins']): Promise<string> {
  const files: Record<string, string> = {
    'entry.js': `import { a } from './a.js'\nimport { b } from './b.js'\nimport React, { useState } from 'react'\nexport const all = [a, b, useState, React.version]`,
    'a.js': `import { useMemo } from 'react'\nexport const a = useMemo`,
    'b.js': `import * as React from 'react'\nimport { createPortal } from 'react-dom'\nexport const b = [React.useRef, createPortal]`,
  }
  const result = await build({
    entryPoints: ['virtual:entry.js'],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      ...(plugins ?? []),
      {
        name: 'virtual-files',
        setup(plugin) {
          // Only the entry and its own imports: React's `./cjs/…` requires stay files.
          plugin.onResolve({ filter: /^(virtual:|\.\/)/ }, (args) =>
            args.kind === 'entry-point' || args.namespace === 'virtual'
              ? { path: args.path.replace(/^virtual:|^\.\//, ''), namespace: 'virtual' }
              : undefined,
          )
          plugin.onLoad({ filter: /.*/, namespace: 'virtual' }, (args) => ({
            contents: files[args.path] ?? '',
            loader: 'js',
            resolveDir: import.meta.dirname,
          }))
        },
      },
    ],
  })
  return result.outputFiles[0]?.text ?? ''
}

const copies = (output: string, name: string): number =>
  output.match(new RegExp(`__toESM\\(require_${name}\\(\\)`, 'g'))?.length ?? 0

describe('sharedCommonJsNamespaces', () => {
  it('converts React and React DOM to ES modules once, however many files import them', async () => {
    const without = await bundle([])
    expect(copies(without, 'react')).toBe(3)

    const output = await bundle([sharedCommonJsNamespaces(['react', 'react-dom'], import.meta.url)])
    expect(copies(output, 'react')).toBe(1)
    expect(copies(output, 'react_dom')).toBe(1)

    // The bundle still gives every importer React's real exports.
    const module = (await import(`data:text/javascript,${encodeURIComponent(output)}`)) as { all: unknown[] }
    const [a, b, useState, version] = module.all as [unknown, unknown[], unknown, unknown]
    expect(typeof a).toBe('function')
    expect(typeof useState).toBe('function')
    expect(typeof b[0]).toBe('function')
    expect(typeof b[1]).toBe('function')
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
  })
})
