import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Tarball } from './tarballs.js'
import { runAsync } from './run.js'

/** npm, quietly, preferring its cache: every project shares the one npm cache, warm after the first run. */
const NPM_INSTALL = ['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']

/** A version range from the workspace catalog (pnpm-workspace.yaml), so consumers test what the workspace uses. */
export function catalogRange(root: string, name: string): string {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
  const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const match = new RegExp(`^\\s+'?${escaped}'?:\\s*(\\S+)\\s*$`, 'm').exec(yaml)
  if (match?.[1] == null) throw new Error(`pnpm-workspace.yaml has no catalog entry for ${name}`)
  return match[1]
}

/**
 * A fresh npm project in `dir` (`npm init -y`) that installs every tarball and `extra` from the registry. The
 * tarballs also override every range on them, so a package's dependency on another of ours (`^0.0.0`) is the
 * packed one, never whatever the registry holds under that name.
 */
export async function createConsumerProject(
  dir: string,
  tarballs: Tarball[],
  extra: Record<string, string>,
): Promise<void> {
  mkdirSync(dir, { recursive: true })
  await runAsync(['npm', 'init', '-y'], { cwd: dir })
  const manifestFile = join(dir, 'package.json')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
  const packed = Object.fromEntries(tarballs.map((tarball) => [tarball.name, `file:${tarball.file}`]))
  manifest.type = 'module'
  manifest.private = true
  manifest.dependencies = { ...packed, ...extra }
  manifest.overrides = packed
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  await runAsync(NPM_INSTALL, { cwd: dir })
}

/** Copies a fixture folder (tooling/package-check/fixtures/<name>) into a project. */
export function copyFixture(fixturesDir: string, name: string, destination: string): void {
  cpSync(join(fixturesDir, name), destination, { recursive: true })
}
