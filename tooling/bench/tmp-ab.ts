import { launchChromium } from '@api-explorer/browser'
import { FIRST_OPERATION, firstOperationWatcher } from './src/browser-in-page.js'
import { OURS_PREFIX, oursPage, pagePath, SPECS_PREFIX } from './src/browser-pages.js'
import { startStaticServer } from './src/browser-server.js'
import { freshPage } from './src/browser-session.js'
import { FIXTURE_DIR } from './src/fixtures.js'
const [spec, n, ...dists] = process.argv.slice(2)
const servers = await Promise.all(dists.map((dist) => startStaticServer({
  mounts: [{ prefix: OURS_PREFIX, folder: dist }, { prefix: SPECS_PREFIX, folder: FIXTURE_DIR }],
  pages: new Map([[pagePath('ours', spec), oursPage(spec)]]),
})))
const browser = await launchChromium()
const results: number[][] = dists.map(() => [])
for (let i = -1; i < Number(n); i++) {
  for (let d = 0; d < dists.length; d++) {
    const k = i % 2 === 0 ? d : dists.length - 1 - d
    await new Promise((r) => setTimeout(r, 1000))
    const { page, close } = await freshPage(browser)
    await page.addInitScript(firstOperationWatcher(FIRST_OPERATION.ours))
    const report = servers[k].nextReport() as Promise<{ ms: number }>
    await page.goto(`${servers[k].origin}${pagePath('ours', spec)}`, { waitUntil: 'commit' })
    const { ms } = await report
    if (i >= 0) results[k].push(ms)
    await close()
  }
}
const med = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2 }
dists.forEach((d, k) => console.log(d.padEnd(50), 'median', med(results[k]).toFixed(0), 'samples', results[k].map((x) => x.toFixed(0)).join(' ')))
await browser.close()
for (const s of servers) await s.close()
