import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { anyHttpRequest } from '../test/property/any-request.js'
import { generateSnippet } from './generate-snippet.js'

const RUNS = Number(process.env['SNIPPET_PROPERTY_RUNS'] ?? 2000)
/** Generous: 2,000 runs take about 2 s here, and a loaded CI machine or more runs take longer. */
const TIMEOUT_MS = 300_000
/** Fixed, so that CI draws the same cases each run; `SNIPPET_PROPERTY_SEED` draws others. */
const SEED = Number(process.env['SNIPPET_PROPERTY_SEED'] ?? 20261129)

describe('generateSnippet is total', () => {
  it(
    'writes every language for any request the type admits, whatever the credential style',
    () => {
      fc.assert(
        fc.property(
          anyHttpRequest,
          fc.constantFrom('redacted', 'placeholders', 'included'),
          (request, credentials) => {
            for (const language of SNIPPET_LANGUAGES) {
              const code = generateSnippet(request, language, { credentials })
              expect(typeof code).toBe('string')
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      )
    },
    TIMEOUT_MS,
  )
})
