/**
 * Builds ours as the section measures it: the web component's self-contained browser bundle
 * (packages/web-component/dist/api-explorer.js and dist/chunks/), from the working tree's sources, so the figures
 * are those of the code as it is now, never of a stale dist.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { log } from './browser-session.js'
import { runForOutput } from './child-output.js'

const WEB_COMPONENT = fileURLToPath(new URL('../../../packages/web-component', import.meta.url))
export const WEB_COMPONENT_DIST = join(WEB_COMPONENT, 'dist')

export function buildWebComponentBundle(readableInto?: string): Promise<void> {
  const where = readableInto == null ? 'packages/web-component/dist' : `${readableInto}, unminified`
  log(`building ${where} (tsup --config tsup.browser.config.ts)`)
  const outDir = readableInto == null ? [] : ['--out-dir', readableInto]
  return runForOutput(
    'npx',
    ['--yes', 'pnpm@10.34.8', 'exec', 'tsup', '--config', 'tsup.browser.config.ts', '--silent', ...outDir],
    {
      cwd: WEB_COMPONENT,
      stderr: 'collect',
      env: readableInto == null ? process.env : { ...process.env, API_EXPLORER_READABLE_BUNDLE: '1' },
    },
    "The web component's browser build",
  ).then(() => undefined)
}
