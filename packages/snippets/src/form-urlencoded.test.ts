import { describe, expect, it } from 'vitest'

import { formUrlEncode } from './form-urlencoded.js'

/** Random text over ASCII, controls, Latin-1, BMP, astral characters and lone surrogates. */
function randomText(random: () => number): string {
  const pools = [
    () => String.fromCharCode(32 + Math.floor(random() * 95)),
    () => String.fromCharCode(Math.floor(random() * 32)),
    () => String.fromCharCode(0x7f + Math.floor(random() * 0x81)),
    () => String.fromCharCode(0x100 + Math.floor(random() * 0xd700)),
    () => String.fromCodePoint(0x10000 + Math.floor(random() * 0xfffff)),
    () => String.fromCharCode(0xd800 + Math.floor(random() * 0x800)),
  ]
  let text = ''
  const length = Math.floor(random() * 12)
  for (let index = 0; index < length; index++)
    text += (pools[Math.floor(random() * pools.length)] as () => string)()
  return text
}

describe('formUrlEncode', () => {
  it('writes what URLSearchParams writes, for every kind of character', () => {
    let seed = 17
    const random = (): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let round = 0; round < 2000; round++) {
      const fields = Array.from({ length: 3 }, (): [string, string] => [
        randomText(random),
        randomText(random),
      ])
      expect(formUrlEncode(fields)).toBe(new URLSearchParams(fields).toString())
      // cURL splits the text at `&` into one flag per field, or has the encoder write another separator.
      expect(formUrlEncode(fields).split('&')).toEqual(
        fields.map((field) => new URLSearchParams([field]).toString()),
      )
      expect(formUrlEncode(fields, ' \\\n  ')).toBe(
        new URLSearchParams(fields).toString().replaceAll('&', ' \\\n  '),
      )
    }
  })

  it('keeps the characters the form encoding keeps and encodes the rest', () => {
    const fields: Array<[string, string]> = [
      ['a*-._', "!'()~ +&=%"],
      ['', ''],
      ['metadata[key]', 'value ☃ 😀 \ud800'],
    ]
    expect(formUrlEncode(fields)).toBe(new URLSearchParams(fields).toString())
    expect(formUrlEncode([])).toBe('')
  })

  it('encodes an all-ASCII body as it encodes any other', () => {
    // Every ASCII character, controls included, in names and values of several lengths (the path that reads
    // the body's bytes), then the same body with one character outside ASCII in its last value (the other path).
    const every = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('')
    const fields: Array<[string, string]> = [
      ['account[company][name]', 'city value'],
      ['', every],
      [every, ''],
      ['a', 'b'],
    ]
    for (const separator of ['&', ' \\\n     --data-raw ']) {
      expect(formUrlEncode(fields, separator)).toBe(
        new URLSearchParams(fields).toString().replaceAll('&', separator),
      )
      const mixed = [...fields, ['last', 'ä'] as [string, string]]
      expect(formUrlEncode(mixed, separator)).toBe(
        new URLSearchParams(mixed).toString().replaceAll('&', separator),
      )
    }
  })

  it('encodes each name and value on its own, a surrogate at the end of one never pairing with the next', () => {
    const fields: Array<[string, string]> = [
      ['a\ud83d', '\ude00b'],
      ['\ud83d', ''],
      ['', '\ude00'],
      ['value ☃ & = +', '😀 \0 after a NUL'],
    ]
    expect(formUrlEncode(fields)).toBe(new URLSearchParams(fields).toString())
    expect(formUrlEncode(fields.slice(0, 3))).toBe(new URLSearchParams(fields.slice(0, 3)).toString())
  })

  it('encodes a body larger than the reused buffer', () => {
    const fields: Array<[string, string]> = [
      ['big', '☃ '.repeat(200_000)],
      ['after', 'x'],
    ]
    expect(formUrlEncode(fields)).toBe(new URLSearchParams(fields).toString())
    expect(formUrlEncode([['small', 'ä']])).toBe('small=%C3%A4')
    // All ASCII (encoded as one text), and ASCII first with other text later.
    const ascii: Array<[string, string]> = [
      ['big', 'a [b]*~'.repeat(200_000)],
      ['after', 'x y'],
    ]
    expect(formUrlEncode(ascii)).toBe(new URLSearchParams(ascii).toString())
    const mixed: Array<[string, string]> = [
      ['a', 'b'],
      ['c', 'ä \ud800'],
    ]
    expect(formUrlEncode(mixed, '&&')).toBe(new URLSearchParams(mixed).toString().replace('&', '&&'))
  })
})
