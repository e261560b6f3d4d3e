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

/** Chromium's fake camera and microphone, granted without a prompt (for recording tests). */
const FAKE_MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']

/** Options of {@link launchChromium}. */
export type LaunchChromiumOptions = {
  /** Give pages a fake microphone (a beeping tone) and camera, allowed without asking. */
  fakeMedia?: boolean
}

/**
 * Launches Debian's Chromium headless through playwright-core (no downloaded browser). Throws with the fix
 * when no Chromium is installed.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const executablePath = findChromium()
  if (executablePath == null) {
    throw new Error('Chromium is not installed: run `sudo apt-get install chromium` or set CHROMIUM_PATH.')
  }
  const args = options.fakeMedia === true ? [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] : CHROMIUM_ARGS
  return chromium.launch({ executablePath, headless: true, args })
}
