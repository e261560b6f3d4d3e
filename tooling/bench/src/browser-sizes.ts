/**
 * The sizes a docs page pays, in KB gzip (1 KB = 1024 bytes), read from the packages' own measuring scripts so
 * there is one way to measure each: `pnpm --filter @api-explorer/ui size` (`<ApiExplorer/>`'s first load, React
 * and the importers excluded) and `pnpm --filter @api-explorer/importers bundle` (the importers' browser chunks).
 * Both bundle from the sources with esbuild, so they need no build first.
 */
import { fileURLToPath } from 'node:url'

import { runForOutput } from './child-output.js'

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const PNPM = ['--yes', 'pnpm@10.34.8']

export type Sizes = { explorerFirstLoadKb: number; importersMainKb: number }

export async function measureSizes(): Promise<Sizes> {
  const ui = await runScript('@api-explorer/ui', 'size')
  const firstLoad = /^first load \(entry \+ shared chunks\)\s+[\d.]+ KB minified\s+([\d.]+) KB gzip$/m.exec(
    ui,
  )
  if (firstLoad?.[1] == null) throw new Error(`The ui size script printed no first-load line:\n${ui}`)
  const importers = await runScript('@api-explorer/importers', 'bundle')
  const main = /^first load \(.*\): gzip (\d+) B/m.exec(importers)
  if (main?.[1] == null)
    throw new Error(`The importers bundle script printed no first-load line:\n${importers}`)
  return { explorerFirstLoadKb: Number(firstLoad[1]), importersMainKb: Number(main[1]) / 1024 }
}

function runScript(filter: string, script: string): Promise<string> {
  return runForOutput(
    'npx',
    [...PNPM, '--filter', filter, script],
    { cwd: REPO_ROOT, stderr: 'collect' },
    `pnpm --filter ${filter} ${script}`,
  )
}
