import { JsonNumber } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { parseJsonText, reviveExactNumber } from './classify-response.js'

describe('exact numbers in JSON responses', () => {
  it('keeps an integer beyond 2^53 and a value beyond the double range as their exact text', () => {
    expect(reviveExactNumber('id', 18446744073709552000, { source: '18446744073709551615' })).toEqual(
      new JsonNumber('18446744073709551615'),
    )
    expect(reviveExactNumber('big', Infinity, { source: '1e400' })).toEqual(new JsonNumber('1e400'))
  })

  it('leaves numbers a double holds, and engines without source text access, as they are', () => {
    expect(reviveExactNumber('n', 42, { source: '42' })).toBe(42)
    expect(reviveExactNumber('n', 0.1, { source: '0.1' })).toBe(0.1)
    expect(reviveExactNumber('id', 18446744073709552000, undefined)).toBe(18446744073709552000)
    expect(reviveExactNumber('s', 'text', { source: '"text"' })).toBe('text')
  })

  it('parses JSON text with the reviver, wherever the engine supports it', () => {
    const parsed = parseJsonText('{"id": 18446744073709551615, "n": 1}')?.value as { id: unknown; n: number }
    expect(parsed.n).toBe(1)
    // Node 20 has no source text access: the id is then the rounded double, as before.
    const id = parsed.id
    expect(id instanceof JsonNumber ? id.text : id).toBe(
      id instanceof JsonNumber ? '18446744073709551615' : 18446744073709552000,
    )
  })
})
