import { describe, expect, it } from 'vitest'
import { isSafeInlineType } from './inline-file-types.js'

describe('isSafeInlineType', () => {
  it('lets raster images, audio and video render inline', () => {
    for (const type of [
      'image/png',
      'IMAGE/JPEG',
      'image/webp; q=1',
      'audio/webm;codecs=opus',
      'video/mp4',
    ]) {
      expect(isSafeInlineType(type)).toBe(true)
    }
  })

  it('keeps whatever could run script download-only', () => {
    for (const type of [
      'image/svg+xml',
      'text/html',
      'application/xhtml+xml',
      'text/xml',
      'application/pdf',
      'application/octet-stream',
      '',
      'image/png, text/html',
    ]) {
      expect(isSafeInlineType(type)).toBe(false)
    }
  })
})
