import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { definitionForOrigin } from './definition/definition-for-origin.js'
import { MAX_BODY_BYTES } from './limits.js'
import { authRoutes } from './routes/auth.js'
import { diagnosticsRoutes } from './routes/diagnostics.js'
import { echoRoutes } from './routes/echo.js'
import { fileRoutes } from './routes/files.js'
import { keyInjectionRoutes } from './routes/key-injection.js'
import { roomRoutes } from './routes/rooms.js'
import { streamRoutes } from './routes/streams.js'
import { userRoutes } from './routes/users.js'
import type { SampleApiState } from './state.js'
import { classicError } from './support/errors.js'

/**
 * Every header a route sets that a browser script may want to read. CORS hides response headers from
 * scripts unless they are listed, and the playground shows them all.
 */
const EXPOSED_HEADERS = [
  'Content-Disposition',
  'Content-Length',
  'Content-Type',
  'Cache-Control',
  'WWW-Authenticate',
  'X-Request-Id',
]

/** The sample API as a Hono app over one server's state. */
export function createSampleApp(state: SampleApiState): Hono {
  const app = new Hono()
  app.use(cors({ origin: '*', exposeHeaders: EXPOSED_HEADERS, maxAge: 600 }))
  app.use(async (c, next) => {
    const requestId = c.req.header('X-Request-Id')
    await next()
    // Echoed on every route, so a client can correlate any answer with the request that caused it.
    if (requestId != null) c.res.headers.set('X-Request-Id', requestId)
  })
  // Not Hono's bodyLimit: it rebuilds the request with the global Request class, which rejects the Node
  // adapter's own request objects (we keep `overrideGlobalObjects` off). A declared length is enough here.
  app.use(async (c, next) => {
    if (Number(c.req.header('Content-Length') ?? 0) > MAX_BODY_BYTES) {
      return classicError(c, 413, 'PayloadTooLargeError', `The body is larger than ${MAX_BODY_BYTES} bytes`)
    }
    await next()
  })

  app.get('/healthz', (c) => c.text('ok'))
  app.get('/definition.json', (c) => c.json(definitionForOrigin(new URL(c.req.url).origin)))
  app.route('/users', userRoutes(state))
  app.route('/', fileRoutes())
  app.route('/', streamRoutes())
  app.route('/', authRoutes(state))
  app.route('/', keyInjectionRoutes(state))
  app.route('/', diagnosticsRoutes())
  app.route('/', roomRoutes())
  app.route('/', echoRoutes())

  app.notFound((c) =>
    classicError(c, 404, 'NotFoundError', `No route for ${c.req.method} ${new URL(c.req.url).pathname}`),
  )
  app.onError((error, c) => {
    // Auth middleware rejects by throwing an HTTPException that carries its finished 401 response.
    if (error instanceof HTTPException) return error.getResponse()
    console.error(error)
    return classicError(c, 500, 'InternalServerError', 'The sample API failed to handle the request')
  })
  return app
}
