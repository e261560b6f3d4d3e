import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { statusOf, successResponses } from './responses.js'

/** What the functions did with regular expressions; the character checks must agree on every code. */
function statusByExpression(code: string, fallback: number): { statusCode: number; isWildcard: boolean } {
  if (/^\d{3}$/.test(code)) return { statusCode: Number(code), isWildcard: false }
  if (/^[1-5]XX$/i.test(code)) return { statusCode: Number(code[0]) * 100, isWildcard: true }
  return { statusCode: fallback, isWildcard: true }
}

const code = fc.oneof(
  fc.stringMatching(/^[0-9xX]{3}$/),
  fc.constantFrom('default', '200', '2XX', '4xx', '4xX', '600', '2X0', '20', '2000', ''),
  fc.string({ maxLength: 4 }),
)

describe('status codes', () => {
  it('statusOf reads a code as the expressions did', () => {
    expect(statusOf('404', 500)).toEqual({ statusCode: 404, isWildcard: false })
    expect(statusOf('4XX', 500)).toEqual({ statusCode: 400, isWildcard: true })
    expect(statusOf('default', 500)).toEqual({ statusCode: 500, isWildcard: true })
    fc.assert(
      fc.property(code, (value) => {
        expect(statusOf(value, 200)).toEqual(statusByExpression(value, 200))
      }),
      { numRuns: 3000 },
    )
  })

  it('successResponses picks the 2xx codes, else default, as the expressions did', () => {
    fc.assert(
      fc.property(fc.array(code, { maxLength: 6 }), (codes) => {
        const responses = codes.map((value) => ({ code: value }))
        const success = responses.filter((response) => /^2(\d\d|XX)$/i.test(response.code))
        const fallback =
          success.length === 0 ? responses.find((response) => response.code === 'default') : undefined
        expect(successResponses(responses)).toEqual(
          fallback === undefined
            ? { chosen: success, fallback: undefined }
            : { chosen: [fallback], fallback },
        )
      }),
      { numRuns: 2000 },
    )
  })
})
