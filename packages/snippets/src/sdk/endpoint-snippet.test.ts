import { describe, expect, it } from 'vitest'

import { isSdkSnippetLanguage, SDK_SNIPPET_LANGUAGES, sdkSnippet } from './endpoint-snippet.js'
import type { SdkSnippetMessageCode } from './messages.js'
import { SdkSnippetError } from './messages.js'
import { renderSnippetTemplate } from './resolve-template.js'
import type { PayloadInput } from '@api-explorer/model'
import type { EndpointSnippetTemplate } from './template-types.js'
import { CREATE_USER_PAYLOAD, PY_CREATE_USER, TS_CREATE_USER } from '../../test/sdk/fixtures.js'

const TEMPLATES = [TS_CREATE_USER, PY_CREATE_USER]
const REFERENCE = 'POST /orgs/{orgId}/users'

function failure(run: () => unknown): { code: SdkSnippetMessageCode; message: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof SdkSnippetError) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('no error')
}

describe('sdkSnippet', () => {
  it('lists the SDK languages', () => {
    expect(SDK_SNIPPET_LANGUAGES).toEqual(['typescript', 'python', 'java', 'ruby', 'csharp', 'go', 'php'])
    expect(isSdkSnippetLanguage('python')).toBe(true)
    expect(isSdkSnippetLanguage('curl')).toBe(false)
  })

  it('renders the template of the endpoint in the language, the sync client for Python', () => {
    const options = { templates: TEMPLATES, endpointReference: REFERENCE, payload: CREATE_USER_PAYLOAD }
    expect(sdkSnippet({ ...options, language: 'typescript' })).toBe(
      renderSnippetTemplate(TS_CREATE_USER.snippetTemplate, CREATE_USER_PAYLOAD),
    )
    expect(sdkSnippet({ ...options, language: 'python' })).toBe(
      renderSnippetTemplate(PY_CREATE_USER.snippetTemplate, CREATE_USER_PAYLOAD),
    )
  })

  it('matches the method case-insensitively', () => {
    const lower: EndpointSnippetTemplate = {
      ...TS_CREATE_USER,
      endpointId: { ...TS_CREATE_USER.endpointId, method: 'post' },
    }
    expect(
      sdkSnippet({ language: 'typescript', templates: [lower], endpointReference: REFERENCE, payload: {} }),
    ).toContain('client.users.create')
  })

  it('fails with the message of each case', () => {
    const base = { language: 'typescript', templates: TEMPLATES, endpointReference: REFERENCE, payload: {} }
    expect(failure(() => sdkSnippet({ ...base, language: 'swift' }))).toEqual({
      code: 'unsupportedLanguage',
      message: 'Unsupported language',
    })
    expect(failure(() => sdkSnippet({ ...base, endpointReference: 'post /users' }))).toEqual({
      code: 'invalidEndpointReference',
      message: 'Invalid endpoint reference',
    })
    expect(failure(() => sdkSnippet({ ...base, templates: undefined }))).toEqual({
      code: 'noConfiguration',
      message: 'No configuration found for language',
    })
    expect(failure(() => sdkSnippet({ ...base, templates: [] }))).toMatchObject({ code: 'noConfiguration' })
    expect(failure(() => sdkSnippet({ ...base, endpointReference: 'GET /orgs/{orgId}/users' }))).toEqual({
      code: 'endpointNotFound',
      message: 'Failed to find endpoint identified by GET /orgs/{orgId}/users',
    })
    expect(failure(() => sdkSnippet({ ...base, language: 'ruby' }))).toEqual({
      code: 'noSdkSnippet',
      message: 'No SDK snippet available for ruby',
    })
  })

  it('wraps resolver failures with the language', () => {
    const csharp: EndpointSnippetTemplate = {
      ...TS_CREATE_USER,
      sdk: { ...TS_CREATE_USER.sdk, type: 'csharp' },
    }
    expect(
      failure(() =>
        sdkSnippet({ language: 'csharp', templates: [csharp], endpointReference: REFERENCE, payload: {} }),
      ),
    ).toEqual({
      code: 'generationFailed',
      message:
        'Failed to generate csharp code: Encountered unexpected SDK type in snippet generation, failing hard.',
    })
    const cookie = { location: 'COOKIE' } as unknown as PayloadInput
    const broken: EndpointSnippetTemplate = {
      ...TS_CREATE_USER,
      snippetTemplate: {
        type: 'v1',
        clientInstantiation: 'const client = new AcmeClient();',
        functionInvocation: {
          type: 'generic',
          templateString: 'f($FERN_INPUT)',
          isOptional: false,
          templateInputs: [{ type: 'payload', ...cookie }],
        },
      },
    }
    const error = failure(() =>
      sdkSnippet({ language: 'typescript', templates: [broken], endpointReference: REFERENCE, payload: {} }),
    )
    expect(error).toEqual({
      code: 'generationFailed',
      message: 'Failed to generate typescript code: Unknown payload input type: COOKIE',
    })
  })
})
