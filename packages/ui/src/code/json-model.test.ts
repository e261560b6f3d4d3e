import { isJsonNumber, JsonNumber } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import {
  childPath,
  entriesOf,
  isContainer,
  isLargeJson,
  LARGE_JSON_VALUES,
  leafText,
  startsUnfolded,
} from './json-model.js'

describe('the JSON tree model', () => {
  it('names entries as code would write their path', () => {
    expect(childPath('', 'data')).toBe('data')
    expect(childPath('data', 'users')).toBe('data.users')
    expect(childPath('data.users', 3)).toBe('data.users[3]')
    expect(childPath('data.users[3]', 'first name')).toBe('data.users[3]["first name"]')
    expect(childPath('', 'x-rate-limit')).toBe('"x-rate-limit"')
  })

  it('writes leaves as JSON, numbers exactly', () => {
    expect(leafText(new JsonNumber('18446744073709551615'), isJsonNumber)).toBe('18446744073709551615')
    expect(leafText(12345678901234567890n, isJsonNumber)).toBe('12345678901234567890')
    expect(leafText(1e21, isJsonNumber)).toBe('1e+21')
    expect(leafText('a "quoted"\nline', isJsonNumber)).toBe('"a \\"quoted\\"\\nline"')
    expect(isContainer(new JsonNumber('1'), isJsonNumber)).toBe(false)
  })

  it('calls a body large from a number of values on, and folds it below its top', () => {
    expect(
      isLargeJson(
        Array.from({ length: LARGE_JSON_VALUES - 2 }, () => 1),
        isJsonNumber,
      ),
    ).toBe(false)
    expect(isLargeJson({ list: Array.from({ length: LARGE_JSON_VALUES }, () => 1) }, isJsonNumber)).toBe(true)
    expect(
      isLargeJson(
        Array.from({ length: 1_000_000 }, () => 1),
        isJsonNumber,
      ),
    ).toBe(true)
    expect(entriesOf({ a: 1, b: 2, c: 3 }, 2)).toEqual([
      ['a', 1],
      ['b', 2],
    ])
    expect(startsUnfolded(3, false, false)).toBe(true)
    expect(startsUnfolded(0, false, true)).toBe(true)
    expect(startsUnfolded(1, false, true)).toBe(true)
    expect(startsUnfolded(1, true, true)).toBe(false)
    expect(startsUnfolded(2, false, true)).toBe(false)
  })
})
