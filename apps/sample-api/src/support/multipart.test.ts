import { describe, expect, it } from 'vitest'
import { multipartBoundary, parseMultipart } from './multipart.js'

const body = (...lines: string[]): Buffer => Buffer.from(lines.join('\r\n'))

describe('multipartBoundary', () => {
  it('reads a plain or quoted boundary of a multipart/form-data type only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc')
    expect(multipartBoundary('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b')
    expect(multipartBoundary('application/json')).toBeUndefined()
    expect(multipartBoundary(undefined)).toBeUndefined()
  })
})

describe('parseMultipart', () => {
  it('keeps parts in order with their names, filenames, content types and exact bytes', () => {
    const parts = parseMultipart(
      body(
        'preamble',
        '--xyz',
        'Content-Disposition: form-data; name="note"',
        '',
        'line 1\r\nline 2',
        '--xyz',
        'Content-Disposition: form-data; name="file"; filename="a \\"b\\".txt"',
        'Content-Type: text/plain',
        '',
        'contents',
        '--xyz--',
        '',
      ),
      'xyz',
    )
    expect(parts.map(({ data, ...rest }) => ({ ...rest, text: data.toString() }))).toEqual([
      { name: 'note', text: 'line 1\r\nline 2' },
      { name: 'file', fileName: 'a "b".txt', contentType: 'text/plain', text: 'contents' },
    ])
  })

  it('throws a clear error for a body without its boundary or closing delimiter', () => {
    expect(() => parseMultipart(Buffer.from('nothing here'), 'xyz')).toThrow(/boundary/)
    expect(() =>
      parseMultipart(body('--xyz', 'Content-Disposition: form-data; name="a"', '', 'open'), 'xyz'),
    ).toThrow(/closing boundary/)
  })

  it('throws for a part without a name', () => {
    expect(() =>
      parseMultipart(body('--xyz', 'Content-Type: text/plain', '', 'x', '--xyz--'), 'xyz'),
    ).toThrow(/no name/)
  })
})
