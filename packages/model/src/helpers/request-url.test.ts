import { describe, expect, it } from 'vitest'
import { requestUrl } from './request-url.js'

describe('requestUrl', () => {
  it('writes a lone surrogate, which has no UTF-8 form, as U+FFFD, as URLSearchParams does', () => {
    const url = requestUrl({ url: 'https://api.example.com/search', query: [['q\udc00', 'a\ud800b']] })
    expect(url).toBe('https://api.example.com/search?q%EF%BF%BD=a%EF%BF%BDb')
    expect(url.slice(url.indexOf('?') + 1)).toBe(new URLSearchParams([['q\udc00', 'a\ud800b']]).toString())
  })

  it('returns the URL alone when there is no query', () => {
    expect(requestUrl({ url: 'https://api.example.com/users', query: [] })).toBe(
      'https://api.example.com/users',
    )
  })

  it('appends repeated names in order, percent-encoding names and values', () => {
    expect(
      requestUrl({
        url: 'https://api.example.com/search',
        query: [
          ['tag', 'a b'],
          ['tag', 'ü&='],
          ['page[size]', '10'],
        ],
      }),
    ).toBe('https://api.example.com/search?tag=a%20b&tag=%C3%BC%26%3D&page%5Bsize%5D=10')
  })
})
