import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  fidelityTable,
  runLanguage,
  startFidelitySuite,
  type FidelitySuite,
  type Outcome,
} from '../../test/fidelity/fidelity-harness.js'
import { itForEachLanguage } from '../../test/fidelity/runners/all.js'

/**
 * The fidelity suite: every request of the corpus is sent by Send (proxy-fetcher), then by the generated
 * snippet of every runnable language, to one recording server; what arrives must be the same. Prints a table
 * of language × request. Languages whose toolchain is missing are skipped, with the reason in the test's title;
 * in CI (which installs them all) a missing toolchain fails instead.
 */
describe('snippets send what Send sends', () => {
  let suite: FidelitySuite
  const columns = new Map<string, Map<string, Outcome>>()
  beforeAll(async () => {
    suite = await startFidelitySuite()
  })
  afterAll(async () => {
    console.log(fidelityTable(suite.corpus, columns))
    await suite.close()
  })

  it('has a corpus of at least 40 requests, all of which Send delivers', () => {
    expect(suite.corpus.length).toBeGreaterThanOrEqual(40)
    expect(suite.sent.size).toBe(suite.corpus.length)
  })

  itForEachLanguage(async (runner) => {
    const { outcomes, mismatches } = await runLanguage(suite, runner)
    columns.set(runner.language, outcomes)
    expect(mismatches).toEqual([])
  }, 300_000)
})
