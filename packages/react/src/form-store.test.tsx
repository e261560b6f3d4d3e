import type { FormPath } from '@api-explorer/form-state'
import { createEndpointFormStore, createWebSocketFormStore } from '@api-explorer/form-state'
import type { ApiDefinition, TypeShape } from '@api-explorer/model'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { FormStoreProvider, useFormStore, useFormStoreApi } from './form-store.js'
import {
  useAbsentOptionalKeys,
  useFormErrors,
  useFormKeys,
  useFormValue,
  useSelectedVariantIndex,
} from './use-form-value.js'

const text = (minLength?: number): TypeShape => ({
  type: 'alias',
  value: { type: 'primitive', value: { type: 'string', ...(minLength == null ? {} : { minLength }) } },
})
const optional = (shape: TypeShape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })
const pet: TypeShape = {
  type: 'discriminatedUnion',
  discriminant: 'kind',
  variants: [
    { discriminantValue: 'cat', extends: [], properties: [{ key: 'name', valueShape: text() }] },
    { discriminantValue: 'dog', extends: [], properties: [{ key: 'name', valueShape: text() }] },
  ],
}
const definition: ApiDefinition = {
  id: 'api',
  endpoints: {
    createUser: {
      id: 'createUser',
      method: 'POST',
      path: [{ type: 'literal', value: '/users' }],
      requests: [
        {
          contentType: 'application/json',
          body: {
            type: 'object',
            extends: [],
            properties: [
              { key: 'name', valueShape: text(2) },
              { key: 'city', valueShape: text(1) },
              { key: 'nickname', valueShape: optional(text()) },
              {
                key: 'labels',
                valueShape: { type: 'alias', value: { type: 'map', keyShape: text(), valueShape: text() } },
              },
            ],
          },
        },
      ],
    },
  },
  websockets: {
    pets: { id: 'pets', path: [], messages: [{ type: 'adopt', origin: 'client', body: pet }] },
  },
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
}
const createStore = () => createEndpointFormStore({ definition, endpointId: 'createUser' })
const name: FormPath = ['body', 'value', 'name']
const city: FormPath = ['body', 'value', 'city']
const labels: FormPath = ['body', 'value', 'labels']

function Field({ label, path, renders }: { label: string; path: FormPath; renders: string[] }): ReactNode {
  renders.push(label)
  const value = useFormValue(path)
  const errors = useFormErrors(path)
  const store = useFormStoreApi()
  return (
    <label>
      {label}
      <input
        value={typeof value === 'string' ? value : ''}
        aria-invalid={errors.length > 0}
        onChange={(event) => store.getState().setValue(path, event.target.value)}
      />
    </label>
  )
}

describe('form hooks', () => {
  it('re-render a field when its own value or errors change, not when a sibling is edited', () => {
    const store = createStore()
    const renders: string[] = []
    render(
      <FormStoreProvider store={store}>
        <Field label="Name" path={name} renders={renders} />
        <Field label="City" path={city} renders={renders} />
      </FormStoreProvider>,
    )
    expect(renders).toEqual(['Name', 'City'])
    // Each keystroke changes the form's errors (the name's minimum length), never the city's.
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'A' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ada' } })
    expect(renders).toEqual(['Name', 'City', 'Name', 'Name'])
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Ada')
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Paris' } })
    expect(renders.slice(4)).toEqual(['City'])
    expect(screen.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('false')
  })

  it('give the keys of an object, anew only when keys come or go', () => {
    const store = createStore()
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <FormStoreProvider store={store}>{children}</FormStoreProvider>
    )
    const { result } = renderHook(() => useFormKeys(labels), { wrapper })
    expect(result.current).toEqual([])
    act(() => void store.getState().addMapEntry(labels))
    const first = result.current
    expect(first).toEqual([''])
    act(() => store.getState().setValue([...labels, ''], 'blue'))
    expect(result.current).toBe(first)
    act(() => void store.getState().renameMapKey(labels, '', 'color'))
    expect(result.current).toEqual(['color'])
    expect(renderHook(() => useFormKeys(name), { wrapper }).result.current).toEqual([])
  })

  it('list the absent optional properties, the same array while they stay the same', () => {
    const store = createStore()
    const { result } = renderHook(() => useAbsentOptionalKeys(['body', 'value']), {
      wrapper: ({ children }) => <FormStoreProvider store={store}>{children}</FormStoreProvider>,
    })
    const first = result.current
    expect(first).toEqual(['nickname'])
    act(() => store.getState().setValue(name, 'Ada'))
    expect(result.current).toBe(first)
    act(() => store.getState().addValue(['body', 'value', 'nickname']))
    expect(result.current).toEqual([])
  })

  it('serve a websocket form alike, with the nested errors of a section and the picked variant', () => {
    const store = createWebSocketFormStore({ definition, channelId: 'pets' })
    const path: FormPath = ['messages', 'adopt']
    const { result } = renderHook(
      () => ({
        index: useSelectedVariantIndex(path, pet),
        errors: useFormErrors(['messages'], { nested: true }),
        types: useFormStore((state) => state.definition.types),
      }),
      { wrapper: ({ children }) => <FormStoreProvider store={store}>{children}</FormStoreProvider> },
    )
    expect(result.current.index).toBe(0)
    act(() => store.getState().switchVariant(path, 1))
    expect(result.current.index).toBe(1)
    expect(store.getState().formState.messages['adopt']).toEqual({ kind: 'dog', name: '' })
    act(() => store.getState().setValue([...path, 'kind'], 'fish'))
    expect(result.current.index).toBe(-1)
    expect(result.current.errors.map((error) => error.path)).toEqual([['messages', 'adopt', 'kind']])
    expect(result.current.types).toBe(definition.types)
  })

  it('name the hook and the provider when used outside it', () => {
    expect(() => renderHook(() => useFormValue(name))).toThrow(
      '`useFormValue` must be used within `<FormStoreProvider>`',
    )
    expect(() => renderHook(() => useFormStoreApi())).toThrow('`useFormStoreApi` must be used within')
  })
})
