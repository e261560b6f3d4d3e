import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { textOr } from './guards.js'

describe('textOr', () => {
  it('keeps a string with anything but white space, as a trimmed comparison would', () => {
    expect(textOr('A pet')).toBe('A pet')
    expect(textOr('  padded\n')).toBe('  padded\n')
    expect(textOr('line\n')).toBe('line\n')
    expect(textOr('')).toBeUndefined()
    expect(textOr(' \n\t\u00a0\u2028\ufeff')).toBeUndefined()
    expect(textOr(5)).toBeUndefined()
    expect(textOr(undefined)).toBeUndefined()
  })

  it('agrees with `trim() !== ""` on any string', () => {
    const piece = fc.constantFrom(
      ' ',
      '\n',
      '\t',
      '\u00a0',
      '\u2028',
      '\u3000',
      '\ufeff',
      '\u200b',
      'a',
      'é',
      '😀',
    )
    const trimmed = (text: string): string | undefined => (text.trim() !== '' ? text : undefined)
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('')
        expect(textOr(text)).toBe(trimmed(text))
      }),
      { numRuns: 3000 },
    )
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 8 }), (text) => {
        expect(textOr(text)).toBe(trimmed(text))
      }),
      { numRuns: 3000 },
    )
  })
})
