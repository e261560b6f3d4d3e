import { describe, expect, it } from 'vitest'
import { HeaderList, isHeaderName, sendableHeaderValue } from './header-list.js'

describe('HeaderList', () => {
  it('replaces a value in place whatever the case of the name, and keeps the new spelling', () => {
    const headers = new HeaderList([
      ['Accept', 'text/plain'],
      ['X-One', '1'],
    ])
    headers.set('accept', 'application/json')
    headers.set('X-Two', '2')
    expect(headers.entries()).toEqual([
      ['accept', 'application/json'],
      ['X-One', '1'],
      ['X-Two', '2'],
    ])
  })

  it('deletes and finds names case-insensitively', () => {
    const headers = new HeaderList([['Content-Type', 'text/plain']])
    expect(headers.has('content-type')).toBe(true)
    headers.delete('CONTENT-TYPE')
    expect(headers.entries()).toEqual([])
  })
})

describe('header rules', () => {
  it('accepts token names only', () => {
    expect(isHeaderName("X-Api_Key.v1!#$%&'*+^`|~")).toBe(true)
    for (const name of ['', 'Bad Name', 'X:Y', 'Ünicode', 'a\r\nb']) {
      expect(isHeaderName(name)).toBe(false)
    }
  })

  it('makes values sendable: line breaks and NUL become a space, outer spaces go', () => {
    expect(sendableHeaderValue('\t a\r\n\r\nb\u0000c  ')).toBe('a b c')
  })
})
