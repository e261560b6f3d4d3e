/** Sample rate of the generated tone, in Hz. */
const TONE_SAMPLE_RATE = 16_000

const BYTES_PER_SAMPLE = 2
const HEADER_SIZE = 44
const AMPLITUDE = 0.5 * 0x7fff
// A short fade at both ends avoids the audible click of a sine starting or stopping mid-wave.
const FADE_SECONDS = 0.01

/** The 44-byte RIFF/WAVE header of a 16-bit mono PCM file holding `sampleCount` samples. */
export function wavHeader(sampleCount: number, sampleRate: number = TONE_SAMPLE_RATE): Buffer {
  const dataSize = sampleCount * BYTES_PER_SAMPLE
  const header = Buffer.alloc(HEADER_SIZE)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + dataSize, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(sampleRate, 24)
  header.writeUInt32LE(sampleRate * BYTES_PER_SAMPLE, 28) // byte rate
  header.writeUInt16LE(BYTES_PER_SAMPLE, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(dataSize, 40)
  return header
}

/** Settings of {@link toneChunks}. */
export type ToneOptions = {
  seconds: number
  frequency: number
  /** Samples per yielded chunk (default: a tenth of a second). */
  chunkSamples?: number
}

/** Number of samples a tone of that length holds. */
function toneSampleCount(seconds: number): number {
  return Math.round(seconds * TONE_SAMPLE_RATE)
}

/** Size in bytes of the WAV file of a tone of that length, header included. */
export function toneByteLength(seconds: number): number {
  return HEADER_SIZE + toneSampleCount(seconds) * BYTES_PER_SAMPLE
}

/**
 * A sine tone as a WAV file, cut into chunks: the header first, then the PCM samples a slice at a time,
 * so the route can stream it without building the whole file up front.
 */
export function* toneChunks(options: ToneOptions): Generator<Buffer, void, undefined> {
  const total = toneSampleCount(options.seconds)
  const chunkSamples = options.chunkSamples ?? TONE_SAMPLE_RATE / 10
  const fadeSamples = Math.max(
    1,
    Math.min(Math.round(FADE_SECONDS * TONE_SAMPLE_RATE), Math.floor(total / 2)),
  )
  yield wavHeader(total)
  for (let start = 0; start < total; start += chunkSamples) {
    const end = Math.min(total, start + chunkSamples)
    const pcm = Buffer.alloc((end - start) * BYTES_PER_SAMPLE)
    for (let index = start; index < end; index++) {
      const fade = Math.min(1, index / fadeSamples, (total - 1 - index) / fadeSamples)
      const sample = Math.sin((2 * Math.PI * options.frequency * index) / TONE_SAMPLE_RATE) * AMPLITUDE * fade
      pcm.writeInt16LE(Math.round(sample), (index - start) * BYTES_PER_SAMPLE)
    }
    yield pcm
  }
}
