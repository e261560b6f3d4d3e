import { describe, expect, it } from 'vitest'

import { stringifyDeepJson } from './deep-json.js'
import { JsonNumber, stringifyJson } from './json-number.js'

/** `[[[…[1]…]]]`, `depth` lists deep. */
function nestedLists(depth: number): unknown {
  let value: unknown = 1
  for (let level = 0; level < depth; level++) value = [value]
  return value
}

describe('stringifyDeepJson', () => {
  const samples: unknown[] = [
    { a: 1, b: [true, null, 'x\n"y"'], c: {}, d: [], e: undefined, f: () => 1, g: Number.NaN },
    [undefined, { nested: { deeper: [1, 2, { z: 'é' }] } }],
    { when: new Date(Date.UTC(2024, 0, 15)), id: 7 },
    'text',
    42,
    null,
  ]

  it.each([undefined, 2, '\t', 12])('writes what JSON.stringify writes (space %s)', (space) => {
    for (const sample of samples) {
      expect(stringifyDeepJson(sample, space)).toBe(JSON.stringify(sample, null, space))
    }
  })

  it('writes a JsonNumber as its digits', () => {
    expect(stringifyDeepJson({ id: new JsonNumber('18446744073709551615') })).toBe(
      '{"id":18446744073709551615}',
    )
  })
})

describe.each([3_500, 10_000, 100_000])('stringifyJson of a value nested %i levels deep', (depth) => {
  it('writes it whole instead of throwing a RangeError', () => {
    const text = stringifyJson(nestedLists(depth))

    expect(text).toBe(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
  })
})
