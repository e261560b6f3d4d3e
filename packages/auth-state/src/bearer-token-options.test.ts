import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatBearerTokenOptions,
  parseBearerTokenOptions,
  selectBearerTokenOptionIn,
  selectedBearerToken,
} from './bearer-token-options.js'

describe('parseBearerTokenOptions', () => {
  it('reads a single option and selects it', () => {
    expect(parseBearerTokenOptions("{'application 1': 123}")).toEqual([
      { key: 'application 1', value: '123', selected: true },
    ])
  })

  it('honours an explicit selection in a list', () => {
    expect(
      parseBearerTokenOptions(
        "[{'prod': 'sk_live', 'selected': false}, {'sandbox': 'sk_test', 'selected': true}]",
      ),
    ).toEqual([
      { key: 'prod', value: 'sk_live', selected: false },
      { key: 'sandbox', value: 'sk_test', selected: true },
    ])
  })

  it('selects the first option when none is marked', () => {
    expect(parseBearerTokenOptions("[{'a': 1}, {'b' : 2}]").map((option) => option.selected)).toEqual([
      true,
      false,
    ])
  })

  it('keeps only the first of several options marked selected', () => {
    const options = parseBearerTokenOptions("[{'a': 1, 'selected': true}, {'b': 2, selected: true}]")
    expect(options.map((option) => option.selected)).toEqual([true, false])
  })

  it('reads bare keys and values, double quotes and escapes', () => {
    expect(parseBearerTokenOptions(`[{app 1: abc}, {"k\\"q": 'it\\'s'}]`)).toEqual([
      { key: 'app 1', value: 'abc', selected: true },
      { key: 'k"q', value: "it's", selected: false },
    ])
  })

  it.each([
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig'],
    ['an empty list', '[]'],
    ['an empty string', ''],
    ['an object without a value', "{'key':}"],
    ['an object without a name', "{'incomplete_key'}"],
    ['an empty key', "{'': 'value'}"],
    ['two names in one object', "{'a': 1, 'b': 2}"],
    ['text after the options', "{'a': 1} trailing"],
    ['an unterminated quote', "{'a: 1}"],
    ['an unterminated list', "[{'a': 1}"],
  ])('treats %s as a plain token', (_label, token) => {
    expect(parseBearerTokenOptions(token)).toEqual([])
    expect(selectedBearerToken(token)).toBe(token)
  })
})

describe('selectedBearerToken', () => {
  it('is the selected option value', () => {
    expect(selectedBearerToken("[{'prod': 'sk_live'}, {'sandbox': 'sk_test', 'selected': true}]")).toBe(
      'sk_test',
    )
  })
})

describe('selectBearerTokenOptionIn', () => {
  it('moves the selection and keeps every option', () => {
    const token = selectBearerTokenOptionIn("[{'prod': 'sk_live'}, {'sandbox': 'sk_test'}]", 'sandbox')
    expect(selectedBearerToken(token)).toBe('sk_test')
    expect(parseBearerTokenOptions(token).map((option) => option.key)).toEqual(['prod', 'sandbox'])
  })

  it('leaves a plain token or an unknown key unchanged', () => {
    expect(selectBearerTokenOptionIn('plain', 'x')).toBe('plain')
    expect(selectBearerTokenOptionIn("{'a': 1}", 'b')).toBe("{'a': 1}")
  })
})

describe('formatBearerTokenOptions', () => {
  it('writes options that read back the same', () => {
    const option = fc.record({
      key: fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
      value: fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
    })
    fc.assert(
      fc.property(fc.array(option, { minLength: 1, maxLength: 5 }), fc.nat(4), (entries, pick) => {
        const selected = pick % entries.length
        const options = entries.map((entry, index) => ({ ...entry, selected: index === selected }))
        expect(parseBearerTokenOptions(formatBearerTokenOptions(options))).toEqual(options)
      }),
    )
  })
})
