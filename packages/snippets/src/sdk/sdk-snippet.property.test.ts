import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { anySdkPayload } from '../../test/property/any-request.js'
import { SDK_EDGE_CASES, SDK_EDGE_DEFINITION } from '../../test/sdk/edge-test-definition.js'
import { PY_CREATE_USER, TS_CREATE_USER } from '../../test/sdk/fixtures.js'
import { SDK_TEST_CONFIGURATIONS, SDK_TEST_DEFINITION } from '../../test/sdk/test-definition.js'
import { SDK_SNIPPET_LANGUAGES, sdkSnippet } from './endpoint-snippet.js'

const RUNS = Number(process.env['SNIPPET_PROPERTY_RUNS'] ?? 2000)
/** Generous: 2,000 runs take about 2 s here, and a loaded CI machine or more runs take longer. */
const TIMEOUT_MS = 300_000
/** Fixed, so that CI draws the same cases each run; `SNIPPET_PROPERTY_SEED` draws others. */
const SEED = Number(process.env['SNIPPET_PROPERTY_SEED'] ?? 20261129)
const SDKS = Object.values(SDK_TEST_CONFIGURATIONS)

/** Every name an endpoint's payload may use: its path, query and header parameters and its body's fields. */
function payloadNames(endpoint: EndpointDefinition): string[] {
  const names = new Set<string>()
  for (const part of endpoint.path) if (part.type === 'pathParameter') names.add(part.value)
  for (const list of [endpoint.queryParameters, endpoint.requestHeaders])
    for (const property of list ?? []) names.add(property.key)
  names.add('name')
  return [...names]
}

const ENDPOINTS: Array<{ definition: ApiDefinition; endpoint: EndpointDefinition }> = [
  ...Object.values(SDK_TEST_DEFINITION.endpoints).map((endpoint) => ({
    definition: SDK_TEST_DEFINITION,
    endpoint,
  })),
  ...SDK_EDGE_CASES.map(({ endpoint }) => ({ definition: SDK_EDGE_DEFINITION, endpoint })),
]

describe('sdkSnippet is total in its payload', () => {
  it(
    'writes every SDK language for any payload of any endpoint, from the definition',
    () => {
      fc.assert(
        fc.property(
          fc
            .constantFrom(...ENDPOINTS)
            .chain(({ definition, endpoint }) =>
              anySdkPayload(payloadNames(endpoint)).map((payload) => ({ definition, endpoint, payload })),
            ),
          ({ definition, endpoint, payload }) => {
            for (const language of SDK_SNIPPET_LANGUAGES) {
              expect(typeof sdkSnippet({ language, definition, endpoint, sdks: SDKS, payload })).toBe(
                'string',
              )
            }
          },
        ),
        { numRuns: RUNS, seed: SEED },
      )
    },
    TIMEOUT_MS,
  )

  it(
    'renders the registered templates for any payload',
    () => {
      fc.assert(
        fc.property(anySdkPayload(['orgId', 'send_welcome', 'X-Request-Id', 'name', 'role']), (payload) => {
          for (const language of ['typescript', 'python']) {
            const code = sdkSnippet({
              language,
              templates: [TS_CREATE_USER, PY_CREATE_USER],
              endpointReference: 'POST /orgs/{orgId}/users',
              payload,
            })
            expect(typeof code).toBe('string')
          }
        }),
        { numRuns: RUNS, seed: SEED },
      )
    },
    TIMEOUT_MS,
  )
})
