import { describe, expect, it } from 'vitest'
import { mergeHeaders, mergeRetry } from './merge-options.js'

describe('mergeHeaders', () => {
  it('merges under lower-cased names, later layers winning, undefined removing', () => {
    expect(
      mergeHeaders(
        { 'X-Fern-Language': 'JavaScript', 'X-Fern-Runtime': 'node' },
        { Authorization: 'Bearer t', 'x-fern-runtime': undefined },
        { AUTHORIZATION: undefined, 'X-Extra': '1' },
      ),
    ).toEqual({
      'x-fern-language': 'JavaScript',
      'x-fern-runtime': undefined,
      authorization: undefined,
      'x-extra': '1',
    })
  })
})

describe('mergeRetry', () => {
  it('is undefined when neither level sets anything', () => {
    expect(mergeRetry({}, {})).toBeUndefined()
    expect(mergeRetry({ retry: { jitter: undefined } }, {})).toBeUndefined()
  })

  it('lets the call win field by field, and a call maxRetries beat the client retry.maxRetries', () => {
    expect(
      mergeRetry(
        { maxRetries: 1, retry: { maxRetries: 5, initialDelayMs: 10, jitter: 0 } },
        { maxRetries: 0, retry: { jitter: undefined, methods: ['GET'] } },
      ),
    ).toEqual({ maxRetries: 0, initialDelayMs: 10, jitter: 0, methods: ['GET'] })
    expect(mergeRetry({ maxRetries: 1 }, { maxRetries: 3, retry: { maxRetries: 2 } })).toEqual({
      maxRetries: 2,
    })
  })
})
