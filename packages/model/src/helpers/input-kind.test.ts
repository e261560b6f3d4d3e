import { describe, expect, it } from 'vitest'
import { INPUT_KINDS, inputKindOf } from './input-kind.js'

describe('inputKindOf', () => {
  it('maps every primitive to its own input and a custom scalar to a string input', () => {
    expect(inputKindOf({ type: 'primitive', value: { type: 'uint64' } })).toBe('uint64')
    expect(inputKindOf({ type: 'primitive', value: { type: 'datetime' } })).toBe('datetime')
    expect(inputKindOf({ type: 'primitive', value: { type: 'scalar', name: 'Decimal' } })).toBe('string')
  })

  it('maps containers and unions to their own inputs', () => {
    expect(inputKindOf({ type: 'undiscriminatedUnion', variants: [] })).toBe('undiscriminatedUnion')
    expect(inputKindOf({ type: 'unknown' })).toBe('unknown')
  })

  it('knows 21 kinds', () => {
    expect(new Set(INPUT_KINDS).size).toBe(21)
  })
})
