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
export function mimeEssence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

/** One server-sent event, as the browser's `EventSource` would dispatch it. */
export type ServerSentEvent = {
  /** The `event:` field, `message` when the event named none. */
  event: string
  /** The `data:` lines, joined with `\n`. */
  data: string
  /** The last event id seen so far in the stream, when one was sent. */
  id?: string
  /** The `retry:` field of this event, in milliseconds, when it had a valid one. */
  retry?: number
}

/**
 * The complete events of a `text/event-stream` text, parsed as the HTML standard says: lines end with CRLF,
 * LF or CR; a blank line dispatches the event; `:` lines are comments; `data:` lines are joined with `\n`;
 * an event without data is not dispatched; the id carries over to later events. An event still missing its
 * blank line is left out, so the text accumulated so far can be parsed again after every chunk.
 *
 * @example
 * parseServerSentEvents('event: tick\ndata: {"n":1}\n\ndata: partial')
 * // [{ event: 'tick', data: '{"n":1}' }]
 */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const events: ServerSentEvent[] = []
  const lines = completeLines(text.startsWith('\uFEFF') ? text.slice(1) : text, /\r\n|\r|\n/g)
  let data: string[] = []
  let eventType = ''
  let lastId: string | undefined
  let retry: number | undefined
  for (const line of lines) {
    if (line === '') {
      if (data.length > 0) {
        const event: ServerSentEvent = {
          event: eventType === '' ? 'message' : eventType,
          data: data.join('\n'),
        }
        if (lastId != null) event.id = lastId
        if (retry != null) event.retry = retry
        events.push(event)
      }
      data = []
      eventType = ''
      retry = undefined
      continue
    }
    if (line.startsWith(':')) continue
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const rawValue = colon === -1 ? '' : line.slice(colon + 1)
    const value = rawValue.startsWith(' ') ? rawValue.slice(1) : rawValue
    if (field === 'data') data.push(value)
    else if (field === 'event') eventType = value
    else if (field === 'id' && !value.includes('\0')) lastId = value
    else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value)
  }
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
