import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { pascalCase } from './operation.js'

/** The definition the scan replaces: split on runs of non-alphanumerics, capitalise each word, join. */
function bySplitting(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}

describe('pascalCase', () => {
  it('joins the words of an operation id with capitals', () => {
    expect(pascalCase('list-users')).toBe('ListUsers')
    expect(pascalCase('list_users')).toBe('ListUsers')
    expect(pascalCase('listUsers')).toBe('ListUsers')
    expect(pascalCase('repos/get-content')).toBe('ReposGetContent')
    expect(pascalCase('2fa.enable')).toBe('2faEnable')
    expect(pascalCase('--')).toBe('')
    expect(pascalCase('café-crème')).toBe('CafCrMe')
  })

  it('agrees with splitting on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30, unit: 'binary' }), (text) => {
        expect(pascalCase(text)).toBe(bySplitting(text))
      }),
      { numRuns: 3000 },
    )
    const piece = fc.constantFrom('a', 'Z', '9', '-', '_', '/', ' ', 'é', 'ß', '{', 'ı')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        expect(pascalCase(pieces.join(''))).toBe(bySplitting(pieces.join('')))
      }),
      { numRuns: 3000 },
    )
  })
})
