import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { colourFor, solidPng } from './png.js'

/** The chunks of a PNG, with their CRCs checked. */
function chunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const found: Array<{ type: string; data: Buffer }> = []
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset)
    const typeAndData = png.subarray(offset + 4, offset + 8 + length)
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typeAndData))
    found.push({ type: typeAndData.subarray(0, 4).toString('ascii'), data: typeAndData.subarray(4) })
    offset += 12 + length
  }
  return found
}

describe('solidPng', () => {
  it('encodes a valid RGB PNG of the given size filled with the colour', () => {
    const png = solidPng(16, 16, [10, 20, 30])
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const [header, data, end] = chunks(png)
    expect(header?.type).toBe('IHDR')
    expect(header?.data.readUInt32BE(0)).toBe(16)
    expect(header?.data.readUInt32BE(4)).toBe(16)
    expect([...(header?.data.subarray(8) ?? [])]).toEqual([8, 2, 0, 0, 0])
    expect(data?.type).toBe('IDAT')
    const pixels = inflateSync(data!.data)
    expect(pixels.length).toBe(16 * (1 + 16 * 3))
    expect([...pixels.subarray(0, 7)]).toEqual([0, 10, 20, 30, 10, 20, 30])
    expect(end?.type).toBe('IEND')
  })
})

describe('colourFor', () => {
  it('gives the same key the same colour and different keys different colours', () => {
    expect(colourFor('usr_ada')).toEqual(colourFor('usr_ada'))
    expect(colourFor('usr_ada')).not.toEqual(colourFor('usr_alan'))
  })
})
