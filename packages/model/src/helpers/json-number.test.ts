import { afterEach, describe, expect, it, vi } from 'vitest'
import { isJsonNumber, isJsonNumberText, JsonNumber, stringifyJson } from './json-number.js'

const MAX_UINT64 = '18446744073709551615'
const MIN_LONG = '-9223372036854775808'

describe('JsonNumber', () => {
  it('keeps the text it is given', () => {
    expect(new JsonNumber(MAX_UINT64).text).toBe(MAX_UINT64)
    expect(`${new JsonNumber('1e400')}`).toBe('1e400')
  })

  it.each(['', ' 1', '1 ', '+1', '01', '1.', '.5', '1e', '0x10', 'NaN', 'Infinity', '-', '1_000', '١'])(
    'refuses %j, which is not a JSON number',
    (text) => {
      expect(() => new JsonNumber(text)).toThrow(TypeError)
    },
  )

  it.each(['0', '-0', '12', '-12.50', '1e400', '1E-7', '2.5e+10', MAX_UINT64, MIN_LONG])(
    'accepts %j',
    (text) => {
      expect(isJsonNumberText(text)).toBe(true)
      expect(new JsonNumber(text).text).toBe(text)
    },
  )

  it('is written as a string by plain JSON.stringify, never as an object', () => {
    expect(JSON.stringify({ id: new JsonNumber(MAX_UINT64) })).toBe(`{"id":"${MAX_UINT64}"}`)
  })
})

describe('isJsonNumber', () => {
  it('recognises instances, and look-alikes of another copy of the package by their brand', () => {
    expect(isJsonNumber(new JsonNumber('1'))).toBe(true)
    const foreign = Object.create({ [Symbol.for('@api-explorer/model.JsonNumber')]: true }) as object
    expect(isJsonNumber(foreign)).toBe(true)
  })

  it('refuses numbers, numeric strings and plain objects with a text', () => {
    expect(isJsonNumber(1)).toBe(false)
    expect(isJsonNumber('1')).toBe(false)
    expect(isJsonNumber({ text: '1' })).toBe(false)
    expect(isJsonNumber(null)).toBe(false)
  })
})

describe('stringifyJson', () => {
  it('writes a JsonNumber digit for digit, anywhere in the value', () => {
    const value = {
      big: new JsonNumber(MAX_UINT64),
      list: [new JsonNumber(MIN_LONG), 1, 'x'],
      nested: { huge: new JsonNumber('1e400') },
    }
    expect(stringifyJson(value)).toBe(
      `{"big":${MAX_UINT64},"list":[${MIN_LONG},1,"x"],"nested":{"huge":1e400}}`,
    )
    expect(stringifyJson(new JsonNumber(MAX_UINT64))).toBe(MAX_UINT64)
  })

  it('indents like JSON.stringify', () => {
    const value = { a: new JsonNumber(MAX_UINT64), b: [new JsonNumber('2')] }
    expect(stringifyJson(value, 2)).toBe(`{\n  "a": ${MAX_UINT64},\n  "b": [\n    2\n  ]\n}`)
    expect(stringifyJson(value, '\t')).toBe(`{\n\t"a": ${MAX_UINT64},\n\t"b": [\n\t\t2\n\t]\n}`)
  })

  const plain: Array<[string, unknown]> = [
    ['an object', { name: 'Ada', age: 36, admin: true, tags: ['x'], manager: null }],
    ['nested containers', { a: { b: { c: [1, 2, { d: 'e' }] } }, empty: {}, list: [] }],
    ['special numbers', [Number.NaN, Infinity, -0, 1e21, 1e-7, 0.1 + 0.2]],
    ['undefined and functions', { a: undefined, b: () => 1, c: [undefined, () => 1] }],
    ['a date', { at: new Date(Date.UTC(2024, 0, 15)) }],
    ['boxed primitives', [new Number(3), new String('s'), new Boolean(false)]],
    ['a string with escapes', 'quote " backslash \\ line\nbreak \u2028 lone \ud800 ☃'],
    ['a string like a placeholder', { 'json-number-0': '"json-number-0"' }],
    ['a value with its own toJSON', { toJSON: () => ({ replaced: true }) }],
    ['undefined at the root', undefined],
    ['a string root', 'just a string'],
  ]

  it.each(plain)('writes %s exactly as JSON.stringify does', (_name, value) => {
    expect(stringifyJson(value)).toBe(JSON.stringify(value))
    for (const space of [2, 4, 20, '\t', '--', 'a long indentation string', 0, -1]) {
      expect(stringifyJson(value, space)).toBe(JSON.stringify(value, null, space))
    }
  })

  it('throws as JSON.stringify does for a cycle and a bigint', () => {
    const cycle: Record<string, unknown> = {}
    cycle['self'] = cycle
    expect(() => stringifyJson(cycle)).toThrow(TypeError)
    expect(() => stringifyJson({ n: 1n })).toThrow(TypeError)
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('never reads a reader string as a number, even one holding the very placeholder of the call', () => {
    // The first token is forced to zeros, which the reader's string and key hold: the call starts again.
    const random = globalThis.crypto.getRandomValues.bind(globalThis.crypto)
    const spy = vi
      .spyOn(globalThis.crypto, 'getRandomValues')
      .mockImplementationOnce((array) => array)
      .mockImplementation(random)
    const placeholder = `json-number-${'0'.repeat(32)}-0`
    const value = { text: placeholder, [placeholder]: new JsonNumber('7'), n: new JsonNumber('8') }
    expect(stringifyJson(value)).toBe(`{"text":"${placeholder}","${placeholder}":7,"n":8}`)
    expect(spy).toHaveBeenCalledTimes(2)
  })

  it('writes a JsonNumber that a toJSON of another value returns', () => {
    const wrapper = { toJSON: () => new JsonNumber(MAX_UINT64) }
    expect(stringifyJson({ wrapper })).toBe(`{"wrapper":${MAX_UINT64}}`)
  })
})
