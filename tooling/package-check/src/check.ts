/**
 * The public packages as a consumer gets them (issue 16): builds the workspace, checks the `'use client'`
 * directives of the built files, packs every public package, lints the tarballs (publint strict, attw for ESM),
 * holds every export entry to its gzip size budget, installs the tarballs into a fresh npm project that imports
 * every export and server-renders a playground, and builds two Vite + React apps (React 18 and React 19, each
 * with its own @types/react) that type-check and bundle `<ApiExplorer>` with styles.css.
 *
 * Run: `pnpm check:packages` (root) or `pnpm --filter @api-explorer/package-check check`.
 * Flags: `--skip-build` reuses the built dist folders; `--keep` leaves the temporary projects for inspection.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { clientDirectiveProblems, isClientPackage, javaScriptFiles } from './client-directive.js'
import { catalogRange, copyFixture, createConsumerProject } from './consumer-projects.js'
import { attwProblems, publintProblems } from './lint-tarballs.js'
import { mapConcurrently, PNPM, run, step } from './run.js'
import { measureAll, readBudgets, sizeReport } from './size-budgets.js'
import { metadataProblems, packAll, tarballProblems } from './tarballs.js'
import { exportSpecifier, exportSubpaths, publicPackages, WORKSPACE_ROOT } from './workspace-packages.js'

const CHECK_DIR = resolve(import.meta.dirname, '..')
const FIXTURES = join(CHECK_DIR, 'fixtures')
const BIN = join(CHECK_DIR, 'node_modules', '.bin')
const flags = new Set(process.argv.slice(2))
const timings: [string, number][] = []
const problems: string[] = []
const report = (where: string, found: string[]): void => {
  for (const problem of found) {
    problems.push(`${where}: ${problem}`)
    console.log(`   ✗ ${where}: ${problem}`)
  }
}

const started = performance.now()
const packages = publicPackages()
console.log(`Public packages (${packages.length}): ${packages.map((pkg) => pkg.name).join(', ')}`)
const workDir = mkdtempSync(join(tmpdir(), 'api-explorer-package-check-'))

try {
  if (!flags.has('--skip-build')) {
    await step('Build (turbo)', timings, () => run([...PNPM, 'build'], { cwd: WORKSPACE_ROOT, quiet: true }))
  }

  await step("'use client' directives of the built files", timings, () => {
    for (const pkg of packages) {
      const required = isClientPackage(pkg.dir)
      const files = javaScriptFiles(join(pkg.dir, 'dist'))
      for (const file of files) {
        const code = readFileSync(join(pkg.dir, 'dist', file), 'utf8')
        report(`${pkg.name} dist/${file}`, clientDirectiveProblems(code, required))
      }
      if (required)
        console.log(`   ${pkg.name}: ${files.length} files, each with one 'use client' at the top`)
    }
  })

  const packDir = join(workDir, 'tarballs')
  const tarballs = await step('Pack every public package (pnpm pack)', timings, () => {
    const packed = packAll(packages, WORKSPACE_ROOT, packDir)
    for (const tarball of packed) {
      const folder = packages.find((pkg) => pkg.name === tarball.name)?.folder ?? ''
      report(tarball.name, [
        ...tarballProblems(tarball),
        ...metadataProblems(tarball.manifest as unknown as Record<string, unknown>, folder),
      ])
      console.log(`   ${tarball.file.split('/').pop()} (${tarball.files.length} files)`)
    }
    return packed
  })

  await step('publint (strict) and attw (ESM) on every tarball', timings, async () => {
    // attw runs as a child process per tarball, so two at a time keep both cores busy.
    const found = await mapConcurrently(tarballs, 2, async (tarball) => [
      ...(await publintProblems(tarball)),
      ...(await attwProblems(tarball, BIN)),
    ])
    tarballs.forEach((tarball, index) => {
      report(tarball.name, found[index] ?? [])
      if (found[index]?.length === 0) console.log(`   ${tarball.name}: no problems`)
    })
  })

  const entries = packages.flatMap((pkg) =>
    exportSubpaths(pkg.manifest).map((subpath) => ({
      name: pkg.name,
      subpath,
      specifier: exportSpecifier(pkg.name, subpath),
    })),
  )
  const nodeProject = join(workDir, 'node-consumer')
  const viteApps = [
    {
      dir: join(workDir, 'vite-react-18'),
      react: {
        react: '^18.3.1',
        'react-dom': '^18.3.1',
        '@types/react': '^18.3.0',
        '@types/react-dom': '^18.3.0',
      },
    },
    {
      dir: join(workDir, 'vite-react-19'),
      react: {
        react: catalogRange(WORKSPACE_ROOT, 'react'),
        'react-dom': catalogRange(WORKSPACE_ROOT, 'react-dom'),
        '@types/react': catalogRange(WORKSPACE_ROOT, '@types/react'),
        '@types/react-dom': catalogRange(WORKSPACE_ROOT, '@types/react-dom'),
      },
    },
  ]
  const viteTools = {
    vite: catalogRange(WORKSPACE_ROOT, 'vite'),
    '@vitejs/plugin-react': '^6.3.0',
    typescript: catalogRange(WORKSPACE_ROOT, 'typescript'),
  }

  await step(
    'Install the tarballs into three fresh npm projects (Node, Vite + React 18, Vite + React 19)',
    timings,
    () =>
      Promise.all([
        createConsumerProject(nodeProject, tarballs, {
          react: catalogRange(WORKSPACE_ROOT, 'react'),
          'react-dom': catalogRange(WORKSPACE_ROOT, 'react-dom'),
        }),
        ...viteApps.map((app) => createConsumerProject(app.dir, tarballs, { ...app.react, ...viteTools })),
      ]),
  )

  await step('Node: import every export of every package, server-render a playground', timings, () => {
    copyFixture(FIXTURES, 'node-consumer', nodeProject)
    cpSync(join(FIXTURES, 'users-api.openapi.json'), join(nodeProject, 'users-api.openapi.json'))
    const specifiers = entries.map((entry) => entry.specifier)
    try {
      run(['node', 'smoke.mjs', JSON.stringify(specifiers)], { cwd: nodeProject })
    } catch {
      report('Node consumer', ['fixtures/node-consumer/smoke.mjs failed; its output is above'])
    }
  })

  await step('Size budgets (gzip, first load, React external)', timings, async () => {
    const rows = await measureAll(nodeProject, entries, readBudgets(join(CHECK_DIR, 'size-budgets.json')))
    const { table, problems: over } = sizeReport(rows)
    console.log(table)
    report('size', over)
  })

  for (const app of viteApps) {
    const title = `Vite app with React ${app.react.react}: tsc --noEmit and vite build`
    await step(title, timings, () => {
      copyFixture(FIXTURES, 'vite-app', app.dir)
      cpSync(join(FIXTURES, 'users-api.openapi.json'), join(app.dir, 'src', 'users-api.openapi.json'))
      try {
        run(['node_modules/.bin/tsc', '--noEmit', '-p', 'tsconfig.json'], { cwd: app.dir })
        console.log('   tsc --noEmit: no errors')
        const output = run(['node_modules/.bin/vite', 'build', '--logLevel', 'warn'], {
          cwd: app.dir,
          quiet: true,
        })
        if (output.trim() !== '') console.log(output)
        console.log(`   vite build: ${join(app.dir, 'dist')}`)
      } catch (error) {
        report(`Vite app with React ${app.react.react}`, [String(error)])
      }
    })
  }
} finally {
  if (flags.has('--keep')) console.log(`\nKept ${workDir}`)
  else rmSync(workDir, { recursive: true, force: true })
}

console.log('\nTimings:')
for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`)
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  total`)
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):`)
  for (const problem of problems) console.log(`  ✗ ${problem}`)
  process.exit(1)
}
console.log(
  `\nAll ${packages.length} public packages pack, lint, fit their budgets and install like a consumer gets them.`,
)
