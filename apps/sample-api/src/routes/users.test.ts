import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

describe('users routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  const json = (body: unknown): RequestInit => ({
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

  it('lists the three seeded users with the default page', async () => {
    const response = await fetch(`${api.url}/users`)
    expect(response.status).toBe(200)
    const page = (await response.json()) as { users: Array<{ id: string }>; total: number }
    expect(page).toMatchObject({ total: 3, limit: 20, offset: 0 })
    expect(page.users.map((user) => user.id)).toEqual(['usr_ada', 'usr_grace', 'usr_alan'])
  })

  it('filters by role, by any of several tags, and pages', async () => {
    const byRole = await (await fetch(`${api.url}/users?role=viewer`)).json()
    expect(byRole).toMatchObject({ total: 1, users: [{ id: 'usr_alan' }] })

    const byTags = await (await fetch(`${api.url}/users?tag=engines&tag=compilers`)).json()
    expect(byTags).toMatchObject({ total: 2, users: [{ id: 'usr_ada' }, { id: 'usr_grace' }] })

    const paged = await (await fetch(`${api.url}/users?tag=math&limit=1&offset=1`)).json()
    expect(paged).toMatchObject({ total: 2, limit: 1, offset: 1, users: [{ id: 'usr_alan' }] })
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    ['role=owner', 'role'],
  ])('rejects %s with InvalidQueryError', async (query, parameter) => {
    const response = await fetch(`${api.url}/users?${query}`)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; content: { parameter: string; message: string } }
    expect(body.error).toBe('InvalidQueryError')
    expect(body.content.parameter).toBe(parameter)
    expect(body.content.message).toContain(parameter)
  })

  it('gets Ada and echoes X-Request-Id', async () => {
    const response = await fetch(`${api.url}/users/usr_ada`, { headers: { 'X-Request-Id': 'req_42' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-request-id')).toBe('req_42')
    expect(await response.json()).toEqual({
      id: 'usr_ada',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'admin',
      tags: ['math', 'engines'],
      createdAt: '2024-01-15T09:30:00.000Z',
    })
  })

  it('answers an unknown id with UserNotFoundError', async () => {
    const response = await fetch(`${api.url}/users/usr_nobody`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'UserNotFoundError', content: { userId: 'usr_nobody' } })
  })

  it('creates, replaces, updates and deletes a user', async () => {
    const created = await fetch(`${api.url}/users`, {
      method: 'POST',
      ...json({ name: 'Katherine Johnson', email: 'katherine@example.com' }),
    })
    expect(created.status).toBe(201)
    const user = (await created.json()) as { id: string; createdAt: string }
    expect(user).toMatchObject({ name: 'Katherine Johnson', role: 'member', tags: [] })
    expect(user.id).toMatch(/^usr_[0-9a-f]{8}$/)
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt)

    const replaced = await fetch(`${api.url}/users/${user.id}`, {
      method: 'PUT',
      ...json({ name: 'Katherine G. Johnson', email: 'kgj@example.com', role: 'admin', tags: ['orbits'] }),
    })
    expect(replaced.status).toBe(200)
    expect(await replaced.json()).toMatchObject({ id: user.id, name: 'Katherine G. Johnson', role: 'admin' })

    const updated = await fetch(`${api.url}/users/${user.id}`, {
      method: 'PATCH',
      ...json({ role: 'viewer' }),
    })
    expect(await updated.json()).toMatchObject({
      name: 'Katherine G. Johnson',
      role: 'viewer',
      tags: ['orbits'],
    })

    const deleted = await fetch(`${api.url}/users/${user.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(204)
    expect(await deleted.text()).toBe('')
    expect((await fetch(`${api.url}/users/${user.id}`)).status).toBe(404)
    expect((await fetch(`${api.url}/users/${user.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it.each([
    [{ email: 'x@example.com' }, 'name'],
    [{ name: 'X' }, 'email'],
    [{ name: '  ', email: 'x@example.com' }, 'name'],
    [{ name: 'X', email: 'not-an-email' }, 'email'],
    [{ name: 'X', email: 'x@example.com', role: 'owner' }, 'role'],
    [{ name: 'X', email: 'x@example.com', tags: 'math' }, 'tags'],
    [[1, 2], 'body'],
  ])('rejects the create body %j with a ValidationError on %s', async (body, field) => {
    const response = await fetch(`${api.url}/users`, { method: 'POST', ...json(body) })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'ValidationError', content: { field } })
  })

  it('rejects a body that is not JSON with a ValidationError on body', async () => {
    const response = await fetch(`${api.url}/users`, { method: 'POST', body: '{oops' })
    expect(await response.json()).toMatchObject({ error: 'ValidationError', content: { field: 'body' } })
  })

  it('refuses an email another user has, in any case', async () => {
    const created = await fetch(`${api.url}/users`, {
      method: 'POST',
      ...json({ name: 'Ada Again', email: 'ADA@example.com' }),
    })
    expect(created.status).toBe(409)
    expect(await created.json()).toEqual({ error: 'EmailTakenError', content: { email: 'ADA@example.com' } })

    const patched = await fetch(`${api.url}/users/usr_grace`, {
      method: 'PATCH',
      ...json({ email: 'alan@example.com' }),
    })
    expect(patched.status).toBe(409)
  })

  it('answers writes to an unknown user with UserNotFoundError', async () => {
    const response = await fetch(`${api.url}/users/usr_nobody`, {
      method: 'PUT',
      ...json({ name: 'X', email: 'x@example.com' }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'UserNotFoundError', content: { userId: 'usr_nobody' } })
  })

  it('serves a real PNG avatar per user', async () => {
    const response = await fetch(`${api.url}/users/usr_grace/avatar`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect((await fetch(`${api.url}/users/usr_nobody/avatar`)).status).toBe(404)
  })
})
