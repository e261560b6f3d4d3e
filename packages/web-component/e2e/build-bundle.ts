import { execFile } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))

/**
 * Builds the browser bundle (tsup.browser.config.ts, from the workspace sources) into a fresh temporary folder
 * and returns it: the test loads exactly what `pnpm build` ships, without touching dist/.
 */
export async function buildBrowserBundle(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'api-explorer-bundle-'))
  const tsup = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsup')
  await promisify(execFile)(tsup, ['--config', 'tsup.browser.config.ts', '--out-dir', outDir, '--silent'], {
    cwd: PACKAGE_DIR,
  })
  return outDir
}
