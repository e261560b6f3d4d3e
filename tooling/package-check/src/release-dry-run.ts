/**
 * The release flow of CONTRIBUTING.md, rehearsed in a throwaway git worktree of HEAD (issue 16): checks that the
 * changesets `fixed` group lists exactly the public packages, adds a patch changeset for all of them, runs
 * `changeset version`, then `pnpm -r publish --dry-run --no-git-checks`, and packs every package to check the
 * manifests a registry would get: the new version everywhere, no `workspace:` or `catalog:` range left, and our
 * own dependencies pinned to the new version. Fails if any of it fails. The checkout itself is never touched.
 *
 * The worktree installs from pnpm's store (filled by the checkout's install) and copies the checkout's built dist
 * folders, so run the build first (`pnpm build`; CI does). The changelog is written with changesets' default
 * writer: the configured @changesets/changelog-github needs a GitHub token and network, which a rehearsal has not.
 *
 * Run: `pnpm release:dry-run` (root) or `pnpm --filter @api-explorer/package-check release-dry-run`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChangesetConfig } from './fixed-group.js'
import { fixedGroupProblems } from './fixed-group.js'
import { PNPM, run, step } from './run.js'
import { packAll } from './tarballs.js'
import { publicPackages, unpublishableRanges, WORKSPACE_ROOT } from './workspace-packages.js'

const timings: [string, number][] = []
const packages = publicPackages()
const names = packages.map((pkg) => pkg.name)
const config = JSON.parse(
  readFileSync(join(WORKSPACE_ROOT, '.changeset/config.json'), 'utf8'),
) as ChangesetConfig
const groupProblems = fixedGroupProblems(config, names)
if (groupProblems.length > 0) {
  for (const problem of groupProblems) console.log(`✗ .changeset/config.json: ${problem}`)
  process.exit(1)
}
console.log(`The fixed group lists all ${names.length} public packages.`)

const workDir = mkdtempSync(join(tmpdir(), 'api-explorer-release-'))
const worktree = join(workDir, 'worktree')
const problems: string[] = []
try {
  await step('Throwaway git worktree of HEAD', timings, () => {
    run(['git', 'worktree', 'add', '--detach', worktree, 'HEAD'], { cwd: WORKSPACE_ROOT, quiet: true })
    // From pnpm's store, which the checkout's install filled: pnpm publish reads the installed workspace packages.
    run([...PNPM, 'install', '--frozen-lockfile', '--prefer-offline', '--ignore-scripts'], {
      cwd: worktree,
      quiet: true,
    })
    for (const pkg of packages) {
      const dist = join(pkg.dir, 'dist')
      if (existsSync(dist)) cpSync(dist, join(worktree, 'packages', pkg.folder, 'dist'), { recursive: true })
      else console.log(`   ${pkg.name} has no dist (not built): its tarball will have no build`)
    }
    // The rehearsal's changelog: changesets' default writer (changelog-github needs a token and network).
    const configFile = join(worktree, '.changeset/config.json')
    writeFileSync(configFile, JSON.stringify({ ...config, changelog: '@changesets/cli/changelog' }, null, 2))
    const bumps = names.map((name) => `'${name}': patch`).join('\n')
    writeFileSync(
      join(worktree, '.changeset/release-rehearsal.md'),
      `---\n${bumps}\n---\n\nRelease rehearsal.\n`,
    )
  })

  const before = packages[0]?.manifest.version ?? '0.0.0'
  await step('changeset version, then pnpm install (the lockfile follows the new versions)', timings, () => {
    run([join(worktree, 'node_modules/.bin/changeset'), 'version'], { cwd: worktree })
    run([...PNPM, 'install', '--prefer-offline', '--ignore-scripts'], { cwd: worktree, quiet: true })
  })
  const versioned = publicPackages(worktree)
  const version = versioned[0]?.manifest.version ?? ''
  console.log(`   ${before} → ${version}`)
  for (const pkg of versioned) {
    if (pkg.manifest.version !== version)
      problems.push(`${pkg.name} is at ${pkg.manifest.version}, not ${version}`)
    if (!existsSync(join(pkg.dir, 'CHANGELOG.md'))) problems.push(`${pkg.name} got no CHANGELOG.md`)
  }
  if (version === before) problems.push(`changeset version left the version at ${before}`)

  await step('pnpm -r publish --dry-run --no-git-checks', timings, () =>
    run([...PNPM, '-r', 'publish', '--dry-run', '--no-git-checks'], { cwd: worktree, quiet: true }),
  )

  await step('Packed manifests', timings, () => {
    const tarballs = packAll(versioned, worktree, join(workDir, 'tarballs'))
    for (const tarball of tarballs) {
      const found = unpublishableRanges(tarball.manifest).map((range) => `packed package.json keeps ${range}`)
      for (const field of ['dependencies', 'peerDependencies'] as const) {
        for (const [dependency, range] of Object.entries(tarball.manifest[field] ?? {})) {
          if (names.includes(dependency) && !range.endsWith(version)) {
            found.push(`${field} ${dependency} is ${range}, not the released ${version}`)
          }
        }
      }
      problems.push(...found.map((problem) => `${tarball.name}: ${problem}`))
      console.log(
        `   ${tarball.name}@${tarball.manifest.version}${found.length === 0 ? ': publishable' : ''}`,
      )
    }
  })
} finally {
  run(['git', 'worktree', 'remove', '--force', worktree], { cwd: WORKSPACE_ROOT, quiet: true })
  rmSync(workDir, { recursive: true, force: true })
}

console.log('\nTimings:')
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`)
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`)
  for (const problem of problems) console.log(`  ✗ ${problem}`)
  process.exit(1)
}
console.log('\nThe release flow works: changeset version, then pnpm -r publish.')
