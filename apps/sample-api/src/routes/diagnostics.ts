import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import { LIMITS } from '../limits.js'
import { classicError, invalidQuery } from '../support/errors.js'
import { numberQuery } from '../support/query.js'

/** `/slow` (answers late) and `/fail` (answers with the error status asked for). */
export function diagnosticsRoutes(): Hono {
  const app = new Hono()

  app.get('/slow', async (c) => {
    const delayMs = numberQuery('delayMs', c.req.query('delayMs'), LIMITS.delayMs)
    if (!delayMs.ok) return invalidQuery(c, delayMs.parameter, delayMs.message)
    try {
      // The request's signal fires when the client goes away, so an abandoned wait ends at once.
      await sleep(delayMs.value, undefined, { signal: c.req.raw.signal })
    } catch {
      // Nobody is left to read this; 499 is the conventional "client closed request" status.
      return new Response(null, { status: 499 })
    }
    return c.json({ delayedMs: delayMs.value })
  })

  app.get('/fail', (c) => {
    const status = numberQuery('status', c.req.query('status'), LIMITS.failStatus)
    if (!status.ok) return invalidQuery(c, status.parameter, status.message)
    return classicError(
      c,
      status.value,
      'InternalServerError',
      `Failure requested with status ${status.value}`,
    )
  })

  return app
}
