import { crc32, deflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** An RGB colour, each channel 0–255. */
export type Rgb = readonly [red: number, green: number, blue: number]

/**
 * Encodes a solid-colour RGB image as a valid PNG (signature, IHDR, one zlib-deflated IDAT, IEND), so the
 * sample API can serve a real image without an image library.
 */
export function solidPng(width: number, height: number, colour: Rgb): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // colour type: truecolour RGB
  header[10] = 0 // compression: deflate
  header[11] = 0 // filter method: adaptive
  header[12] = 0 // no interlace

  // Each scanline starts with its filter type byte (0 = none), followed by the RGB triplets.
  const rowLength = 1 + width * 3
  const pixels = Buffer.alloc(rowLength * height)
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      pixels.set(colour, row * rowLength + 1 + column * 3)
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

/** A stable colour for a key (e.g. a user id), so each user's avatar looks different but never changes. */
export function colourFor(key: string): Rgb {
  const hash = crc32(key)
  return [(hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff]
}
