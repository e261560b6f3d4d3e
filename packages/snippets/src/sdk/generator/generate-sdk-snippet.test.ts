import { describe, expect, it } from 'vitest'

import { sdkSnippet, SDK_SNIPPET_LANGUAGES } from '../endpoint-snippet.js'
import {
  SDK_TEST_CONFIGURATIONS,
  SDK_TEST_DEFINITION,
  SDK_TEST_PAYLOADS,
} from '../../../test/sdk/test-definition.js'

const sdks = Object.values(SDK_TEST_CONFIGURATIONS)

describe('SDK calls written from the definition', () => {
  for (const language of SDK_SNIPPET_LANGUAGES) {
    for (const [endpointReference, payload] of Object.entries(SDK_TEST_PAYLOADS)) {
      it(`writes ${language} for ${endpointReference}`, () => {
        const code = sdkSnippet({
          language,
          endpointReference,
          payload,
          definition: SDK_TEST_DEFINITION,
          sdks,
        })
        expect(code).toMatchSnapshot()
      })
    }
  }
})
