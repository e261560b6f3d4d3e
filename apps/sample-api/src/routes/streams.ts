import { Hono } from 'hono'
import type { Context } from 'hono'
import { stream, streamSSE } from 'hono/streaming'
import { LIMITS, SSE_TERMINATOR } from '../limits.js'
import { invalidQuery } from '../support/errors.js'
import { numberQuery } from '../support/query.js'
import type { QueryResult } from '../support/query.js'
import { toneByteLength, toneChunks } from '../support/wav.js'

/** `/events/sse`, `/events/ndjson` and `/audio/tone`: responses written a piece at a time. */
export function streamRoutes(): Hono {
  const app = new Hono()

  app.get('/events/sse', (c) => {
    const params = eventParams(c)
    if (!params.ok) return invalidQuery(c, params.parameter, params.message)
    const { count, intervalMs } = params.value
    return streamSSE(c, async (sse) => {
      for (let index = 1; index <= count && !sse.aborted; index++) {
        if (index > 1) await sse.sleep(intervalMs)
        await sse.writeSSE({ event: 'tick', id: String(index), data: JSON.stringify(event(index, count)) })
      }
      if (!sse.aborted) await sse.writeSSE({ data: SSE_TERMINATOR })
    })
  })

  app.get('/events/ndjson', (c) => {
    const params = eventParams(c)
    if (!params.ok) return invalidQuery(c, params.parameter, params.message)
    const { count, intervalMs } = params.value
    c.header('Content-Type', 'application/x-ndjson')
    c.header('Cache-Control', 'no-cache')
    return stream(c, async (out) => {
      for (let index = 1; index <= count && !out.aborted; index++) {
        if (index > 1) await out.sleep(intervalMs)
        await out.writeln(JSON.stringify(event(index, count)))
      }
    })
  })

  app.get('/audio/tone', (c) => {
    const seconds = numberQuery('seconds', c.req.query('seconds'), {
      ...LIMITS.toneSeconds,
      fractional: true,
    })
    if (!seconds.ok) return invalidQuery(c, seconds.parameter, seconds.message)
    const frequency = numberQuery('frequency', c.req.query('frequency'), {
      ...LIMITS.toneFrequency,
      fractional: true,
    })
    if (!frequency.ok) return invalidQuery(c, frequency.parameter, frequency.message)
    c.header('Content-Type', 'audio/wav')
    c.header('Content-Length', String(toneByteLength(seconds.value)))
    c.header('Content-Disposition', `inline; filename="tone-${frequency.value}hz.wav"`)
    return stream(c, async (out) => {
      for (const chunk of toneChunks({ seconds: seconds.value, frequency: frequency.value })) {
        if (out.aborted) return
        await out.write(new Uint8Array(chunk))
        // Yield to the event loop so each slice leaves as its own chunk rather than one coalesced write.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })
  })

  return app
}

function eventParams(c: Context): QueryResult<{ count: number; intervalMs: number }> {
  const count = numberQuery('count', c.req.query('count'), LIMITS.eventCount)
  if (!count.ok) return count
  const intervalMs = numberQuery('intervalMs', c.req.query('intervalMs'), LIMITS.eventIntervalMs)
  if (!intervalMs.ok) return intervalMs
  return { ok: true, value: { count: count.value, intervalMs: intervalMs.value } }
}

function event(index: number, count: number): { index: number; message: string; time: string } {
  return { index, message: `Event ${index} of ${count}`, time: new Date().toISOString() }
}
