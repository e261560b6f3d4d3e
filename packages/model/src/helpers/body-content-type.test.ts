import { describe, expect, it } from 'vitest'

import { bodyContentType, sentHeaders } from './body-content-type.js'

describe('bodyContentType', () => {
  it('names the type each body kind is sent with', () => {
    const file = { name: 'a.bin', lastModified: 0, size: 1, type: '', dataUrl: 'data:;base64,AA==' }
    expect(bodyContentType({ type: 'json', value: {} })).toBe('application/json')
    expect(bodyContentType({ type: 'text', value: 'x', contentType: 'text/csv' })).toBe('text/csv')
    expect(bodyContentType({ type: 'urlencoded', fields: [] })).toBe('application/x-www-form-urlencoded')
    expect(bodyContentType({ type: 'bytes', file })).toBe('application/octet-stream')
    expect(bodyContentType({ type: 'bytes', file: { ...file, type: 'image/png' } })).toBe('image/png')
    expect(bodyContentType({ type: 'form-data', parts: [] })).toBeUndefined()
    expect(bodyContentType(undefined)).toBeUndefined()
  })
})

describe('sentHeaders', () => {
  it('sends a name given more than once, in any case, as one header, as fetch does', () => {
    expect(
      sentHeaders({
        headers: [
          ['Authorization', 'Bearer one'],
          ['X-Tag', ' a '],
          ['authorization', ''],
          ['x-TAG', 'b\t'],
          ['X-Once', ' kept '],
        ],
      }),
    ).toEqual([
      ['Authorization', 'Bearer one, '],
      ['X-Tag', 'a, b'],
      ['X-Once', 'kept'],
    ])
  })

  const file = { name: 'a.bin', lastModified: 0, size: 1, type: '', dataUrl: 'data:;base64,AA==' }

  it('appends the implied type when the request names none', () => {
    expect(sentHeaders({ headers: [['Accept', '*/*']], body: { type: 'json', value: 1 } })).toEqual([
      ['Accept', '*/*'],
      ['Content-Type', 'application/json'],
    ])
    expect(sentHeaders({ headers: [], body: { type: 'urlencoded', fields: [] } })).toEqual([
      ['Content-Type', 'application/x-www-form-urlencoded'],
    ])
    expect(sentHeaders({ headers: [], body: { type: 'bytes', file } })).toEqual([
      ['Content-Type', 'application/octet-stream'],
    ])
  })

  it('keeps a named type, whatever its case, and adds nothing without a body or an implied type', () => {
    const named: Array<[string, string]> = [['content-type', 'text/csv']]
    expect(sentHeaders({ headers: named, body: { type: 'json', value: 1 } })).toEqual(named)
    expect(sentHeaders({ headers: [] })).toEqual([])
    expect(sentHeaders({ headers: [], body: { type: 'text', value: 'x', contentType: '' } })).toEqual([])
  })

  it('drops every Content-Type of a multipart body', () => {
    const headers: Array<[string, string]> = [
      ['Content-Type', 'multipart/form-data'],
      ['X-A', '1'],
      ['content-type', 'x'],
    ]
    expect(sentHeaders({ headers, body: { type: 'form-data', parts: [] } })).toEqual([['X-A', '1']])
  })
})
