import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { launchChromium } from '@api-explorer/browser'
import { importDefinition } from '@api-explorer/importers'
import { bodyProperties, nestedCount, textField } from '@api-explorer/bench/body-properties'
import type { EndpointDefinition } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import { startSampleApi } from '@api-explorer/sample-api'
import type { Browser, Locator, Page } from 'playwright-core'
import { build } from 'vite'

// `pnpm --filter @api-explorer/demo bench:forms [-- --runs 7 --baseline <commit> --skip-baseline]`
//
// Opens the largest request bodies of the GitHub and Stripe fixtures in the demo (a production build) in
// headless Chromium and measures, for the working tree and for a baseline commit built the same way:
//   open:      ms from the click on the endpoint in the explorer's picker (performance.now() in a capturing click
//              listener) to its Body section being rendered (the section's heading and the measured field's input
//              are in the DOM, checked at every requestAnimationFrame);
//   keystroke: ms from the keydown of one character in a body text field (a capturing keydown listener) to both
//              the field and the request preview showing it (checked at every requestAnimationFrame).
// The baseline is checked out with `git worktree add` into a temporary folder, installed with
// `pnpm install --frozen-lockfile --prefer-offline` and built with Vite; the worktree is removed at the end (also on
// Ctrl+C). Each run is a fresh page that imports the fixture through the demo's file input, so no cache carries
// over; the first run and the first keystroke of each run warm up and are dropped. Prints medians and the ratios
// current/baseline. The figures compare two builds on one machine; no test asserts them. FORM_BENCH_DEBUG=1 logs
// each step.

const DEMO_ROOT = fileURLToPath(new URL('..', import.meta.url))
const REPO_ROOT = resolve(DEMO_ROOT, '../..')
const FIXTURES = resolve(REPO_ROOT, '../shared/fixtures/specs')
const PNPM_VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { packageManager: string }
).packageManager.replace(/^pnpm@/, '')

const FIXTURE_FILES = [
  { api: 'GitHub', file: 'github-api.github.com.json' },
  { api: 'Stripe', file: 'stripe-spec3.json' },
] as const

/** Headings the explorer gives a request body section, in every version measured. */
const BODY_HEADINGS = ['Body Parameters', 'Body', 'Optional Body', 'Multipart Form']
const IMPORT_LABEL = 'Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file'
const STEP_TIMEOUT_MS = 120_000
const KEYSTROKES_PER_RUN = 3

type Target = {
  api: string
  fixture: string
  endpoint: EndpointDefinition
  title: string
  slug: string
  /** Top-level properties of the body, and all properties reachable through objects (each type once). */
  topLevel: number
  nested: number
  /** The body property whose text field gets the keystrokes. */
  field: string
  /** An endpoint without body properties, opened before each measure so that the field is not on screen. */
  start: PickerEntry
}

/** What finds an endpoint's link in the explorer's picker. */
type PickerEntry = { slug: string; method: string; title: string }

