import { describe, expect, it } from 'vitest'
import { parseUserFields, parseUserPatch } from './user-input.js'

describe('parseUserFields', () => {
  it('fills role and tags with their defaults and trims the name', () => {
    expect(parseUserFields({ name: ' Ada ', email: 'ada@example.com' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', role: 'member', tags: [] },
    })
  })

  it('names the first missing or invalid field', () => {
    expect(parseUserFields(null)).toMatchObject({ ok: false, field: 'body' })
    expect(parseUserFields({ email: 'a@b.co' })).toMatchObject({ ok: false, field: 'name' })
    expect(parseUserFields({ name: 'A', email: 'a@b' })).toMatchObject({ ok: false, field: 'email' })
    expect(parseUserFields({ name: 'x'.repeat(101), email: 'a@b.co' })).toMatchObject({ field: 'name' })
    expect(parseUserFields({ name: 'A', email: 'a@b.co', tags: [''] })).toMatchObject({ field: 'tags' })
  })
})

describe('parseUserPatch', () => {
  it('keeps only the fields sent and ignores read-only ones', () => {
    expect(parseUserPatch({ role: 'viewer', id: 'usr_x', createdAt: 'now' })).toEqual({
      ok: true,
      value: { role: 'viewer' },
    })
    expect(parseUserPatch({})).toEqual({ ok: true, value: {} })
  })

  it('validates each field it gets', () => {
    expect(parseUserPatch({ role: 'owner' })).toMatchObject({ ok: false, field: 'role' })
    expect(parseUserPatch({ tags: Array.from({ length: 11 }, () => 't') })).toMatchObject({ field: 'tags' })
  })
})
