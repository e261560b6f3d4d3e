import { describe, expect, it } from 'vitest'
import type { NumberKind } from './number-text.js'
import { numberFromText } from './number-text.js'

const INTEGER_KINDS: NumberKind[] = ['integer', 'long', 'uint', 'uint64']

describe('numberFromText', () => {
  it('stores nothing for empty text', () => {
    expect(numberFromText('', 'uint64')).toBeUndefined()
  })

  it('stores a number when the text is exactly how that number is written', () => {
    for (const kind of [...INTEGER_KINDS, 'double'] as const) {
      expect(numberFromText('42', kind)).toBe(42)
      expect(numberFromText('-7', kind)).toBe(-7)
      expect(numberFromText('9007199254740991', kind)).toBe(9007199254740991)
    }
    expect(numberFromText('0.5', 'double')).toBe(0.5)
    expect(numberFromText('1e+21', 'double')).toBe(1e21)
  })

  it('keeps the text when a number cannot hold it exactly', () => {
    expect(numberFromText('18446744073709551615', 'uint64')).toBe('18446744073709551615')
    expect(numberFromText('-9223372036854775808', 'long')).toBe('-9223372036854775808')
    expect(numberFromText('9007199254740992', 'long')).toBe('9007199254740992')
    expect(numberFromText('1e400', 'double')).toBe('1e400')
    expect(numberFromText('0.10000000000000001', 'double')).toBe('0.10000000000000001')
  })

  it('keeps a fraction typed in an integer kind, for validation to explain', () => {
    for (const kind of INTEGER_KINDS) {
      expect(numberFromText('1.5', kind)).toBe('1.5')
    }
  })

  it('keeps half-typed and differently written numbers as typed', () => {
    for (const text of ['-', '1.', '1.0', '1e5', '-0', ' 5', '5 ', '.5', 'abc', '0x10']) {
      expect(numberFromText(text, 'double')).toBe(text)
      expect(numberFromText(text, 'integer')).toBe(text)
    }
  })
})
