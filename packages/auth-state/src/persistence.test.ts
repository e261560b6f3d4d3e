import { describe, expect, it } from 'vitest'
import { createAuthStore } from './auth-store.js'
import { emptyOAuthState } from './auth-values.js'
import { AUTH_STATE_STORAGE_KEY } from './constants.js'
import { MemoryStorage, quotaExceededError } from '../test/memory-storage.js'

function storageWith(value: string): MemoryStorage {
  const storage = new MemoryStorage()
  storage.setItem(AUTH_STATE_STORAGE_KEY, value)
  return storage
}

function recorder(): {
  errors: Array<[string, string]>
  onStorageError: (error: unknown, op: 'read' | 'write') => void
} {
  const errors: Array<[string, string]> = []
  return {
    errors,
    onStorageError: (error, op) => errors.push([op, error instanceof Error ? error.message : String(error)]),
  }
}

describe('persistence', () => {
  it('writes each entered scheme under its key in one JSON entry', () => {
    const storage = new MemoryStorage()
    const store = createAuthStore({ storage })
    store.getState().setBearerToken('sk_1')
    store.getState().setBasicAuth({ username: 'ada' })
    expect(JSON.parse(storage.getItem(AUTH_STATE_STORAGE_KEY) ?? 'null')).toEqual({
      bearerAuth: { token: 'sk_1' },
      basicAuth: { username: 'ada', password: '' },
    })
  })

  it('restores the entries of an earlier session', () => {
    const storage = new MemoryStorage()
    createAuthStore({ storage }).getState().setHeaderValue('X-Key', 'k1')
    const restored = createAuthStore({ storage }).getState()
    expect(restored.header).toEqual({ headers: { 'X-Key': 'k1' } })
    expect(restored.customized).toEqual({ bearerAuth: false, header: true, basicAuth: false, oauth: false })
  })

  it('does not write when nothing the reader entered changed', () => {
    const storage = new MemoryStorage()
    const store = createAuthStore({ storage })
    store.getState().setFormOpen(true)
    store.getState().toggleForm()
    expect(storage.writes).toBe(0)
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).toBeNull()
  })

  it('removes the entry once every scheme is back to its default', () => {
    const storage = new MemoryStorage()
    const store = createAuthStore({ storage })
    store.getState().setBearerToken('sk_1')
    store.getState().resetToDefault('bearerAuth')
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).toBeNull()
  })

  it('drops an entry that is not JSON and starts empty', () => {
    const { errors, onStorageError } = recorder()
    const storage = storageWith('{not json')
    const state = createAuthStore({ storage, onStorageError }).getState()
    expect(state.bearerAuth).toEqual({ token: '' })
    expect(errors.map(([op]) => op)).toEqual(['read'])
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).toBeNull()
  })

  it.each([['null'], ['[]'], ['"text"'], ['42']])('drops a stored %s that is not an object', (text) => {
    const { errors, onStorageError } = recorder()
    const state = createAuthStore({ storage: storageWith(text), onStorageError }).getState()
    expect(state.customized.bearerAuth).toBe(false)
    expect(errors).toHaveLength(1)
  })

  it('drops only the scheme entry with the wrong shape', () => {
    const { errors, onStorageError } = recorder()
    const storage = storageWith(
      JSON.stringify({
        bearerAuth: { token: 42 },
        basicAuth: { username: 'ada', password: 'pw' },
        header: { headers: [] },
      }),
    )
    const state = createAuthStore({ storage, onStorageError }).getState()
    expect(state.bearerAuth).toEqual({ token: '' })
    expect(state.header).toEqual({ headers: {} })
    expect(state.basicAuth).toEqual({ username: 'ada', password: 'pw' })
    expect(errors.map(([, message]) => message)).toEqual([
      expect.stringMatching(/bearerAuth credentials are invalid[\s\S]*token/),
      expect.stringMatching(/header credentials are invalid/),
    ])
    expect(JSON.parse(storage.getItem(AUTH_STATE_STORAGE_KEY) ?? 'null')).toEqual({
      basicAuth: { username: 'ada', password: 'pw' },
    })
  })

  it('never puts a stored value into an error message', () => {
    const { errors, onStorageError } = recorder()
    createAuthStore({
      storage: storageWith(JSON.stringify({ bearerAuth: { token: 'sk_secret', extra: 'sk_secret2' } })),
      onStorageError,
    })
    expect(errors).toHaveLength(1)
    expect(errors[0]?.[1]).not.toContain('sk_secret')
  })

  it('fills missing OAuth fields and never restores a login in progress', () => {
    const storage = storageWith(
      JSON.stringify({ oauth: { clientId: 'cid', isLoggingIn: true, isLoggedIn: true } }),
    )
    expect(createAuthStore({ storage }).getState().oauth).toEqual({
      ...emptyOAuthState(),
      clientId: 'cid',
      isLoggedIn: true,
    })
  })

  it('drops an OAuth entry with a wrong field type', () => {
    const storage = storageWith(JSON.stringify({ oauth: { selectedInputMethod: 'password' } }))
    expect(createAuthStore({ storage }).getState().customized.oauth).toBe(false)
  })

  it('starts empty when reading storage throws', () => {
    const { errors, onStorageError } = recorder()
    const storage = storageWith(JSON.stringify({ bearerAuth: { token: 'sk_1' } }))
    storage.failReads = new Error('SecurityError: access denied')
    const store = createAuthStore({ storage, onStorageError })
    expect(store.getState().bearerAuth.token).toBe('')
    expect(errors).toEqual([['read', 'SecurityError: access denied']])
    storage.failReads = undefined
    // A read that failed is no reason to erase what is stored.
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).not.toBeNull()
  })

  it('keeps credentials in memory when storage is full', () => {
    const { errors, onStorageError } = recorder()
    const storage = new MemoryStorage()
    storage.failWrites = quotaExceededError()
    const store = createAuthStore({ storage, onStorageError })
    expect(() => store.getState().setBearerToken('sk_1')).not.toThrow()
    expect(store.getState().bearerAuth.token).toBe('sk_1')
    expect(errors).toEqual([['write', 'The quota has been exceeded.']])
  })

  it('works without storage', () => {
    const store = createAuthStore({ storage: null })
    store.getState().setBearerToken('sk_1')
    expect(store.getState().bearerAuth.token).toBe('sk_1')
  })

  it('uses its own storage key when given one', () => {
    const storage = new MemoryStorage()
    createAuthStore({ storage, storageKey: 'site-a' }).getState().setBearerToken('sk_1')
    expect(storage.getItem('site-a')).not.toBeNull()
    expect(storage.getItem(AUTH_STATE_STORAGE_KEY)).toBeNull()
  })
})
