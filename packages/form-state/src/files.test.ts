import { describe, expect, it } from 'vitest'
import { dedupeFiles, isFileValue, normalizeEntry } from './files.js'
import { file } from '../test/shapes.js'

describe('file values', () => {
  it('recognises a file value by its fields and data URL', () => {
    expect(isFileValue(file('a.txt'))).toBe(true)
    expect(isFileValue({ ...file('a.txt'), dataUrl: 'https://example.com/a.txt' })).toBe(false)
    expect(isFileValue('a.txt')).toBe(false)
  })

  it('keeps the first of files with the same relative path, name and size', () => {
    const a = file('a.txt')
    const inFolder = { ...a, relativePath: 'docs/a.txt' }
    expect(
      dedupeFiles([a, 'x', { ...a, type: 'text/markdown' }, file('a.txt', 9), inFolder, inFolder]),
    ).toEqual([a, file('a.txt', 9), inFolder])
  })

  it('fits an entry to its field: a file slot keeps only a file, a list only files', () => {
    expect(
      normalizeEntry({ type: 'file', key: 'f', isOptional: false }, { type: 'json', value: 'x' }),
    ).toEqual({
      type: 'file',
    })
    expect(
      normalizeEntry(
        { type: 'files', key: 'f', isOptional: false },
        { type: 'fileArray', value: [1, file('a')] },
      ),
    ).toEqual({ type: 'fileArray', value: [file('a')] })
    expect(normalizeEntry(undefined, { type: 'exploded', value: 'one' })).toEqual({
      type: 'exploded',
      value: ['one'],
    })
    expect(normalizeEntry(undefined, 'plain')).toEqual({ type: 'json', value: 'plain' })
  })
})
