import { describe, expect, it } from 'vitest'
import { createEndpointFormStore } from './endpoint-form-store.js'
import { alias, definitionOf, jsonEndpoint, optional, property } from '../test/shapes.js'

const unknownShape = optional(alias({ type: 'unknown' }))

describe('draft errors', () => {
  const store = (): ReturnType<typeof createEndpointFormStore> =>
    createEndpointFormStore({
      definition: definitionOf([jsonEndpoint([property('meta', unknownShape)])]),
      endpointId: 'createThing',
    })

  it('lists a problem an input reports next to the validation errors, and clears it', () => {
    const form = store()
    form.getState().setDraftError(['body', 'value', 'meta'], 'Not valid JSON: Unexpected token')
    expect(form.getState().errors).toEqual([
      { path: ['body', 'value', 'meta'], message: 'Not valid JSON: Unexpected token' },
    ])
    form.getState().setDraftError(['body', 'value', 'meta'], undefined)
    expect(form.getState().errors).toEqual([])
  })

  it('keeps a reported problem across edits of other fields', () => {
    const form = store()
    form.getState().setDraftError(['body', 'value', 'meta'], 'Not valid JSON')
    form.getState().setValue(['headers', 'X-Trace'], 'abc')
    expect(form.getState().errors.map((error) => error.message)).toEqual(['Not valid JSON'])
  })

  it('does not notify subscribers when the same problem is reported again', () => {
    const form = store()
    form.getState().setDraftError(['body', 'value', 'meta'], 'Not valid JSON')
    let notified = 0
    form.subscribe(() => (notified += 1))
    form.getState().setDraftError(['body', 'value', 'meta'], 'Not valid JSON')
    expect(notified).toBe(0)
  })
})

describe('form resets', () => {
  it('counts the times the form is replaced as a whole, not edits', () => {
    const form = createEndpointFormStore({
      definition: definitionOf([jsonEndpoint([property('meta', optional(alias({ type: 'unknown' })))])]),
      endpointId: 'createThing',
    })
    expect(form.getState().resets).toBe(0)
    form.getState().setValue(['headers', 'X-Trace'], 'abc')
    expect(form.getState().resets).toBe(0)
    form.getState().clear()
    form.getState().applyExample()
    expect(form.getState().resets).toBe(2)
  })
})
