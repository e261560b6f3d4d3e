import type { AuthScheme } from '@api-explorer/model'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AuthProvider, KeyInjectionProvider, useAuthStore, useAuthStoreApi, useKeyInjection } from './auth.js'
import { useAuthHeaders } from './use-auth-headers.js'

const memoryOnly = ({ children }: { children?: ReactNode }): ReactNode => (
  <AuthProvider storage={null}>{children}</AuthProvider>
)

describe('AuthProvider', () => {
  it('creates one credential store per provider, which the hooks read and update', () => {
    const { result } = renderHook(
      () => ({ token: useAuthStore((state) => state.bearerAuth.token), api: useAuthStoreApi() }),
      { wrapper: memoryOnly },
    )
    const first = result.current.api
    act(() => result.current.api.getState().setBearerToken('sk_test'))
    expect(result.current.token).toBe('sk_test')
    expect(result.current.api).toBe(first)
  })

  it('builds auth headers from the credentials, redacted on request, rebuilt only when they change', () => {
    const bearer: AuthScheme = { type: 'bearerAuth' }
    const { result } = renderHook(
      () => ({
        plain: useAuthHeaders(bearer),
        shown: useAuthHeaders(bearer, { redacted: true }),
        api: useAuthStoreApi(),
      }),
      { wrapper: memoryOnly },
    )
    act(() => result.current.api.getState().setBearerToken('sk_live_1234567890'))
    expect(result.current.plain).toEqual({
      headers: [['Authorization', 'Bearer sk_live_1234567890']],
      secrets: ['Authorization'],
      // The reader's credentials by value, so snippets can hide them wherever they appear.
      credentials: [{ value: 'sk_live_1234567890', placeholder: 'API_TOKEN' }],
    })
    expect(result.current.shown.headers[0]?.[1]).not.toContain('sk_live_1234567890')
    const before = result.current.plain
    act(() => result.current.api.getState().setFormOpen(true))
    expect(result.current.plain).toBe(before)
  })

  it('names the provider when a hook is used outside it', () => {
    expect(() => renderHook(() => useAuthStore((state) => state.bearerAuth))).toThrow(
      '`useAuthStore` must be used within `<AuthProvider>`',
    )
  })
})

describe('KeyInjectionProvider', () => {
  it('loads the configuration when mounted, feeds the injected token to the auth store, and stops when unmounted', async () => {
    const fetch = vi.fn(
      async (_url: RequestInfo | URL) =>
        new Response(JSON.stringify({ enabled: true, authenticated: true, access_token: 'injected' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    function Probe(): ReactNode {
      const enabled = useKeyInjection((state) => state.config.enabled)
      const token = useAuthStore((state) => state.bearerAuth.token)
      return <p>{`${String(enabled)} ${token}`}</p>
    }
    const view = render(
      <AuthProvider storage={null}>
        <KeyInjectionProvider fetch={fetch} currentUrl={() => 'https://docs.example.com/'}>
          <Probe />
        </KeyInjectionProvider>
      </AuthProvider>,
    )
    await waitFor(() => expect(screen.getByText('true injected')).toBeDefined())
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/fern-docs/auth/api-key-injection')
    view.unmount()
  })
})
