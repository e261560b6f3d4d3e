import { describe, expect, it } from 'vitest'
import { alias, integer, nullable, primitive, string } from '../test/shapes.js'
import { isOfVariantKind } from './variant-kind.js'

describe('isOfVariantKind', () => {
  it('keeps a value that breaks a rule of its variant in that variant', () => {
    const code = primitive({ type: 'string', minLength: 3 })
    expect(isOfVariantKind(code, 'ab', {})).toBe(true)
    expect(isOfVariantKind(integer, '1.', {})).toBe(true)
    expect(isOfVariantKind(primitive({ type: 'uint64' }), '18446744073709551615', {})).toBe(true)
  })

  it('leaves a value of another kind out', () => {
    expect(isOfVariantKind(string, 7, {})).toBe(false)
    expect(isOfVariantKind(integer, 'abc', {})).toBe(false)
    expect(isOfVariantKind(primitive({ type: 'boolean' }), 'true', {})).toBe(false)
    expect(isOfVariantKind(string, null, {})).toBe(false)
    expect(isOfVariantKind(nullable(string), null, {})).toBe(true)
    expect(isOfVariantKind(alias({ type: 'unknown' }), null, {})).toBe(true)
  })
})
