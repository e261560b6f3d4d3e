import { describe, expect, it } from 'vitest'
import type { ServerSentEvent } from './server-sent-events.js'
import { readServerSentEvents } from './server-sent-events.js'

function streamOf(
  chunks: (string | Uint8Array)[],
): ReadableStream<Uint8Array> & { cancelled: () => boolean } {
  let cancelled = false
  const queue = [...chunks]
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(typeof next === 'string' ? new TextEncoder().encode(next) : next)
    },
    cancel() {
      cancelled = true
    },
  })
  return Object.assign(stream, { cancelled: () => cancelled })
}

async function collect(chunks: (string | Uint8Array)[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = []
  for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event)
  return events
}

describe('readServerSentEvents', () => {
  it('joins data lines, skips comments and strips one leading space', async () => {
    expect(await collect([':hi\ndata:  two spaces\ndata:b\n\n'])).toEqual([{ data: ' two spaces\nb' }])
  })

  it('accepts LF, CRLF and CR line ends alike', async () => {
    const expected = [{ event: 'e', data: 'x' }, { data: 'y' }]
    expect(await collect(['event: e\ndata: x\n\ndata: y\n\n'])).toEqual(expected)
    expect(await collect(['event: e\r\ndata: x\r\n\r\ndata: y\r\n\r\n'])).toEqual(expected)
    expect(await collect(['event: e\rdata: x\r\rdata: y\r\r\n'])).toEqual(expected)
  })

  // The old hand-written parser carried the last id over to later events; eventsource-parser (shared with
  // the proxy-fetcher) gives each event the id it was sent with.
  it('gives an event the id it was sent with, ignoring an id containing NUL', async () => {
    expect(await collect(['id: 1\ndata: a\n\ndata: b\n\nid: a\0b\ndata: c\n\n'])).toEqual([
      { id: '1', data: 'a' },
      { data: 'b' },
      { data: 'c' },
    ])
  })

  // The old parser put `retry` on the event; in the standard it sets the reconnection time and belongs to
  // no event, which is what eventsource-parser does.
  it('keeps retry fields out of the events', async () => {
    expect(await collect(['retry: 1500\ndata: a\n\nretry: 1.5\ndata: b\n\n'])).toEqual([
      { data: 'a' },
      { data: 'b' },
    ])
  })

  it('does not dispatch an event without data, nor one missing its blank line', async () => {
    expect(await collect(['event: ping\n\ndata\n\ndata: tail'])).toEqual([{ data: '' }])
  })

  it('treats a field without a colon as a field with an empty value, and ignores unknown fields', async () => {
    expect(await collect(['foo: bar\ndata\ndata\n\n'])).toEqual([{ data: '\n' }])
  })

  it('parses events split across chunks, including a CRLF split between chunks', async () => {
    expect(
      await collect(['da', 'ta: one\r', '\ndata: two\r', '\n\r', '\nevent: e\ndata: 3\n', '\n']),
    ).toEqual([{ data: 'one\ntwo' }, { event: 'e', data: '3' }])
  })

  it('treats a CR at the end of a chunk followed by another line as a line end', async () => {
    expect(await collect(['data: a\r', 'data: b\r\n\r\n'])).toEqual([{ data: 'a\nb' }])
  })

  it('decodes multi-byte characters split across chunks and strips a BOM', async () => {
    const bytes = new TextEncoder().encode('\uFEFFdata: é€\n\n')
    expect(await collect([bytes.slice(0, 4), bytes.slice(4, 11), bytes.slice(11)])).toEqual([{ data: 'é€' }])
  })

  it('cancels the stream when the reader stops early', async () => {
    const stream = streamOf(['data: 1\n\n', 'data: 2\n\n', 'data: 3\n\n'])
    for await (const event of readServerSentEvents(stream)) {
      expect(event.data).toBe('1')
      break
    }
    expect(stream.cancelled()).toBe(true)
  })
})
