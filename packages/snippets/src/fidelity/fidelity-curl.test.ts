import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  fidelityTable,
  runLanguage,
  startFidelitySuite,
  type FidelitySuite,
  type Outcome,
} from './fidelity-harness.js'
import { curlRunner } from './runners/curl.js'

describe('the fidelity suite: cURL', () => {
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

  it.skipIf(curlRunner.unavailable() !== undefined)(
    'curl snippets send what Send sends',
    async () => {
      const { outcomes, mismatches } = await runLanguage(suite, curlRunner)
      columns.set('curl', outcomes)
      expect(mismatches).toEqual([])
    },
    120_000,
  )
})
