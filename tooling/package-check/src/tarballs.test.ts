import { describe, expect, it } from 'vitest'
import { metadataProblems, tarballName, tarballProblems } from './tarballs.js'

const repo = 'https://github.com/api-explorer/api-explorer'
const manifest = {
  name: '@api-explorer/model',
  version: '0.0.0',
  description: 'The model.',
  license: 'MIT',
  keywords: ['api-explorer'],
  homepage: `${repo}/tree/main/packages/model#readme`,
  bugs: { url: `${repo}/issues` },
  repository: { type: 'git', url: `git+${repo}.git`, directory: 'packages/model' },
  dependencies: { zod: '^4.6.7' },
}

describe('packed package checks', () => {
  it('names tarballs as pnpm pack does', () => {
    expect(tarballName('@api-explorer/ui', '0.1.0')).toBe('api-explorer-ui-0.1.0.tgz')
  })

  it('accepts complete registry metadata', () => {
    expect(metadataProblems(manifest, 'model')).toEqual([])
  })

  it('names a repository directory of another package and missing keywords', () => {
    expect(metadataProblems({ ...manifest, keywords: [] }, 'ui')).toEqual([
      `package.json homepage is ${repo}/tree/main/packages/model#readme, expected ${repo}/tree/main/packages/ui#readme`,
      `package.json repository is {"type":"git","url":"git+${repo}.git","directory":"packages/model"}, expected {"type":"git","url":"git+${repo}.git","directory":"packages/ui"}`,
      'package.json has no keywords',
    ])
  })

  it('reports workspace ranges left in a packed manifest, a missing LICENSE and a missing build', () => {
    const tarball = {
      name: manifest.name,
      file: 'model.tgz',
      manifest: { ...manifest, devDependencies: { '@api-explorer/config': 'workspace:*' } },
      files: ['package.json', 'README.md', 'dist/index.d.ts'],
    }
    expect(tarballProblems(tarball)).toEqual([
      'packed package.json keeps devDependencies @api-explorer/config workspace:*',
      'tarball has no LICENSE',
      'tarball has no built dist/*.js (was the package built?)',
    ])
  })
})
