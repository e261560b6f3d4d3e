import { createEndpointFormStore } from '@api-explorer/form-state'
import type { ApiDefinition } from '@api-explorer/model'
import { act, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { EndpointFormProvider, useEndpointForm, useEndpointFormStore } from './endpoint-form.js'
import { useHttpRequest } from './use-http-request.js'

const definition: ApiDefinition = {
  id: 'api',
  endpoints: {
    getUser: {
      id: 'getUser',
      method: 'GET',
      path: [
        { type: 'literal', value: '/users/' },
        { type: 'pathParameter', value: 'userId' },
      ],
      environments: [{ id: 'local', baseUrl: 'http://127.0.0.1:4010' }],
      pathParameters: [
        {
          key: 'userId',
          valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
        },
      ],
    },
  },
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
}

const wrapper = ({ children }: { children?: ReactNode }): ReactNode => (
  <EndpointFormProvider definition={definition} endpointId="getUser">
    {children}
  </EndpointFormProvider>
)

describe('EndpointFormProvider', () => {
  it('creates the store once and re-renders selectors on change', () => {
    const { result } = renderHook(
      () => ({
        userId: useEndpointForm((state) => state.formState.pathParameters.userId),
        store: useEndpointFormStore(),
      }),
      { wrapper },
    )
    const { store } = result.current
    expect(result.current.userId).toBe('')
    act(() => store.getState().setParameter('pathParameters', 'userId', 'usr_ada'))
    expect(result.current.userId).toBe('usr_ada')
    expect(result.current.store).toBe(store)
  })

  it('builds the request the form describes', () => {
    const { result } = renderHook(() => ({ request: useHttpRequest(), store: useEndpointFormStore() }), {
      wrapper,
    })
    act(() => result.current.store.getState().setParameter('pathParameters', 'userId', 'a b'))
    expect(result.current.request).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:4010/users/a%20b',
      query: [],
      headers: [],
    })
  })

  it('provides a store the host created instead of creating one', () => {
    const existing = createEndpointFormStore({ definition, endpointId: 'getUser' })
    existing.getState().setParameter('pathParameters', 'userId', 'usr_kept')
    const { result } = renderHook(() => useEndpointFormStore(), {
      wrapper: ({ children }) => <EndpointFormProvider store={existing}>{children}</EndpointFormProvider>,
    })
    expect(result.current).toBe(existing)
    expect(result.current.getState().formState.pathParameters['userId']).toBe('usr_kept')
  })

  it('names the hook and the provider when used outside it', () => {
    const Orphan = (): ReactNode => <p>{String(useEndpointForm((state) => state.endpoint.id))}</p>
    expect(() => render(<Orphan />)).toThrow('`useEndpointForm` must be used within `<EndpointFormProvider>`')
    expect(screen.queryByText('getUser')).toBeNull()
  })
})
