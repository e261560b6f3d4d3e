import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

/** Reads a body chunk by chunk, noting when each chunk arrived. */
async function readChunks(
  response: Response,
): Promise<Array<{ text: string; at: number; bytes: Uint8Array }>> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const chunks: Array<{ text: string; at: number; bytes: Uint8Array }> = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return chunks
    chunks.push({ text: decoder.decode(value, { stream: true }), at: performance.now(), bytes: value })
  }
}

describe('stream routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  it('sends tick events then [DONE] as server-sent events', async () => {
    const response = await fetch(`${api.url}/events/sse?count=3&intervalMs=0`)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const text = (await readChunks(response)).map((chunk) => chunk.text).join('')
    const blocks = text.trim().split('\n\n')
    expect(blocks).toHaveLength(4)
    blocks.slice(0, 3).forEach((block, position) => {
      const lines = block.split('\n')
      expect(lines[0]).toBe('event: tick')
      const data = JSON.parse(lines[1]!.slice('data: '.length)) as {
        index: number
        message: string
        time: string
      }
      expect(data).toMatchObject({ index: position + 1, message: `Event ${position + 1} of 3` })
      expect(new Date(data.time).toISOString()).toBe(data.time)
    })
    expect(blocks[3]).toBe('data: [DONE]')
  })

  it('writes each event as it happens, not all at the end', async () => {
    const started = performance.now()
    const chunks = await readChunks(await fetch(`${api.url}/events/sse?count=3&intervalMs=100`))
    const first = chunks.find((chunk) => chunk.text.includes('"index":1'))!
    const last = chunks.at(-1)!
    expect(first.at - started).toBeLessThan(last.at - started - 100)
  })

  it('streams NDJSON lines incrementally', async () => {
    const response = await fetch(`${api.url}/events/ndjson?count=3&intervalMs=50`)
    expect(response.headers.get('content-type')).toBe('application/x-ndjson')
    const chunks = await readChunks(response)
    expect(chunks.length).toBeGreaterThanOrEqual(2)
    const lines = chunks
      .map((chunk) => chunk.text)
      .join('')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { index: number; message: string })
    expect(lines.map((line) => line.index)).toEqual([1, 2, 3])
    expect(lines[2]?.message).toBe('Event 3 of 3')
  })

  it.each([
    ['/events/sse?count=0', 'count'],
    ['/events/sse?count=51', 'count'],
    ['/events/ndjson?intervalMs=5001', 'intervalMs'],
    ['/audio/tone?seconds=0.05', 'seconds'],
    ['/audio/tone?frequency=9000', 'frequency'],
  ])('rejects %s with InvalidQueryError', async (path, parameter) => {
    const response = await fetch(`${api.url}${path}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'InvalidQueryError', content: { parameter } })
  })

  it('streams a WAV tone with a valid PCM header in several chunks', async () => {
    const response = await fetch(`${api.url}/audio/tone?seconds=0.5&frequency=1000`)
    expect(response.headers.get('content-type')).toBe('audio/wav')
    const chunks = await readChunks(response)
    expect(chunks.length).toBeGreaterThan(1)
    const wav = Buffer.concat(chunks.map((chunk) => chunk.bytes))
    expect(wav.length).toBe(44 + 8000 * 2)
    expect(Number(response.headers.get('content-length'))).toBe(wav.length)
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8)
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ')
    expect(wav.readUInt16LE(20)).toBe(1) // PCM
    expect(wav.readUInt16LE(22)).toBe(1) // mono
    expect(wav.readUInt32LE(24)).toBe(16_000)
    expect(wav.readUInt16LE(34)).toBe(16)
    expect(wav.toString('ascii', 36, 40)).toBe('data')
    expect(wav.readUInt32LE(40)).toBe(8000 * 2)
  })
})
