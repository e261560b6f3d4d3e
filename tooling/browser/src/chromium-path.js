// @ts-check
// Plain JavaScript so that `pnpm test` can run bin/ensure-chromium.js before anything is compiled.
import { existsSync } from 'node:fs'

/** Where Debian (and common distributions) put Chromium; the unwrapped binary first, for stable flags. */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

/**
 * The Chromium executable browser tests use: `CHROMIUM_PATH` when set, else the first installed candidate.
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | undefined}
 */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH != null && env.CHROMIUM_PATH !== '') {
    return existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  }
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate))
}

/** Whether browser tests must run (CI) rather than be skipped when Chromium is missing. */
export function browserTestsRequired(env = process.env) {
  return env.CI === 'true' || env.CI === '1'
}
