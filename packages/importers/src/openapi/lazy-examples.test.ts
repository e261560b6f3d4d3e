import type { EndpointDefinition, ExampleEndpointCall } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { defineLazyExamples } from './lazy-examples.js'

function endpoint(): EndpointDefinition {
  return { id: 'get-pet', method: 'GET' } as unknown as EndpointDefinition
}

const EXAMPLE = { name: 'A pet', responseStatusCode: 200 } as unknown as ExampleEndpointCall

describe('defineLazyExamples', () => {
  it('gathers once, on the first read, and shows the examples to JSON and spreads', () => {
    let gathered = 0
    const lazy = endpoint()
    defineLazyExamples(lazy, {
      gather: () => {
        gathered++
        return [EXAMPLE]
      },
    })
    expect(gathered).toBe(0)
    expect(lazy.examples).toEqual([EXAMPLE])
    expect(JSON.parse(JSON.stringify(lazy)).examples).toEqual([EXAMPLE])
    expect({ ...lazy }.examples).toEqual([EXAMPLE])
    expect(gathered).toBe(1)
  })

  it('reads as no examples when there are none, or when gathering them fails', () => {
    const none = endpoint()
    defineLazyExamples(none, { gather: () => [] })
    expect(none.examples).toBeUndefined()
    const failing = endpoint()
    defineLazyExamples(failing, {
      gather: () => {
        throw new Error('a reference the import already reported')
      },
    })
    expect(failing.examples).toBeUndefined()
    expect(() => JSON.stringify(failing)).not.toThrow()
  })
})
