/** One server-sent event, as the HTML standard's parser dispatches it. */
export interface ServerSentEvent {
  /** The `event:` field; absent when the event named none (an `EventSource` would call it `message`). */
  event?: string
  /** The `data:` lines joined with `\n`. */
  data: string
  /** The last event id seen so far in the stream (ids carry over to later events); absent when none or reset. */
  id?: string
  /** The `retry:` field of this event in ms, when it had one made of digits only. */
  retry?: number
}

/**
 * Reads a `text/event-stream` body as events, parsed as the HTML standard says: UTF-8 with an optional BOM;
 * lines end with CRLF, LF or CR (also split across chunks); `:` lines are comments; `data:` lines are joined
 * with `\n`; a blank line dispatches the event; an event without data is not dispatched; a final event
 * missing its blank line is dropped. Leaving the loop early cancels the stream.
 */
export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const parser = new ServerSentEventParser()
  const decoder = new TextDecoder('utf-8', { ignoreBOM: false })
  const reader = stream.getReader()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      yield* parser.push(decoder.decode(value, { stream: true }))
    }
    finished = true
    yield* parser.push(decoder.decode(), true)
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

/** Parses an event-stream text in one go; see {@link readServerSentEvents}. */
export function parseServerSentEvents(text: string): ServerSentEvent[] {
  const parser = new ServerSentEventParser()
  return parser.push(text.startsWith('\uFEFF') ? text.slice(1) : text, true)
}

/** The standard's parser state: fed text chunk by chunk, it returns the events each chunk completes. */
class ServerSentEventParser {
  #pending = ''
  #data: string[] = []
  #eventType = ''
  #lastId = ''
  #retry: number | undefined

  push(chunk: string, end = false): ServerSentEvent[] {
    const events: ServerSentEvent[] = []
    let text = this.#pending + chunk
    let start = 0
    for (;;) {
      const match = /\r\n|\r|\n/g
      match.lastIndex = start
      const found = match.exec(text)
      if (!found) break
      // A CR at the very end may be the first half of a CRLF that the next chunk completes.
      if (found[0] === '\r' && found.index === text.length - 1 && !end) break
      const event = this.#line(text.slice(start, found.index))
      if (event) events.push(event)
      start = found.index + found[0].length
    }
    text = text.slice(start)
    this.#pending = end ? '' : text
    return events
  }

  #line(line: string): ServerSentEvent | undefined {
    if (line === '') return this.#dispatch()
    if (line.startsWith(':')) return undefined
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? '' : line.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'data') this.#data.push(value)
    else if (field === 'event') this.#eventType = value
    else if (field === 'id' && !value.includes('\0')) this.#lastId = value
    else if (field === 'retry' && /^\d+$/.test(value)) this.#retry = Number(value)
    return undefined
  }

  #dispatch(): ServerSentEvent | undefined {
    const data = this.#data
    const eventType = this.#eventType
    const retry = this.#retry
    this.#data = []
    this.#eventType = ''
    this.#retry = undefined
    if (data.length === 0) return undefined
    const event: ServerSentEvent = { data: data.join('\n') }
    if (eventType !== '') event.event = eventType
    if (this.#lastId !== '') event.id = this.#lastId
    if (retry != null) event.retry = retry
    return event
  }
}
