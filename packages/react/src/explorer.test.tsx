import { createExplorer } from '@api-explorer/core'
import type { ApiDefinition } from '@api-explorer/model'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { useAuthStore } from './auth.js'
import { useEndpointForm } from './endpoint-form.js'
import { ExplorerProvider, useExplorer, useExplorerState } from './explorer.js'
import { EndpointScope, useEndpointSession, useSendStatus } from './explorer-scopes.js'

const STRING = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } as const

const definition: ApiDefinition = {
  id: 'api',
  endpoints: {
    getUser: {
      id: 'getUser',
      displayName: 'Get user',
      method: 'GET',
      path: [
        { type: 'literal', value: '/users/' },
        { type: 'pathParameter', value: 'userId' },
      ],
      environments: [{ id: 'local', baseUrl: 'http://localhost:4010' }],
      pathParameters: [{ key: 'userId', valueShape: STRING }],
      auth: ['bearer'],
    },
  },
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: { bearer: { type: 'bearerAuth' } },
}

const options = { definition, authStorage: null, formStorage: null, preferenceStorage: null } as const

describe('ExplorerProvider', () => {
  it('makes one explorer for its parts, whose stores the hooks below read', () => {
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <ExplorerProvider {...options}>
        <EndpointScope endpoint="get-user">{children}</EndpointScope>
      </ExplorerProvider>
    )
    const { result } = renderHook(
      () => ({
        explorer: useExplorer(),
        session: useEndpointSession(),
        path: useEndpointForm((state) => state.endpoint.id),
        token: useAuthStore((state) => state.bearerAuth.token),
      }),
      { wrapper },
    )
    expect(result.current.session).toBe(result.current.explorer.endpoint('getUser'))
    expect(result.current.path).toBe('getUser')
    act(() => result.current.explorer.auth.getState().setBearerToken('sk_1'))
    expect(result.current.token).toBe('sk_1')
  })

  it('provides an explorer made elsewhere, shared with whoever else holds it', () => {
    const explorer = createExplorer(options)
    function Language(): ReactNode {
      return <p>{useExplorerState((state) => state.snippetLanguage)}</p>
    }
    render(
      <ExplorerProvider explorer={explorer}>
        <Language />
      </ExplorerProvider>,
    )
    act(() => explorer.setSnippetLanguage('python'))
    expect(screen.getByText('python')).toBeDefined()
  })

  it('applies a new proxy and sendDisabled to the explorer it made, and keeps it working under StrictMode', () => {
    function Status(): ReactNode {
      const { blocked } = useSendStatus()
      const proxy = useExplorerState((state) => state.settings.proxyUrl)
      return (
        <p>
          {String(blocked)} {proxy}
        </p>
      )
    }
    const page = (proxyUrl: string, sendDisabled: boolean) => (
      <StrictMode>
        <ExplorerProvider
          {...options}
          proxyUrl={proxyUrl}
          sendDisabled={sendDisabled}
          pageHostname={() => 'localhost'}
        >
          <EndpointScope endpoint="getUser">
            <Status />
          </EndpointScope>
        </ExplorerProvider>
      </StrictMode>
    )
    const { rerender } = render(page('http://127.0.0.1:1', false))
    expect(screen.getByText('undefined http://127.0.0.1:1')).toBeDefined()
    rerender(page('http://127.0.0.1:2', true))
    expect(screen.getByText('disabled http://127.0.0.1:2')).toBeDefined()
  })

  it('names the provider a hook needs', () => {
    expect(() => renderHook(() => useExplorer())).toThrow(
      '`useExplorer` must be used within `<ExplorerProvider>`',
    )
    expect(() => renderHook(() => useEndpointSession())).toThrow(
      '`useEndpointSession` must be used within `<EndpointScope>`',
    )
  })
})
