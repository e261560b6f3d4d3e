import { describe, expect, it } from 'vitest'
import { toneByteLength, toneChunks, wavHeader } from './wav.js'

describe('wavHeader', () => {
  it('describes 16-bit mono PCM at 16 kHz with the data size', () => {
    const header = wavHeader(100)
    expect(header.length).toBe(44)
    expect(header.toString('ascii', 0, 4)).toBe('RIFF')
    expect(header.readUInt32LE(4)).toBe(36 + 200)
    expect(header.readUInt32LE(24)).toBe(16_000)
    expect(header.readUInt32LE(28)).toBe(32_000)
    expect(header.readUInt16LE(32)).toBe(2)
    expect(header.readUInt32LE(40)).toBe(200)
  })
})

describe('toneChunks', () => {
  it('yields the header then slices of samples adding up to the declared length', () => {
    const chunks = [...toneChunks({ seconds: 0.25, frequency: 440 })]
    expect(chunks[0]?.length).toBe(44)
    expect(chunks.length).toBe(1 + 3)
    expect(Buffer.concat(chunks).length).toBe(toneByteLength(0.25))
  })

  it('writes a sine that fades in from silence and peaks near half scale', () => {
    const pcm = Buffer.concat([...toneChunks({ seconds: 0.1, frequency: 400 })].slice(1))
    const samples = Array.from({ length: pcm.length / 2 }, (_, index) => pcm.readInt16LE(index * 2))
    expect(samples[0]).toBe(0)
    const peak = Math.max(...samples)
    expect(peak).toBeGreaterThan(16_000)
    expect(peak).toBeLessThanOrEqual(16_384)
  })
})
