/**
 * Builds ours as the section measures it: the web component's self-contained browser bundle
 * (packages/web-component/dist/api-explorer.js and dist/chunks/), from the working tree's sources, so the figures
 * are those of the code as it is now, never of a stale dist.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { log } from './browser-session.js'

const WEB_COMPONENT = fileURLToPath(new URL('../../../packages/web-component', import.meta.url))
export const WEB_COMPONENT_DIST = join(WEB_COMPONENT, 'dist')

export function buildWebComponentBundle(): Promise<void> {
  log('building packages/web-component/dist/api-explorer.js (tsup --config tsup.browser.config.ts)')
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['--yes', 'pnpm@10.34.8', 'exec', 'tsup', '--config', 'tsup.browser.config.ts', '--silent'],
      { cwd: WEB_COMPONENT, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The web component's browser build failed (${code}):\n${output}`)),
    )
  })
}