type Version = { name: string; url: string }
type Samples = { open: number[]; keystroke: number[] }

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    baseline: { type: 'string', default: '4bfe4d3' },
    'skip-baseline': { type: 'boolean', default: false },
  },
  // `pnpm run` may pass a lone `--` through.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
})
const RUNS = Number(options.runs)
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a positive integer, got ${options.runs}`)

const log = (message: string): void => console.error(`[form-bench] ${message}`)

/** The endpoint of a fixture with the most top-level body properties (then the most nested ones). */
async function largestBody(api: string, fixture: string): Promise<Target> {
  const { definition } = await importDefinition(await readFile(fixture, 'utf8'))
  const items = listExplorerItems(definition)
  const slugs = new Map(items.map((item) => [item.id, item]))
  // An endpoint whose body has no properties (Stripe's GETs declare an empty form body).
  const start = items.find((item) => {
    const endpoint = definition.endpoints[item.id]
    return item.kind === 'endpoint' && endpoint != null && bodyProperties(endpoint, definition).length === 0
  })
  if (start == null) throw new Error(`${fixture} has no endpoint without body properties to start from`)
  const candidates = Object.values(definition.endpoints).flatMap((endpoint) => {
    const properties = bodyProperties(endpoint, definition)
    const item = slugs.get(endpoint.id)
    const field = textField(properties, definition)
    if (properties.length === 0 || item == null || field == null) return []
    return [
      {
        api,
        fixture,
        endpoint,
        title: item.title,
        slug: item.slug,
        topLevel: properties.length,
        nested: nestedCount(properties, definition, new Set()),
        field,
        start: { slug: start.slug, method: start.method ?? 'GET', title: start.title },
      },
    ]
  })
  candidates.sort((a, b) => b.topLevel - a.topLevel || b.nested - a.nested)
  const best = candidates[0]
  if (best == null) throw new Error(`${fixture} has no endpoint with an object body and a text field`)
  return best
}

async function buildCurrent(outDir: string, env: Record<string, string>): Promise<string> {
  // Vite hands VITE_-prefixed variables of the environment to the page.
  Object.assign(process.env, env)
  await build({
    root: DEMO_ROOT,
    configFile: join(DEMO_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

/** Checks the baseline out into a worktree, installs it and builds its demo; the worktree goes at the end. */
async function buildBaseline(commit: string, temp: string, env: Record<string, string>): Promise<string> {
  const worktree = join(temp, 'baseline')
  const outDir = join(temp, 'baseline-dist')
  log(`checking out ${commit} into ${worktree}`)
  await run('git', ['worktree', 'add', '--detach', worktree, commit], REPO_ROOT)
  cleanups.push(async () => {
    log('removing the baseline worktree')
    await run('git', ['worktree', 'remove', '--force', worktree], REPO_ROOT)
  })
  log('installing the baseline (pnpm install --frozen-lockfile --prefer-offline)')
  await run(
    'npx',
    ['--yes', `pnpm@${PNPM_VERSION}`, 'install', '--frozen-lockfile', '--prefer-offline'],
    worktree,
  )
  log('building the baseline demo')
  await run(
    'npx',
    [
      '--yes',
      `pnpm@${PNPM_VERSION}`,
      'exec',
      'vite',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    join(worktree, 'apps/demo'),
    env,
  )
  return outDir
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolvePromise()
      else
        reject(
          new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${output.slice(-4000)}`),
        )
    })
  })
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/** Serves a built demo on a free port (unknown paths get index.html); resolves to its URL. */
async function serve(root: string): Promise<string> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)))
      let file = path.startsWith(root + sep) ? path : join(root, 'index.html')
      if (!(await stat(file).catch(() => null))?.isFile()) file = join(root, 'index.html')
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(await readFile(file))
    })().catch((error: unknown) => {
      log(`serving ${request.url}: ${String(error)}`)
      response.writeHead(500).end()
    })
  })
  await new Promise<void>((resolvePromise) => server.listen(0, '127.0.0.1', resolvePromise))
  cleanups.push(
    () =>
      new Promise<void>((resolvePromise) => {
        server.closeAllConnections()
        server.close(() => resolvePromise())
      }),
  )
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

/** One run: a fresh page imports the fixture, opens the endpoint from the picker, then types into the field. */
async function measure(browser: Browser, version: Version, target: Target): Promise<Samples> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    page.setDefaultTimeout(STEP_TIMEOUT_MS)
    const step = (name: string): void => {
      if (process.env.FORM_BENCH_DEBUG) log(`${version.name} ${target.api}: ${name}`)
    }
    if (process.env.FORM_BENCH_DEBUG) page.on('pageerror', (error) => step(`page error: ${error.message}`))
    await page.goto(version.url)
    step('loaded')
    await page.getByLabel(IMPORT_LABEL).setInputFiles(target.fixture)
    await page
      .getByRole('region', { name: 'Import summary' })
      .getByText(/^Imported/)
      .waitFor()
    await page.getByRole('link', { name: 'Open API Explorer' }).click()
    const dialog = page.getByRole('dialog', { name: /API Explorer/ })
    await dialog.waitFor()
    step('explorer open')
    await (await pickerLink(dialog, target.start)).click()
    await page.waitForFunction(
      ({ source, headings, field }) => ((0, eval)(source) as InPage).field(headings, field) == null,
      { source: IN_PAGE, headings: BODY_HEADINGS, field: target.field },
    )
    step(`started from ${target.start.slug}`)
    const link = await pickerLink(dialog, {
      slug: target.slug,
      method: target.endpoint.method,
      title: target.title,
    })
    step('link found')
    await link.scrollIntoViewIfNeeded()
    step('link scrolled')
    const open = await timeOpen(page, link, target.field)
    step(`open ${open}`)
    const keystroke = await timeKeystrokes(page, target.field)
    return { open: [open], keystroke }
  } catch (error) {
    throw new Error(`${version.name}, ${target.api} ${target.endpoint.id}: ${(error as Error).message}`, {
      cause: error,
    })
  } finally {
    await context.close()
  }
}

