import { sendRequest } from '@api-explorer/proxy-fetcher'
import { startProxyServer, type RunningProxy } from '@api-explorer/proxy-server'
import { startRecordingServer, type RecordingServer } from '@api-explorer/test-servers'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect } from 'vitest'

import {
  ALLOWED_DIFFERENCES,
  capture,
  compareReplay,
  replaySnippet,
} from '../../test/fidelity/fidelity-harness.js'
import { itForEachLanguage } from '../../test/fidelity/runners/all.js'
import { describeRequest, replaySettings } from '../../test/property/replay-settings.js'
import { sendableRequest } from '../../test/property/sendable-request.js'

const settings = replaySettings()

/**
 * Replay as a property: requests drawn from everything Send can send (test/property/sendable-request.ts) are
 * sent by Send through the proxy, then by each runnable language's snippet straight to the same recording
 * server; what arrives must be the same request, compared as the fidelity suite compares
 * (test/fidelity/fidelity-harness.ts, `ALLOWED_DIFFERENCES`). The seed is fixed so that CI draws the same
 * requests each run; `SNIPPET_REPLAY_RUNS`, `SNIPPET_REPLAY_SEED` and `SNIPPET_REPLAY_PATH` draw more, others,
 * or replay one failure (see the package README).
 */
describe(`snippets replay what Send sends, for ${settings.numRuns} drawn requests per language (seed ${settings.seed})`, () => {
  let server: RecordingServer
  let proxy: RunningProxy
  beforeAll(async () => {
    server = await startRecordingServer({ body: '{"ok":true}' })
    // Every language's draws go through this one proxy from one address: more than the default 600 a minute
    // when many are drawn. Every other check stays on (private addresses are allowed: the server is on loopback).
    proxy = await startProxyServer({ port: 0, allowPrivate: true, rateLimit: false })
  })
  afterAll(async () => {
    await proxy?.close()
    await server?.close()
  })

  itForEachLanguage(async (runner) => {
    const failure = await fc.check(
      fc.asyncProperty(sendableRequest(server.url), async (request) => {
        const before = server.requests.length
        await sendRequest(request, { proxyUrl: proxy.url })
        const sent = server.requests[before]
        if (sent === undefined) throw new Error('Send delivered nothing')
        const mismatch = compareReplay(capture(sent, request), await replaySnippet(server, runner, request))
        if (mismatch !== undefined) throw new Error(mismatch)
      }),
      settings,
    )
    if (failure.failed) {
      const request = failure.counterexample?.[0]
      throw new Error(
        [
          `${runner.language}: the snippet did not send what Send sent.`,
          `Replay: SNIPPET_REPLAY_SEED=${failure.seed} SNIPPET_REPLAY_PATH=${failure.counterexamplePath ?? ''}`,
          `Shrunk request: ${request === undefined ? '(none)' : describeRequest(request)}`,
          `${failure.errorInstance instanceof Error ? failure.errorInstance.message : String(failure.errorInstance)}`,
          'Differences allowed (test/fidelity/fidelity-harness.ts), anything else is a failure:',
          ...ALLOWED_DIFFERENCES.map(({ difference }) => `  - ${difference}`),
        ].join('\n'),
      )
    }
    expect(failure.numRuns).toBeGreaterThan(0)
  }, 900_000)
})
