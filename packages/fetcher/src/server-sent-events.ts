import type { EventSourceMessage } from 'eventsource-parser'
import { createParser } from 'eventsource-parser'

/**
 * One server-sent event, exactly as the `eventsource-parser` library dispatches it (the proxy-fetcher reads
 * streams with the same library, so both packages agree): `data` is the `data:` lines joined with `\n`;
 * `event` is the `event:` field, absent when the event named none (an `EventSource` would call it
 * `message`); `id` is the `id:` field of this event, absent when it sent none. A `retry:` field changes the
 * reconnection time and is not part of any event.
 */
export type ServerSentEvent = EventSourceMessage

/**
 * Reads a `text/event-stream` body as events with `eventsource-parser`: UTF-8 (a BOM is dropped); lines end
 * with CRLF, LF or CR, also split across chunks; `:` lines are comments; a blank line dispatches the event;
 * an event without data is not dispatched; an event still missing its blank line when the stream ends is
 * dropped. Leaving the loop early cancels the stream.
 */
export async function* readServerSentEvents(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const ready: ServerSentEvent[] = []
  const parser = createParser({ onEvent: (event) => ready.push(event) })
  const decoder = new TextDecoder('utf-8')
  const reader = stream.getReader()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      parser.feed(decoder.decode(value, { stream: true }))
      yield* ready.splice(0)
    }
    finished = true
    parser.feed(decoder.decode())
    yield* ready.splice(0)
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}
