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

  it('returns a classic declared name whose content has the wrong shape as that error, content as sent', () => {
    const error = statusError(404, { error: 'GeneratorVersionNotFoundError', content: 'text' })
    expect(decodeRegistryError(error, { GeneratorVersionNotFoundError: true })).toEqual({
      error: 'GeneratorVersionNotFoundError',
      content: 'text',
      unexpectedContent: true,
    })
  })

  it('returns a classic declared name with absent or null content as that error, flagged when unexpected', () => {
    expect(decodeRegistryError(statusError(404, { error: 'SnippetNotFound' }), SNIPPET_GET)).toEqual({
      error: 'SnippetNotFound',
      content: undefined,
      unexpectedContent: true,
    })
    const nullContent = statusError(401, { error: 'UnauthorizedError', content: null })
    expect(decodeRegistryError(nullContent, SNIPPET_GET)).toEqual({
      error: 'UnauthorizedError',
      content: null,
      unexpectedContent: true,
    })
    const object = statusError(404, { error: 'SnippetNotFound', content: { detail: 'x' } })
    expect(decodeRegistryError(object, SNIPPET_GET)).toEqual({
      error: 'SnippetNotFound',
      content: { detail: 'x' },
      unexpectedContent: true,
    })
  })

  it('does not flag content that matches the payload', () => {
    const decoded = decodeRegistryError(
      statusError(404, { error: 'SnippetNotFound', content: 'gone' }),
      SNIPPET_GET,
    )
    expect(decoded).toStrictEqual({ error: 'SnippetNotFound', content: 'gone' })
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

  it('never maps an oRPC input validation failure (data.issues), even to the only error with its status', () => {
    const body = {
      defined: false,
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Input validation failed',
      data: { issues: [{ code: 'invalid_type', expected: 'string', path: ['url'], message: 'Required' }] },
    }
    expect(decodeRegistryError(statusError(400, body), { InvalidPageError: true }).error).toBeUndefined()
  })

  it('does not map a status the registry does not document (an assumed one)', () => {
    const body = { code: 'BAD_REQUEST', status: 400, message: 'Bad URL' }
    expect(decodeRegistryError(statusError(400, body), { InvalidURLError: true }).error).toBeUndefined()
    const failed = { code: 'INTERNAL_SERVER_ERROR', status: 500, message: 'No versions' }
    const sdk = { FailedToComputeExistingVersion: true, OrgIdNotFound: true } as const
    expect(decodeRegistryError(statusError(500, failed), sdk).error).toBeUndefined()
  })

  it('names errors by their documented server messages, and only by them when that is how they are known', () => {
    const init = {
      InvalidDomainError: true,
      InvalidCustomDomainError: true,
      DomainBelongsToAnotherOrgError: true,
      UserNotInOrgError: true,
    } as const
    const orpc = (code: string, status: number, message: string) =>
      decodeRegistryError(statusError(status, { defined: false, code, status, message }), init)
    expect(orpc('BAD_REQUEST', 400, 'Invalid custom domain: docs.acme.com')).toEqual({
      error: 'InvalidCustomDomainError',
      content: 'Invalid custom domain: docs.acme.com',
    })
    expect(orpc('BAD_REQUEST', 400, 'Domain URL is malformed: acme').error).toBe('InvalidDomainError')
    expect(orpc('BAD_REQUEST', 400, 'Something else').error).toBeUndefined()
    expect(
      orpc('FORBIDDEN', 403, 'The following domains belong to another organization: docs.acme.com').error,
    ).toBe('DomainBelongsToAnotherOrgError')
    expect(orpc('FORBIDDEN', 403, 'Docs site limit reached for your plan').error).toBeUndefined()
    const notFound = { code: 'NOT_FOUND', status: 404, message: 'No such thing' }
    expect(
      decodeRegistryError(statusError(404, notFound), { DomainNotRegisteredError: true }).error,
    ).toBeUndefined()
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
