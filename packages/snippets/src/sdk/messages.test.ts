import { describe, expect, it } from 'vitest'

import { formatSdkSnippetMessage, SDK_SNIPPET_MESSAGES, SdkSnippetError } from './messages.js'

describe('SDK_SNIPPET_MESSAGES', () => {
  it('holds the exact messages of the spec and of the resolver', () => {
    expect(Object.values(SDK_SNIPPET_MESSAGES)).toEqual([
      'Unsupported language',
      'No configuration found for language',
      'Invalid endpoint reference',
      'Failed to find endpoint identified by {method} {path}',
      'No SDK snippet available for {language}',
      'Failed to generate {language} code: {message}',
      'Unknown payload input type: {location}',
      'Unknown template version: {type}',
      'Encountered unexpected SDK type in snippet generation, failing hard.',
    ])
  })
})

describe('formatSdkSnippetMessage', () => {
  it('fills in the parameters once, leaving unknown ones and special characters alone', () => {
    expect(formatSdkSnippetMessage('endpointNotFound', { method: 'GET', path: '/users/{id}' })).toBe(
      'Failed to find endpoint identified by GET /users/{id}',
    )
    expect(formatSdkSnippetMessage('generationFailed', { language: 'go', message: "$& {language} $'" })).toBe(
      "Failed to generate go code: $& {language} $'",
    )
    expect(formatSdkSnippetMessage('noSdkSnippet')).toBe('No SDK snippet available for {language}')
  })
})

describe('SdkSnippetError', () => {
  it('carries the formatted message, the code and a cause', () => {
    const cause = new Error('boom')
    const error = new SdkSnippetError('generationFailed', { language: 'ruby', message: 'boom' }, { cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('SdkSnippetError')
    expect(error.code).toBe('generationFailed')
    expect(error.message).toBe('Failed to generate ruby code: boom')
    expect(error.cause).toBe(cause)
  })
})