/**
 * The picker's link to an endpoint. A long list may render only its first items, so when the link is not
 * there the picker's search is filled with the endpoint's title first.
 */
async function pickerLink(dialog: Locator, entry: PickerEntry): Promise<Locator> {
  const byHref = dialog.locator(`nav a[href$="explorer=${entry.slug}"]`)
  const byName = dialog
    .getByRole('navigation')
    .getByRole('link', { name: `${entry.method} ${entry.title}`, exact: true })
  for (const search of [false, true]) {
    if (search) await dialog.locator('nav input[type="search"]').fill(entry.title)
    if ((await byHref.count()) === 1) return byHref
    if ((await byName.count()) > 0) return byName.first()
  }
  throw new Error(`the picker has no link to ${entry.slug}`)
}

/**
 * The in-page side of the timers, as source text: tsx compiles this script with esbuild's keepNames, whose
 * `__name` helper does not exist in the page, so functions passed to `page.evaluate` stay one-liners that
 * call into this. Elements are looked up afresh on every call, since the explorer may replace them when its
 * route changes. `arm*` start a timer at the next click or keydown anywhere in the page; `result` awaits it.
 */
const IN_PAGE = `({
  field(headings, key) {
    for (const heading of document.querySelectorAll('[role="dialog"] :is(h2, h3, h4)')) {
      if (!headings.includes((heading.textContent ?? '').trim())) continue
      const section = heading.closest('section') ?? heading.parentElement
      for (const label of section?.querySelectorAll('label') ?? []) {
        if (label.querySelector('code')?.textContent === key && label.htmlFor) {
          const input = document.getElementById(label.htmlFor)
          if (input) return input
        }
      }
    }
    return null
  },
  preview() {
    for (const heading of document.querySelectorAll('[role="dialog"] :is(h2, h3, h4)')) {
      if ((heading.textContent ?? '').trim() === 'Request') {
        return (heading.closest('section') ?? heading.parentElement)?.textContent ?? null
      }
    }
    return null
  },
  arm(event, done, timeout, what) {
    window.__benchTimer = new Promise((resolve, reject) => {
      document.addEventListener(event, () => {
        const start = performance.now()
        const poll = () => {
          if (done()) resolve(performance.now() - start)
          else if (performance.now() - start > timeout) reject(new Error(what + ' did not happen in ' + timeout + ' ms'))
          else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      }, { capture: true, once: true })
    })
  },
  armOpen(headings, key, timeout) {
    if (this.field(headings, key) != null) throw new Error('the body is on screen before the click')
    this.arm('click', () => this.field(headings, key) != null, timeout, 'the Body section')
  },
  armKeystroke(headings, key, expected, timeout) {
    this.arm('keydown', () => this.field(headings, key)?.value.includes(expected) === true
      && this.preview()?.includes(expected) === true, timeout, '"' + expected + '" in the field and the preview')
  },
  result() {
    return window.__benchTimer
  },
})`

type InPage = {
  field: (headings: string[], key: string) => HTMLInputElement | HTMLTextAreaElement | null
  preview: () => string | null
  armOpen: (headings: string[], key: string, timeout: number) => void
  armKeystroke: (headings: string[], key: string, expected: string, timeout: number) => void
  result: () => Promise<number>
}

async function timeOpen(page: Page, link: Locator, field: string): Promise<number> {
  await page.evaluate(
    ({ source, headings, field, timeout }) => ((0, eval)(source) as InPage).armOpen(headings, field, timeout),
    { source: IN_PAGE, headings: BODY_HEADINGS, field, timeout: STEP_TIMEOUT_MS },
  )
  await link.click()
  return page.evaluate((source) => ((0, eval)(source) as InPage).result(), IN_PAGE)
}

async function timeKeystrokes(page: Page, field: string): Promise<number[]> {
  const input = page.locator(`[id="${await fieldId(page, field)}"]`)
  await input.scrollIntoViewIfNeeded()
  const samples: number[] = []
  // The first keystroke warms up and is dropped.
  for (let index = 0; index <= KEYSTROKES_PER_RUN; index++) {
    const base = `bench${index}x`
    await input.fill(base)
    await page.waitForFunction(
      ({ source, base }) => ((0, eval)(source) as InPage).preview()?.includes(base) === true,
      { source: IN_PAGE, base },
      { polling: 'raf' },
    )
    await page.evaluate(
      ({ source, headings, field, expected, timeout }) =>
        ((0, eval)(source) as InPage).armKeystroke(headings, field, expected, timeout),
      { source: IN_PAGE, headings: BODY_HEADINGS, field, expected: `${base}k`, timeout: STEP_TIMEOUT_MS },
    )
    await input.press('k')
    const elapsed = await page.evaluate((source) => ((0, eval)(source) as InPage).result(), IN_PAGE)
    if (index > 0) samples.push(elapsed)
  }
  return samples
}

