import { describe, expect, it } from 'vitest'
import { isRegistryErrorName, REGISTRY_ERROR_NAMES, REGISTRY_ERRORS } from './error-catalogue.js'
import type { RegistryError } from './registry-error.js'
import { isRegistryError, visitRegistryError } from './registry-error.js'

type GetTemplateError = RegistryError<'UnauthorizedError' | 'SnippetNotFound'>

function describeError(error: GetTemplateError): string {
  return visitRegistryError(error, {
    UnauthorizedError: (message) => `sign in: ${message}`,
    SnippetNotFound: (message) => `missing: ${message}`,
    _other: (failure) => `other: ${failure.reason}`,
  })
}

describe('visitRegistryError', () => {
  it('calls the handler of the name with the content', () => {
    expect(describeError({ error: 'SnippetNotFound', content: 'no template' })).toBe('missing: no template')
    expect(describeError({ error: 'UnauthorizedError', content: 'expired' })).toBe('sign in: expired')
  })

  it('calls _other with the fetcher error of an unknown error', () => {
    expect(describeError({ error: undefined, content: { reason: 'timeout' } })).toBe('other: timeout')
  })

  it('gives unexpected content to _unexpectedContent when there is one, else to the name as sent', () => {
    const odd = { error: 'SnippetNotFound', content: null, unexpectedContent: true } as GetTemplateError
    expect(describeError(odd)).toBe('missing: null')
    const seen = visitRegistryError(odd, {
      UnauthorizedError: () => 'sign in',
      SnippetNotFound: () => 'typed',
      _other: () => 'other',
      _unexpectedContent: (error) => `odd ${error.error}: ${JSON.stringify(error.content)}`,
    })
    expect(seen).toBe('odd SnippetNotFound: null')
  })
})

describe('isRegistryError', () => {
  it('narrows to one name', () => {
    const error = {
      error: 'CliVersionNotFoundError',
      content: { provided_version: '1.0.0' },
    } as RegistryError<'CliVersionNotFoundError' | 'UnauthorizedError'>
    expect(isRegistryError(error, 'UnauthorizedError')).toBe(false)
    if (!isRegistryError(error, 'CliVersionNotFoundError') || error.unexpectedContent) {
      throw new Error('expected CliVersionNotFoundError with its payload')
    }
    expect(error.content.provided_version).toBe('1.0.0')
  })
})

describe('the error catalogue', () => {
  it('lists the 27 names of the specification, each with a status and a message', () => {
    expect(REGISTRY_ERROR_NAMES).toHaveLength(27)
    expect(Object.keys(REGISTRY_ERRORS).sort()).toEqual([...REGISTRY_ERROR_NAMES].sort())
    for (const name of REGISTRY_ERROR_NAMES) {
      expect(REGISTRY_ERRORS[name].status).toBeGreaterThanOrEqual(400)
      expect(REGISTRY_ERRORS[name].message).not.toBe('')
    }
  })

  it('recognizes its names and nothing else', () => {
    expect(isRegistryErrorName('SDKNotFound')).toBe(true)
    expect(isRegistryErrorName('RepositoryNotFoundError')).toBe(false)
    expect(isRegistryErrorName('toString')).toBe(false)
    expect(isRegistryErrorName(undefined)).toBe(false)
  })
})
