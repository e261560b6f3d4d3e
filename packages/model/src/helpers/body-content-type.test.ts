import { describe, expect, it } from 'vitest'

import { bodyContentType } from './body-content-type.js'

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
