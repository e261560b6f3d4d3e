import type { FetcherError } from '@api-explorer/fetcher'
import { describe, expect, it } from 'vitest'
import { decodeRegistryError } from './decode-error.js'

function statusError(statusCode: number, body: unknown): FetcherError {
  return { reason: 'status-code', statusCode, body }
}

const SNIPPET_GET = { UnauthorizedError: true, SnippetNotFound: true } as const

describe('decodeRegistryError', () => {
  it('decodes the classic encoding of a declared name', () => {
    const error = statusError(404, { error: 'SnippetNotFound', content: 'No snippet' })
    expect(decodeRegistryError(error, SNIPPET_GET)).toEqual({
      error: 'SnippetNotFound',
      content: 'No snippet',
    })
  })

  it('decodes the classic encoding without content for errors that carry none', () => {
    const error = statusError(404, { error: 'DomainNotRegisteredError' })
    expect(decodeRegistryError(error, { DomainNotRegisteredError: true })).toEqual({
      error: 'DomainNotRegisteredError',
      content: undefined,
    })
  })

  it('returns a classic error whose content has the wrong shape as unknown', () => {
    const error = statusError(404, { error: 'GeneratorVersionNotFoundError', content: 'text' })
    expect(decodeRegistryError(error, { GeneratorVersionNotFoundError: true })).toEqual({
      error: undefined,
      content: error,
    })
  })

  it('returns a classic body whose error is not a string as unknown', () => {
    const error = statusError(401, { error: { name: 'UnauthorizedError' } })
    expect(decodeRegistryError(error, SNIPPET_GET).error).toBeUndefined()
  })

  it('maps an oRPC code and status to the only declared error with that status', () => {
    const error = statusError(404, { defined: false, code: 'NOT_FOUND', status: 404, message: 'Not there' })
    expect(decodeRegistryError(error, SNIPPET_GET)).toEqual({
      error: 'SnippetNotFound',
      content: 'Not there',
    })
  })

  it('takes the object payload of an oRPC error from data', () => {
    const body = { code: 'NOT_FOUND', status: 404, message: 'm', data: { provided_version: '1.0.0' } }
    expect(decodeRegistryError(statusError(404, body), { CliVersionNotFoundError: true })).toEqual({
      error: 'CliVersionNotFoundError',
      content: { provided_version: '1.0.0' },
    })
  })

  it('returns an oRPC object-payload error without data as unknown', () => {
    const body = { code: 'NOT_FOUND', status: 404, message: 'Version not found' }
    expect(
      decodeRegistryError(statusError(404, body), { CliVersionNotFoundError: true }).error,
    ).toBeUndefined()
  })

  it('returns an oRPC status shared by several declared errors as unknown', () => {
    const body = { code: 'NOT_FOUND', status: 404, message: 'Not found' }
    const declared = { OrgIdNotFound: true, SDKNotFound: true } as const
    expect(decodeRegistryError(statusError(404, body), declared)).toEqual({
      error: undefined,
      content: statusError(404, body),
    })
  })

  it('returns an oRPC status no declared error has as unknown', () => {
    const body = { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'Failed to resolve organizations' }
    expect(decodeRegistryError(statusError(500, body), SNIPPET_GET).error).toBeUndefined()
  })

  it('returns an oRPC code that contradicts its status as unknown', () => {
    const body = { code: 'FORBIDDEN', status: 404, message: 'odd' }
    expect(decodeRegistryError(statusError(404, body), SNIPPET_GET).error).toBeUndefined()
  })

  it('uses a declared name given as the oRPC code, whatever the status', () => {
    const body = { defined: true, code: 'SnippetNotFound', status: 400, message: 'typed' }
    expect(decodeRegistryError(statusError(400, body), SNIPPET_GET)).toEqual({
      error: 'SnippetNotFound',
      content: 'typed',
    })
  })

  it('falls back to the HTTP status when the oRPC body has none', () => {
    const body = { code: 'UNAUTHORIZED', message: 'Authorization header was not specified' }
    expect(decodeRegistryError(statusError(401, body), SNIPPET_GET)).toEqual({
      error: 'UnauthorizedError',
      content: 'Authorization header was not specified',
    })
  })

  it('leaves failures other than status codes unknown', () => {
    const failures: FetcherError[] = [
      { reason: 'timeout' },
      { reason: 'non-json', statusCode: 200, rawBody: 'x' },
      { reason: 'unknown', errorMessage: 'The user aborted a request' },
      statusError(404, 'SnippetNotFound'),
      statusError(404, ['SnippetNotFound']),
      statusError(404, undefined),
    ]
    for (const failure of failures) {
      expect(decodeRegistryError(failure, SNIPPET_GET)).toEqual({ error: undefined, content: failure })
    }
  })
})
