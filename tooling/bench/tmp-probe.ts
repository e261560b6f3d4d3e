import { launchChromium } from '@api-explorer/browser'
import { WEB_COMPONENT_DIST } from './src/browser-build.js'
import { FIRST_OPERATION, firstOperationWatcher } from './src/browser-in-page.js'
import { OURS_PREFIX, oursPage, pagePath, SPECS_PREFIX } from './src/browser-pages.js'
import { startStaticServer } from './src/browser-server.js'
import { freshPage } from './src/browser-session.js'
import { FIXTURE_DIR } from './src/fixtures.js'

const spec = process.argv[2] ?? 'github-api.github.com.json'
const loads = Number(process.argv[3] ?? 8)
const dist = process.argv[4] ?? WEB_COMPONENT_DIST
const probe = `(() => {
  Error.prepareStackTrace = (e, frames) => { (window.__stacks ??= []).push(Math.round(performance.now()) + ' ' + String(e && e.message).slice(0, 60) + ' @ ' + frames.slice(0, 3).map((f) => (f.getFileName() || '').split('/').pop() + ':' + f.getLineNumber() + ':' + f.getColumnNumber()).join(' < ')); return String(e) + frames.map((f) => '\\n    at ' + f).join('') }; const t = (k, v) => { (window.__t ??= {})[k] ??= v ?? Math.round(performance.now()) }
  const W = window.Worker
  window.Worker = class extends W { constructor(...a) { super(...a); t('worker'); this.addEventListener('message', (e) => { t('msg:' + (typeof e.data === 'string' ? e.data : e.data.type)); if (e.data.marks) for (const [k, v] of Object.entries(e.data.marks)) t('w:' + k, Math.round(v - performance.timeOrigin)) }) } }
  customElements.whenDefined('api-explorer').then(() => t('defined'))
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.duration > 30) (window.__long ??= []).push(Math.round(e.startTime) + '+' + Math.round(e.duration)) }).observe({ type: 'longtask', buffered: true })
})()`
const server = await startStaticServer({
  mounts: [{ prefix: OURS_PREFIX, folder: dist }, { prefix: SPECS_PREFIX, folder: FIXTURE_DIR }],
  pages: new Map([[pagePath('ours', spec), process.env.PRELOAD ? oursPage(spec).replace('<script type="module"', (await import('node:fs')).readFileSync(dist + '/api-explorer.js', 'utf8').match(/var l="([^"]*)"/)![1].split(',').map((c) => `<link rel="modulepreload" href="/ours/${c}">`).join('') + '<script type="module"') : oursPage(spec)]]),
})
const browser = await launchChromium()
const rows: string[] = []
for (let i = 0; i < loads; i++) {
  await new Promise((r) => setTimeout(r, 1000))
  const { page, close } = await freshPage(browser)
  await page.addInitScript(probe)
  await page.addInitScript(firstOperationWatcher(FIRST_OPERATION.ours))
  const report = server.nextReport() as Promise<{ ms: number }>
  await page.goto(`${server.origin}${pagePath('ours', spec)}`, { waitUntil: 'commit' })
  const seen = await report
  const t = await page.evaluate('({ t: window.__t, long: window.__long, stacks: window.__stacks })') as { t: Record<string, number>; long: string[]; stacks?: string[] }
  rows.push(`${seen.ms.toFixed(0).padStart(4)}  ${JSON.stringify(t.t)} long ${t.long?.join(' ')}`)
  console.log(rows.at(-1)); console.log('  stacks:', JSON.stringify(t.stacks ?? []))
  await close()
}
await browser.close()
await server.close()
