import type { Browser } from 'playwright-core'
import { chromium } from 'playwright-core'
import { findChromium } from './chromium-path.js'

/**
 * Flags for a headless Chromium on a machine with a closed network: without the background-networking
 * switches Chromium keeps trying to reach Google's services.
 */
const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * Launches Debian's Chromium headless through playwright-core (no downloaded browser). Throws with the fix
 * when no Chromium is installed.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium()
  if (executablePath == null) {
    throw new Error('Chromium is not installed: run `sudo apt-get install chromium` or set CHROMIUM_PATH.')
  }
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS })
}
