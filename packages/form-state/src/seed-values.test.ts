import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { alias, definitionOf, enumOf, jsonEndpoint, optional, property } from '../test/shapes.js'

describe('adding an optional value', () => {
  const store = (): ReturnType<typeof createEndpointFormStore> =>
    createEndpointFormStore({
      definition: definitionOf([
        jsonEndpoint([
          property('captureMethod', optional(enumOf(['automatic', 'manual']))),
          property('meta', optional(alias({ type: 'unknown' }))),
        ]),
      ]),
      endpointId: 'createThing',
    })

  it('gives an enum of several values its first value, so the new row is valid', () => {
    const form = store()
    form.getState().addValue(['body', 'value', 'captureMethod'])
    expect(form.getState().formState.body).toEqual({ type: 'json', value: { captureMethod: 'automatic' } })
    expect(form.getState().errors).toEqual([])
  })

  it('gives an unknown value null, valid JSON to edit', () => {
    const form = store()
    form.getState().addValue(['body', 'value', 'meta'])
    expect(form.getState().formState.body).toEqual({ type: 'json', value: { meta: null } })
    expect(form.getState().errors).toEqual([])
  })
})
