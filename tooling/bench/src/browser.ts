/**
 * The browser section of `pnpm bench`: ours against Swagger UI (swagger-ui-dist, the fastest peer issue 17
 * measured) in Debian's headless Chromium, plus the sizes a docs page pays.
 *
 * Ours is the web component's self-contained bundle (packages/web-component/dist/api-explorer.js, built here
 * from the working tree first) in a plain HTML page, `<api-explorer definition-url="…" open>`, the way a docs
 * host without a bundler embeds the explorer; Swagger UI is its bundle and stylesheet with
 * `SwaggerUIBundle({ url, dom_id })`. One static server on 127.0.0.1 serves both pages, both tools and the spec
 * files (no-store); every sample is a new browser context with the cache disabled; rounds alternate ours and
 * Swagger UI; the rows are medians. Rows:
 * - first operation visible (GitHub, Stripe): navigation start to the first operation of the list visible;
 * - keystroke to next frame in GitHub's largest request body;
 * - `<ApiExplorer/>` first load and the importers' browser first load (main chunk and the chunks it imports
 *   statically), KB gzip (no peer).
 *
 * Run alone: `node --expose-gc --import tsx --conditions=@api-explorer/source src/browser.ts` in tooling/bench.
 */
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@api-explorer/browser'
import { buildWebComponentBundle, WEB_COMPONENT_DIST } from './browser-build.js'
import { measureFirstOperation } from './browser-first-operation.js'
import { measureKeystrokes } from './browser-keystroke.js'
import { largestBody } from './browser-largest-body.js'
import type { PageSide } from './browser-pages.js'
import {
  OURS_PREFIX,
  oursPage,
  pagePath,
  SPECS_PREFIX,
  SWAGGER_UI_PREFIX,
  swaggerUiPage,
} from './browser-pages.js'
import { startStaticServer } from './browser-server.js'
import { log } from './browser-session.js'
import { measureSizes } from './browser-sizes.js'
import { FIXTURE_DIR } from './fixtures.js'
import type { BenchRow } from './rows.js'
import { median, runSection } from './rows.js'

const SPECS_FOLDER = FIXTURE_DIR
const SWAGGER_UI_DIST = fileURLToPath(new URL('../node_modules/swagger-ui-dist', import.meta.url))
const FIRST_OPERATION_SPECS = [
  { api: 'GitHub', file: 'github-api.github.com.json' },
  { api: 'Stripe', file: 'stripe-spec3.json' },
] as const
const KEYSTROKE_SPEC = FIRST_OPERATION_SPECS[0]
// Nine: ours moves by ±50 ms from one load to the next on two cores, so the median of four moved by tens of
// milliseconds from run to run.
const FIRST_OPERATION_SAMPLES = Number(process.env['BENCH_BROWSER_SAMPLES'] ?? 9)
const KEYSTROKE_SAMPLES = Number(process.env['BENCH_BROWSER_KEYSTROKE_PAGES'] ?? 2)
const SWAGGER_UI = 'Swagger UI 5.35.0'

async function measure(): Promise<BenchRow[]> {
  const sizes = await measureSizes()
  await buildWebComponentBundle()
  const keystrokeTarget = await largestBody(SPECS_FOLDER, KEYSTROKE_SPEC.file)
  log(
    `keystroke target: ${keystrokeTarget.method} ${keystrokeTarget.path} (${keystrokeTarget.slug}, ` +
      `${keystrokeTarget.topLevel} body properties), field "${keystrokeTarget.field}"`,
  )
  const pages = new Map<string, string>()
  for (const { file } of FIRST_OPERATION_SPECS) {
    pages.set(pagePath('ours', file), oursPage(file))
    pages.set(pagePath('swagger-ui', file), swaggerUiPage(file))
  }
  const { specFile, slug } = keystrokeTarget
  pages.set(pagePath('ours', specFile, slug), oursPage(specFile, slug))
  const server = await startStaticServer({
    mounts: [
      { prefix: OURS_PREFIX, folder: WEB_COMPONENT_DIST },
      { prefix: SWAGGER_UI_PREFIX, folder: SWAGGER_UI_DIST },
      { prefix: SPECS_PREFIX, folder: SPECS_FOLDER },
    ],
    pages,
  })
  const browser = await launchChromium()
  const rows: BenchRow[] = []
  try {
    for (const [index, { api, file }] of FIRST_OPERATION_SPECS.entries()) {
      const samples = await measureFirstOperation(browser, server, file, FIRST_OPERATION_SAMPLES, index === 0)
      rows.push(peerRow(`first operation visible, ${api}`, samples, 0.35))
    }
    const keystrokes = await measureKeystrokes(browser, server.origin, keystrokeTarget, KEYSTROKE_SAMPLES)
    rows.push(
      peerRow(
        `keystroke to next frame, ${KEYSTROKE_SPEC.api} largest body (${keystrokeTarget.method} ${keystrokeTarget.path})`,
        keystrokes,
        1,
      ),
    )
  } finally {
    await browser.close()
    await server.close()
  }
  rows.push(
    {
      section: 'browser',
      measure: '<ApiExplorer/> first load, gzip (no React, no importers)',
      unit: 'KB',
      ours: sizes.explorerFirstLoadKb,
      target: { kind: 'at-most', value: 120 },
    },
    {
      section: 'browser',
      measure: 'importers browser first load (main + static chunks), gzip',
      unit: 'KB',
      ours: sizes.importersMainKb,
      target: { kind: 'at-most', value: 40 },
    },
  )
  return rows
}

function peerRow(measureName: string, samples: Record<PageSide, number[]>, ratio: number): BenchRow {
  return {
    section: 'browser',
    measure: measureName,
    unit: 'ms',
    ours: median(samples.ours),
    peer: { name: SWAGGER_UI, value: median(samples['swagger-ui']) },
    target: { kind: 'ratio-at-most', value: ratio },
  }
}

await runSection(measure)
