import { describe, expect, it } from 'vitest'
import { isStreamContentType, parseJsonLines, parseServerSentEvents } from './stream-formats.js'

describe('isStreamContentType', () => {
  it.each([
    ['text/event-stream', true],
    ['text/event-stream; charset=utf-8', true],
    ['application/x-ndjson', true],
    ['Application/JSONL', true],
    ['application/jsonlines', true],
    ['application/json', false],
    ['text/plain', false],
    ['', false],
  ])('classifies %j as %s', (contentType, expected) => {
    expect(isStreamContentType(contentType)).toBe(expected)
  })
})

describe('parseServerSentEvents', () => {
  // The old hand-written parser named unnamed events `message` and carried the last id and the retry field
  // onto events; it now shares eventsource-parser with the fetcher: an unnamed event has no `event`, an
  // event has the id it was sent with, and `retry` belongs to no event.
  it('reads named events, joined data lines and ids, skipping comments and retry fields', () => {
    const text = [
      ': keep-alive',
      'event: tick',
      'id: 1',
      'data: {"n":1}',
      '',
      'data: first line',
      'data:second line',
      'retry: 3000',
      '',
      '',
    ].join('\n')
    expect(parseServerSentEvents(text)).toEqual([
      { event: 'tick', data: '{"n":1}', id: '1' },
      { data: 'first line\nsecond line' },
    ])
  })

  it('accepts CRLF and CR line ends and a byte order mark', () => {
    expect(parseServerSentEvents('\uFEFFdata: a\r\n\r\ndata: b\r\rdata: c\r\n\r\n')).toEqual([
      { data: 'a' },
      { data: 'b' },
      { data: 'c' },
    ])
  })

  it('leaves out an event whose blank line has not arrived and events without data', () => {
    expect(parseServerSentEvents('event: empty\n\ndata: done\n\ndata: partial\n')).toEqual([{ data: 'done' }])
    expect(parseServerSentEvents('data: [DONE]\n\ndata: par')).toHaveLength(1)
  })

  it('parses the same events as the fetcher, whatever the split of the accumulated text', () => {
    const text = 'event: e\r\ndata: 1\r\n\r\nid: 7\ndata: 2\n\n'
    for (let end = 0; end <= text.length; end += 1) {
      const events = parseServerSentEvents(text.slice(0, end))
      expect(
        [
          { event: 'e', data: '1' },
          { id: '7', data: '2' },
        ].slice(0, events.length),
      ).toEqual(events)
    }
  })
})

describe('parseJsonLines', () => {
  it('parses complete lines and waits for the last one', () => {
    expect(parseJsonLines('{"n":1}\n{"n":2}\r\n{"n"')).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('takes the unterminated last line when the text is complete', () => {
    expect(parseJsonLines('{"n":1}\n12', { complete: true })).toEqual([{ n: 1 }, 12])
    expect(parseJsonLines('12')).toEqual([])
  })

  it('skips blank lines and lines that are not JSON', () => {
    expect(parseJsonLines('\n{"n":1}\nnot json\n\n[2]\n')).toEqual([{ n: 1 }, [2]])
  })
})
