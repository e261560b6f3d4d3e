import { describe, expect, it } from 'vitest'
import {
  formErrorsAt,
  formPathKey,
  getFormValue,
  isPathWithin,
  removeFormValue,
  setFormValue,
} from './form-path.js'

describe('form paths', () => {
  const state = { body: { value: { tags: ['a', 'b'], address: { city: 'Paris' } } } }

  it('reads the value at a path, own entries only', () => {
    expect(getFormValue(state, ['body', 'value', 'tags', 1])).toBe('b')
    expect(getFormValue(state, ['body', 'value', 'address', 'zip'])).toBeUndefined()
    expect(getFormValue(state, ['body', 'value', 'tags', 'length'])).toBeUndefined()
    expect(getFormValue(state, ['body', 'toString'])).toBeUndefined()
  })

  it('sets a value by copying only the containers on the path', () => {
    const next = setFormValue(state, ['body', 'value', 'address', 'zip'], '75001')
    expect(next.body.value.address).toEqual({ city: 'Paris', zip: '75001' })
    expect(next.body.value.tags).toBe(state.body.value.tags)
    expect(state.body.value.address).toEqual({ city: 'Paris' })
  })

  it('creates lists for number keys and objects otherwise, and appends past the end', () => {
    expect(setFormValue({}, ['a', 0, 'b'], 1)).toEqual({ a: [{ b: 1 }] })
    expect(setFormValue({ a: ['x'] }, ['a', 9], 'y')).toEqual({ a: ['x', 'y'] })
  })

  it('keeps a __proto__ key as an entry', () => {
    const next = setFormValue({}, ['headers', '__proto__'], 'x') as { headers: object }
    expect(Object.getPrototypeOf(next.headers)).toBe(Object.prototype)
    expect(Object.keys(next.headers)).toEqual(['__proto__'])
  })

  it('removes an entry or splices a list item, and returns the same object when nothing is there', () => {
    expect(removeFormValue(state, ['body', 'value', 'tags', 0]).body.value.tags).toEqual(['b'])
    expect(removeFormValue(state, ['body', 'value', 'address'])).toEqual({
      body: { value: { tags: ['a', 'b'] } },
    })
    expect(removeFormValue(state, ['body', 'nothing', 'here'])).toBe(state)
    expect(removeFormValue(state, ['body', 'value', 'tags', 5])).toBe(state)
  })

  it('names paths and finds the errors at or under one', () => {
    const errors = [
      { path: ['body', 'value', 'a'], message: 'one' },
      { path: ['body', 'value', 'a', 0], message: 'two' },
      { path: ['headers', 'X'], message: 'three' },
    ]
    expect(formPathKey(['body', 'value', 0])).toBe('["body","value",0]')
    expect(isPathWithin(['body', 'value', 'a'], ['body'])).toBe(true)
    expect(formErrorsAt(errors, ['body', 'value', 'a']).map((error) => error.message)).toEqual(['one'])
    expect(formErrorsAt(errors, ['body'], { nested: true }).map((error) => error.message)).toEqual([
      'one',
      'two',
    ])
  })
})
