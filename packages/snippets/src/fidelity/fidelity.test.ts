import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  fidelityTable,
  runLanguage,
  startFidelitySuite,
  type FidelitySuite,
  type Outcome,
} from '../../test/fidelity/fidelity-harness.js'
import type { SnippetRunner } from '../../test/fidelity/runner.js'
import { curlRunner } from '../../test/fidelity/runners/curl.js'
import { goRunner } from '../../test/fidelity/runners/go.js'
import { javaRunner } from '../../test/fidelity/runners/java.js'
import { nodeRunner } from '../../test/fidelity/runners/node.js'
import { phpRunner } from '../../test/fidelity/runners/php.js'
import { pythonRunner } from '../../test/fidelity/runners/python.js'
import { rubyRunner } from '../../test/fidelity/runners/ruby.js'
import { typescriptRunner } from '../../test/fidelity/runners/typescript.js'
import { toolchainsRequired } from '../../test/fidelity/runners/command-exists.js'

const RUNNERS: SnippetRunner[] = [
  curlRunner,
  pythonRunner,
  nodeRunner,
  typescriptRunner,
  goRunner,
  rubyRunner,
  phpRunner,
  javaRunner,
]

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

  for (const runner of RUNNERS) {
    const missing = runner.unavailable()
    it.skipIf(missing !== undefined && !toolchainsRequired())(
      `${runner.language}${missing === undefined ? '' : ` (skipped: ${missing})`}`,
      async () => {
        if (missing !== undefined) {
          throw new Error(`The ${runner.language} toolchain is required in CI: ${missing}`)
        }
        const { outcomes, mismatches } = await runLanguage(suite, runner)
        columns.set(runner.language, outcomes)
        expect(mismatches).toEqual([])
      },
      300_000,
    )
  }
})
