import { Hono } from 'hono'
import type { Context } from 'hono'
import { LIMITS } from '../limits.js'
import type { SampleApiState } from '../state.js'
import { classicError, invalidQuery } from '../support/errors.js'
import { colourFor, solidPng } from '../support/png.js'
import { enumQuery, numberQuery } from '../support/query.js'
import { ROLES } from '../users/user.js'
import type { InputResult } from '../users/user-input.js'
import { parseUserFields, parseUserPatch } from '../users/user-input.js'
import type { UserWriteResult } from '../users/user-store.js'

const AVATAR_SIZE = 16

/** `/users`: list, create, read, replace, update and delete users, and each user's avatar. */
export function userRoutes(state: SampleApiState): Hono {
  const app = new Hono()

  app.get('/', (c) => {
    const limit = numberQuery('limit', c.req.query('limit'), LIMITS.listLimit)
    if (!limit.ok) return invalidQuery(c, limit.parameter, limit.message)
    const offset = numberQuery('offset', c.req.query('offset'), LIMITS.listOffset)
    if (!offset.ok) return invalidQuery(c, offset.parameter, offset.message)
    const role = enumQuery('role', c.req.query('role'), ROLES)
    if (!role.ok) return invalidQuery(c, role.parameter, role.message)
    const tags = (c.req.queries('tag') ?? []).filter((tag) => tag !== '')
    const page = state.users.list({ role: role.value, tags, limit: limit.value, offset: offset.value })
    return c.json({ ...page, limit: limit.value, offset: offset.value })
  })

  app.post('/', async (c) => {
    const input = parseUserFields(await readJson(c))
    if (!input.ok) return validationError(c, input)
    return writeResult(c, state.users.create(input.value), 201)
  })

  app.get('/:userId', (c) => {
    const userId = c.req.param('userId')
    const user = state.users.get(userId)
    return user ? c.json(user) : userNotFound(c, userId)
  })

  app.put('/:userId', async (c) => {
    const input = parseUserFields(await readJson(c))
    if (!input.ok) return validationError(c, input)
    return writeResult(c, state.users.update(c.req.param('userId'), input.value), 200)
  })

  app.patch('/:userId', async (c) => {
    const input = parseUserPatch(await readJson(c))
    if (!input.ok) return validationError(c, input)
    return writeResult(c, state.users.update(c.req.param('userId'), input.value), 200)
  })

  app.delete('/:userId', (c) => {
    const userId = c.req.param('userId')
    return state.users.remove(userId) ? c.body(null, 204) : userNotFound(c, userId)
  })

  app.get('/:userId/avatar', (c) => {
    const userId = c.req.param('userId')
    if (state.users.get(userId) == null) return userNotFound(c, userId)
    const png = solidPng(AVATAR_SIZE, AVATAR_SIZE, colourFor(userId))
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Disposition': `inline; filename="${userId}.png"`,
      'Cache-Control': 'no-store',
    })
  })

  return app
}

// An unreadable body is reported like any other invalid input, as a ValidationError on `body`.
async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>()
  } catch {
    return undefined
  }
}

function validationError(c: Context, input: Extract<InputResult<unknown>, { ok: false }>): Response {
  return classicError(c, 400, 'ValidationError', { field: input.field, message: input.message })
}

function userNotFound(c: Context, userId: string): Response {
  return classicError(c, 404, 'UserNotFoundError', { userId })
}

function writeResult(c: Context, result: UserWriteResult, status: 200 | 201): Response {
  if (result.ok) return c.json(result.user, status)
  if (result.reason === 'emailTaken') return classicError(c, 409, 'EmailTakenError', { email: result.email })
  return userNotFound(c, c.req.param('userId') ?? '')
}
