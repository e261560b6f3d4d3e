import type { EventSourceMessage } from 'eventsource-parser'
import { createParser } from 'eventsource-parser'

/** Content types read incrementally even when the caller did not say the endpoint streams. */
const STREAM_CONTENT_TYPES = new Set([
  'text/event-stream',
  'application/x-ndjson',
  'application/ndjson',
  'application/jsonl',
  'application/x-jsonl',
  'application/jsonlines',
  'application/x-jsonlines',
])

/**
 * Whether a response with this content type is a stream of events or lines: server-sent events
 * (`text/event-stream`) or newline-delimited JSON (`application/x-ndjson`, `application/jsonl` and their
 * spellings). Parameters such as `; charset=utf-8` are ignored.
 */
export function isStreamContentType(contentType: string): boolean {
  return STREAM_CONTENT_TYPES.has(mimeEssence(contentType))
}

/** The `type/subtype` of a content type, lower case, without parameters. */
function mimeEssence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

/**
 * One server-sent event, exactly as the `eventsource-parser` library dispatches it (the fetcher reads
 * `responseType: 'sse'` with the same library, so both packages agree): `data` is the `data:` lines joined
 * with `\n`; `event` is the `event:` field, absent when the event named none (an `EventSource` would call
 * it `message`); `id` is the `id:` field of this event, absent when it sent none. A `retry:` field changes
 * the reconnection time and is not part of any event.
 */
export type ServerSentEvent = EventSourceMessage

/**
 * The complete events of a `text/event-stream` text, parsed by `eventsource-parser`: lines end with CRLF,
 * LF or CR; a blank line dispatches the event; `:` lines are comments; `data:` lines are joined with `\n`;
 * an event without data is not dispatched. An event still missing its blank line is left out (so is a line
 * whose final CR may still be the first half of a CRLF), so the text accumulated so far can be parsed again
 * after every chunk. One leading byte order mark is dropped.
 *
 * @example
 * parseServerSentEvents('event: tick\ndata: {"n":1}\n\ndata: partial')
 * // [{ event: 'tick', data: '{"n":1}' }]
 */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = []
  const parser = createParser({ onEvent: (event) => events.push(event) })
  parser.feed(text.startsWith('\uFEFF') ? text.slice(1) : text)
  return events
}

/**
 * The values of a newline-delimited JSON text (NDJSON / JSON Lines). Blank lines and lines that are not JSON
 * are skipped. The last line counts only once its newline has arrived, unless `complete` says the text is
 * whole, so the text accumulated so far can be parsed again after every chunk.
 *
 * @example
 * parseJsonLines('{"n":1}\n{"n":2}\n{"n"') // [{ n: 1 }, { n: 2 }]
 * parseJsonLines('{"n":1}\n{"n":2}', { complete: true }) // [{ n: 1 }, { n: 2 }]
 */
export function parseJsonLines(text: string, options: { complete?: boolean } = {}): unknown[] {
  const lines = completeLines(text, /\r?\n/g)
  if (options.complete === true) {
    const rest = text.slice(text.search(/[^\r\n]*$/))
    if (rest !== '') lines.push(rest)
  }
  const values: unknown[] = []
  for (const line of lines) {
    if (line.trim() === '') continue
    try {
      values.push(JSON.parse(line))
    } catch {
      // Not JSON: skipped. The accumulated text keeps it.
    }
  }
  return values
}

/** The lines of `text` that have their terminator, without it. */
function completeLines(text: string, terminator: RegExp): string[] {
  const lines: string[] = []
  let start = 0
  for (const match of text.matchAll(terminator)) {
    lines.push(text.slice(start, match.index))
    start = match.index + match[0].length
  }
  return lines
}
