import type { HttpRequest } from '@api-explorer/model'
import { isJsonNumber } from '@api-explorer/model'

/** The seed CI draws with, so that every run tries the same requests (a failure is then a change, not luck). */
export const REPLAY_SEED = 20261129
/** Requests drawn per language in CI: at least 25, within a few minutes with Go and Java compiling each. */
export const REPLAY_RUNS = 25

/**
 * fast-check's settings of the replay property, from the environment: `SNIPPET_REPLAY_RUNS` (requests per
 * language), `SNIPPET_REPLAY_SEED` (another draw) and `SNIPPET_REPLAY_PATH` (with the seed: replays the one
 * failing request a report printed, shrunk, without drawing the others).
 */
export function replaySettings(env: NodeJS.ProcessEnv = process.env): {
  seed: number
  numRuns: number
  path?: string
  endOnFailure: boolean
} {
  const runs = Number(env['SNIPPET_REPLAY_RUNS'] ?? REPLAY_RUNS)
  const seed = Number(env['SNIPPET_REPLAY_SEED'] ?? REPLAY_SEED)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`SNIPPET_REPLAY_RUNS must be a positive integer, got ${env['SNIPPET_REPLAY_RUNS']}`)
  if (!Number.isInteger(seed))
    throw new Error(`SNIPPET_REPLAY_SEED must be an integer, got ${env['SNIPPET_REPLAY_SEED']}`)
  const path = env['SNIPPET_REPLAY_PATH']
  return { seed, numRuns: runs, ...(path === undefined || path === '' ? {} : { path }), endOnFailure: false }
}

/**
 * A request as text to paste into the fidelity corpus (test/fidelity/corpus.ts): JSON, with each exact number
 * written as the `new JsonNumber('…')` that makes it, and files' bytes as their data URLs.
 */
export function describeRequest(request: HttpRequest): string {
  return JSON.stringify(
    request,
    function (this: Record<string, unknown>, key, value: unknown) {
      const original = this[key]
      return isJsonNumber(original) ? `new JsonNumber('${original.text}')` : value
    },
    2,
  )
}
