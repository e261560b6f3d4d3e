import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The workspace root: two folders up from tooling/package-check/src. */
export const WORKSPACE_ROOT: string = resolve(import.meta.dirname, '../../..')

/** The fields of a package.json the checks read. */
export type PackageManifest = {
  name: string
  version: string
  private?: boolean
  exports?: Record<string, unknown>
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/** One public package of the workspace. */
export type PublicPackage = {
  /** e.g. `@api-explorer/ui` */
  name: string
  /** e.g. `ui` */
  folder: string
  /** Absolute path of the package folder. */
  dir: string
  manifest: PackageManifest
}

/**
 * Every public package: each packages/<folder>/package.json without `"private": true`, sorted by folder, so a
 * new package is checked the moment it exists.
 */
export function publicPackages(root: string = WORKSPACE_ROOT): PublicPackage[] {
  const packagesDir = join(root, 'packages')
  return readdirSync(packagesDir)
    .sort()
    .flatMap((folder) => {
      const file = join(packagesDir, folder, 'package.json')
      if (!existsSync(file)) return []
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as PackageManifest
      if (manifest.private === true) return []
      return [{ name: manifest.name, folder, dir: join(packagesDir, folder), manifest }]
    })
}

/** The subpaths a package exports (`.`, `./schema`, `./styles.css`), without `./package.json`. */
export function exportSubpaths(manifest: PackageManifest): string[] {
  return Object.keys(manifest.exports ?? { '.': null }).filter((subpath) => subpath !== './package.json')
}

/** The specifier a consumer imports a subpath by: `@api-explorer/model` for `.`, `@api-explorer/model/schema`. */
export function exportSpecifier(name: string, subpath: string): string {
  return subpath === '.' ? name : `${name}/${subpath.replace(/^\.\//, '')}`
}

/** Dependency ranges that only a workspace understands (`workspace:`, `catalog:`), as `field name range` lines. */
export function unpublishableRanges(manifest: PackageManifest): string[] {
  const fields = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'] as const
  return fields.flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([, range]) => /^(workspace|catalog):/.test(range))
      .map(([dependency, range]) => `${field} ${dependency} ${range}`),
  )
}
