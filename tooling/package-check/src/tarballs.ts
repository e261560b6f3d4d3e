import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { PackageManifest, PublicPackage } from './workspace-packages.js'
import { unpublishableRanges } from './workspace-packages.js'
import { PNPM, run } from './run.js'

/** A packed package: its tarball and the manifest inside it, as the registry would get them. */
export type Tarball = {
  name: string
  file: string
  manifest: PackageManifest
  /** Every path in the tarball, without the leading `package/`. */
  files: string[]
}

/** The file name pnpm gives a package's tarball: `@api-explorer/ui` 0.0.0 → `api-explorer-ui-0.0.0.tgz`. */
export function tarballName(name: string, version: string): string {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`
}

/** Packs every package with `pnpm pack` (which rewrites `workspace:` and `catalog:` ranges) into `destination`. */
export function packAll(packages: PublicPackage[], root: string, destination: string): Tarball[] {
  const filters = packages.flatMap((pkg) => ['--filter', pkg.name])
  run([...PNPM, '-r', ...filters, 'pack', '--pack-destination', destination], { cwd: root, quiet: true })
  const packed = new Set(readdirSync(destination))
  return packages.map((pkg) => {
    const file = join(destination, tarballName(pkg.name, pkg.manifest.version))
    if (!packed.has(tarballName(pkg.name, pkg.manifest.version)))
      throw new Error(`pnpm pack wrote no ${file}`)
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }),
    ) as PackageManifest
    const files = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.replace(/^package\//, ''))
    return { name: pkg.name, file, manifest, files }
  })
}

/** What is wrong with a packed package as published: workspace-only ranges, a missing LICENSE, README or build. */
export function tarballProblems(tarball: Tarball): string[] {
  const problems = unpublishableRanges(tarball.manifest).map((range) => `packed package.json keeps ${range}`)
  for (const required of ['LICENSE', 'README.md', 'package.json']) {
    if (!tarball.files.includes(required)) problems.push(`tarball has no ${required}`)
  }
  if (!tarball.files.some((file) => file.startsWith('dist/') && file.endsWith('.js'))) {
    problems.push('tarball has no built dist/*.js (was the package built?)')
  }
  if (tarball.files.some((file) => /(^|\/)src\/|\.test\.[jt]sx?$/.test(file))) {
    problems.push('tarball ships sources or tests')
  }
  return problems
}

/** The registry page's fields every public package.json carries (issue 16), checked on the packed manifest. */
export function metadataProblems(manifest: Record<string, unknown>, folder: string): string[] {
  const repo = 'https://github.com/api-explorer/api-explorer'
  const expected: Record<string, unknown> = {
    license: 'MIT',
    homepage: `${repo}/tree/main/packages/${folder}#readme`,
    bugs: JSON.stringify({ url: `${repo}/issues` }),
    repository: JSON.stringify({ type: 'git', url: `git+${repo}.git`, directory: `packages/${folder}` }),
  }
  const problems: string[] = []
  for (const [field, value] of Object.entries(expected)) {
    const actual = typeof manifest[field] === 'string' ? manifest[field] : JSON.stringify(manifest[field])
    if (actual !== value) problems.push(`package.json ${field} is ${actual ?? 'missing'}, expected ${value}`)
  }
  const description = manifest.description
  if (typeof description !== 'string' || description.trim() === '' || description.includes('\n')) {
    problems.push('package.json needs a one-line description')
  }
  if (!Array.isArray(manifest.keywords) || manifest.keywords.length === 0)
    problems.push('package.json has no keywords')
  return problems
}