/** The id of the field's input (React ids such as `_r_f_` or `:r1:` need quoting in a CSS selector). */
async function fieldId(page: Page, field: string): Promise<string> {
  const id = await page.evaluate(
    ({ headings, field, source }) => ((0, eval)(source) as InPage).field(headings, field)?.id ?? null,
    { headings: BODY_HEADINGS, field, source: IN_PAGE },
  )
  if (id == null) throw new Error(`no input for the body property "${field}"`)
  return id
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function report(targets: Target[], versions: Version[], results: Map<string, Samples>): string {
  const [current, baseline] = versions
  const lines = [
    `Form benchmark: medians in ms; open: ${RUNS} runs, keystroke: ${RUNS * KEYSTROKES_PER_RUN} keystrokes ` +
      `(${RUNS} runs × ${KEYSTROKES_PER_RUN}); headless Chromium, Vite production builds`,
  ]
  const header = ['endpoint', 'measure', ...versions.map((version) => version.name)]
  if (baseline != null) header.push('current/baseline')
  const rows: string[][] = [header]
  for (const target of targets) {
    const name = `${target.api} ${target.endpoint.method} ${target.endpoint.id} (${target.topLevel} props)`
    for (const measure of ['open', 'keystroke'] as const) {
      const medians = versions.map((version) =>
        median(results.get(`${target.api}\u0000${version.name}`)![measure]),
      )
      const row = [
        name,
        measure === 'open' ? 'click → Body rendered' : `keystroke in "${target.field}" → field + preview`,
      ]
      row.push(...medians.map((value) => value.toFixed(1)))
      if (current != null && baseline != null) row.push((medians[0]! / medians[1]!).toFixed(2))
      rows.push(row)
    }
  }
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const row of rows)
    lines.push(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
  return lines.join('\n')
}

// Last, so that every constant above is initialised before the top-level await runs.
const cleanups: Array<() => Promise<void>> = []
let cleaning: Promise<void> | undefined
/** Runs every cleanup once, newest first; a second signal during it waits for the same run. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log(`cleanup failed: ${String(error)}`))
    }
  })()
  return cleaning
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: cleaning up`)
    void cleanUp().finally(() => process.exit(130))
  })
}
try {
  const targets: Target[] = []
  for (const fixture of FIXTURE_FILES)
    targets.push(await largestBody(fixture.api, join(FIXTURES, fixture.file)))
  for (const target of targets) {
    log(
      `${target.api}: ${target.endpoint.method} ${target.title} (${target.endpoint.id}), ${target.topLevel} ` +
        `body properties (${target.nested} nested), typing into "${target.field}"`,
    )
  }

  const sampleApi = await startSampleApi({ port: 0 })
  cleanups.push(() => sampleApi.close())
  const env = { VITE_SAMPLE_API_URL: sampleApi.url, VITE_PROXY_URL: 'http://127.0.0.1:9' }
  const temp = await mkdtemp(join(tmpdir(), 'form-bench-'))
  cleanups.push(() => rm(temp, { recursive: true, force: true }))

  log('building the working tree demo')
  const versions: Version[] = [
    { name: 'current', url: await serve(await buildCurrent(join(temp, 'current'), env)) },
  ]
  if (!options['skip-baseline']) {
    const dist = await buildBaseline(options.baseline, temp, env)
    versions.push({ name: `baseline ${options.baseline}`, url: await serve(dist) })
  }

  const browser = await launchChromium()
  cleanups.push(() => browser.close())
  const results = new Map<string, Samples>()
  for (const target of targets) {
    for (let run = -1; run < RUNS; run++) {
      // Alternate which build goes first, so drift over time favours neither; run -1 warms up and is dropped.
      const order = run % 2 === 0 ? versions : [...versions].reverse()
      for (const version of order) {
        const samples = await measure(browser, version, target)
        if (run < 0) continue
        const key = `${target.api}\u0000${version.name}`
        const all = results.get(key) ?? { open: [], keystroke: [] }
        all.open.push(samples.open[0]!)
        all.keystroke.push(...samples.keystroke)
        results.set(key, all)
      }
      if (run >= 0) log(`${target.api}: run ${run + 1}/${RUNS} done`)
    }
  }
  console.log(report(targets, versions, results))
} finally {
  await cleanUp()
}
