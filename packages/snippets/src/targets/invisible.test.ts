import { describe, expect, it } from 'vitest'

import { INVISIBLE_ALL, MAYBE_INVISIBLE_IN_LITERAL } from './escaped-literal.js'
import { INVISIBLE_CHARACTERS, MAYBE_INVISIBLE } from './js-string.js'
import { INVISIBLE } from './ruby-string.js'

/** Every BMP character, and astral ones from each plane's start, end and format characters. */
const CHARACTERS = [
  ...Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)),
  ...[0x10000, 0x1d173, 0x1d17a, 0x1f600, 0xe0001, 0xe007f, 0x10ffff].map((code) =>
    String.fromCodePoint(code),
  ),
]

/** Whether `exact` matching a character implies `quick` does: the quick tests may only skip what needs nothing. */
function missed(exact: RegExp, quick: RegExp): string[] {
  const whole = new RegExp(`^(?:${exact.source})$`, 'u')
  return CHARACTERS.filter((char) => whole.test(char) && !quick.test(char)).map((char) =>
    (char.codePointAt(0) ?? 0).toString(16),
  )
}

describe('quick tests for invisible characters', () => {
  it('match every character the exact patterns escape', () => {
    expect(missed(INVISIBLE_CHARACTERS, MAYBE_INVISIBLE)).toEqual([])
    expect(missed(INVISIBLE_ALL, MAYBE_INVISIBLE_IN_LITERAL)).toEqual([])
    expect(missed(/[\u2028\u2029]|\p{Cc}/u, INVISIBLE)).toEqual([])
  })

  it('let plain text through', () => {
    for (const quick of [MAYBE_INVISIBLE, MAYBE_INVISIBLE_IN_LITERAL, INVISIBLE]) {
      expect(quick.test('Zürich ☃ "quoted" {json} 中文 é')).toBe(false)
    }
  })
})
