import type { FormPath } from '@api-explorer/form-state'
import { createFormStoreCache } from '@api-explorer/form-state'
import type { ApiDefinition, EndpointDefinition, PlaygroundConfiguration } from '@api-explorer/model'
import { fireEvent, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FormStoreCacheProvider, useFormStoreCache } from './form-store-cache.js'
import { FormStoreProvider, useFormStoreApi } from './form-store.js'
import { useFormValue } from './use-form-value.js'

const getUser = (id: string): EndpointDefinition => ({
  id,
  method: 'GET',
  path: [
    { type: 'literal', value: `/${id}/` },
    { type: 'pathParameter', value: 'userId' },
  ],
  pathParameters: [
    { key: 'userId', valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } },
  ],
})
const definitionOf = (): ApiDefinition => ({
  id: 'api',
  endpoints: { first: getUser('first'), second: getUser('second') },
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
})
const definition = definitionOf()
const userId: FormPath = ['pathParameters', 'userId']

function UserIdField(): ReactNode {
  const value = useFormValue(userId)
  const store = useFormStoreApi()
  return (
    <input
      aria-label="userId"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => store.getState().setValue(userId, event.target.value)}
    />
  )
}

function Playground({ endpointId }: { endpointId: string }): ReactNode {
  const store = useFormStoreCache().endpoint(endpointId)
  return (
    <FormStoreProvider store={store}>
      <UserIdField />
    </FormStoreProvider>
  )
}

describe('FormStoreCacheProvider', () => {
  it('keeps an endpoint form while the reader visits another endpoint', () => {
    const view = (endpointId: string): ReactNode => (
      <FormStoreCacheProvider definition={definition}>
        <Playground endpointId={endpointId} />
      </FormStoreCacheProvider>
    )
    const { rerender } = render(view('first'))
    fireEvent.change(screen.getByRole('textbox', { name: 'userId' }), { target: { value: 'usr_ada' } })
    rerender(view('second'))
    expect(screen.getByRole('textbox', { name: 'userId' })).toHaveProperty('value', '')
    rerender(view('first'))
    expect(screen.getByRole('textbox', { name: 'userId' })).toHaveProperty('value', 'usr_ada')
  })

  it('keeps its cache for equal presets and starts a new one for another definition', () => {
    const presets = (): PlaygroundConfiguration => ({
      initial_state: { path_parameters: { userId: 'usr_x' } },
    })
    let props: { definition: ApiDefinition; initialState: PlaygroundConfiguration } = {
      definition,
      initialState: presets(),
    }
    const { result, rerender } = renderHook(() => useFormStoreCache(), {
      wrapper: ({ children }) => <FormStoreCacheProvider {...props}>{children}</FormStoreCacheProvider>,
    })
    const first = result.current
    expect(first.endpoint('first').getState().formState.pathParameters['userId']).toBe('usr_x')
    props = { definition, initialState: presets() }
    rerender()
    expect(result.current).toBe(first)
    props = { definition: definitionOf(), initialState: presets() }
    rerender()
    expect(result.current).not.toBe(first)
  })

  it('provides a cache the host created', () => {
    const cache = createFormStoreCache({ definition })
    const { result } = renderHook(() => useFormStoreCache(), {
      wrapper: ({ children }) => <FormStoreCacheProvider cache={cache}>{children}</FormStoreCacheProvider>,
    })
    expect(result.current).toBe(cache)
  })

  it('names the hook and the provider when used outside it', () => {
    expect(() => renderHook(() => useFormStoreCache())).toThrow(
      '`useFormStoreCache` must be used within `<FormStoreCacheProvider>`',
    )
  })
})
