import { describe, expect, it } from 'vitest'
import { enumQuery, numberQuery } from './query.js'

const rule = { minimum: 1, maximum: 10, default: 5 }

describe('numberQuery', () => {
  it('gives the default for a missing or empty value', () => {
    expect(numberQuery('limit', undefined, rule)).toEqual({ ok: true, value: 5 })
    expect(numberQuery('limit', '', rule)).toEqual({ ok: true, value: 5 })
  })

  it('accepts integers in range and fractions only when allowed', () => {
    expect(numberQuery('limit', '10', rule)).toEqual({ ok: true, value: 10 })
    expect(numberQuery('seconds', '1.5', { ...rule, fractional: true })).toEqual({ ok: true, value: 1.5 })
    expect(numberQuery('limit', '1.5', rule)).toMatchObject({ ok: false })
  })

  it('names the parameter, the range and the value it refused', () => {
    expect(numberQuery('limit', '11', rule)).toEqual({
      ok: false,
      parameter: 'limit',
      message: 'limit must be an integer between 1 and 10, got "11"',
    })
    expect(numberQuery('limit', ' ', rule)).toMatchObject({ ok: false })
    expect(numberQuery('limit', 'ten', rule)).toMatchObject({ ok: false })
  })
})

describe('enumQuery', () => {
  it('accepts a listed value or nothing and refuses anything else', () => {
    expect(enumQuery('role', 'admin', ['admin', 'viewer'])).toEqual({ ok: true, value: 'admin' })
    expect(enumQuery('role', undefined, ['admin'])).toEqual({ ok: true, value: undefined })
    expect(enumQuery('role', 'owner', ['admin', 'viewer'])).toEqual({
      ok: false,
      parameter: 'role',
      message: 'role must be one of admin, viewer, got "owner"',
    })
  })
})
