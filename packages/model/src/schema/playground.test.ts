import { describe, expect, it } from 'vitest'
import type { PlaygroundConfiguration } from '../helpers/playground-state.js'
import { parsePlaygroundConfiguration } from './playground.js'

describe('parsePlaygroundConfiguration', () => {
  it('accepts a valid configuration', () => {
    const configuration: PlaygroundConfiguration = {
      initial_state: { auth: { bearer_token: 't' }, headers: { 'X-Org': 'o' }, query_parameters: { n: 1 } },
      env_state: { prod: { path_parameters: { id: 'p' } } },
    }
    expect(parsePlaygroundConfiguration(configuration)).toEqual({ success: true, data: configuration })
  })

  it('names the wrong field and where it is', () => {
    const result = parsePlaygroundConfiguration({ initial_state: { auth: { bearer_token: 42 } } })
    expect(result.success).toBe(false)
    expect(result.success ? '' : result.error).toMatch(/initial_state\.auth\.bearer_token/)
  })

  it('checks the env_state entries too', () => {
    const result = parsePlaygroundConfiguration({ env_state: { prod: { headers: { 'X-Org': 1 } } } })
    expect(result.success ? '' : result.error).toMatch(/env_state\.prod\.headers\["X-Org"\]/)
  })
})
