import { describe, expect, it } from 'vitest'
import type { PlaygroundConfiguration } from './playground-state.js'
import { parsePlaygroundConfiguration, resolvePlaygroundState } from './playground-state.js'

const configuration: PlaygroundConfiguration = {
  initial_state: {
    auth: { bearer_token: 'initial', basic: { username: 'ada', password: 'pw' } },
    headers: { 'X-Org': 'org_1', 'X-Team': 'team_1' },
    path_parameters: { userId: 'usr_1' },
    query_parameters: { limit: 10 },
  },
  env_state: {
    'prod.example.api': {
      auth: { bearer_token: 'prod' },
      headers: { 'X-Org': 'org_prod' },
      query_parameters: { region: 'eu' },
    },
  },
}

describe('resolvePlaygroundState', () => {
  it('is the initial state when no environment matches', () => {
    expect(resolvePlaygroundState(configuration, 'dev.example.api')).toBe(configuration.initial_state)
    expect(resolvePlaygroundState(configuration, undefined)).toBe(configuration.initial_state)
  })

  it('merges the matching env_state over the initial state', () => {
    expect(resolvePlaygroundState(configuration, 'prod.example.api')).toEqual({
      auth: { bearer_token: 'prod', basic: { username: 'ada', password: 'pw' } },
      headers: { 'X-Org': 'org_prod', 'X-Team': 'team_1' },
      path_parameters: { userId: 'usr_1' },
      query_parameters: { limit: 10, region: 'eu' },
    })
  })

  it('uses the env_state alone when there is no initial state', () => {
    expect(resolvePlaygroundState({ env_state: { e: { auth: { bearer_token: 't' } } } }, 'e')).toEqual({
      auth: { bearer_token: 't' },
    })
  })

  it('is empty without configuration', () => {
    expect(resolvePlaygroundState(undefined, 'e')).toEqual({})
  })

  it('ignores inherited keys as environment ids', () => {
    expect(resolvePlaygroundState({ env_state: {} }, 'constructor')).toEqual({})
  })
})

describe('parsePlaygroundConfiguration', () => {
  it('accepts a valid configuration', () => {
    expect(parsePlaygroundConfiguration(configuration)).toEqual({ success: true, data: configuration })
  })

  it('names the wrong field and where it is', () => {
    const result = parsePlaygroundConfiguration({ initial_state: { auth: { bearer_token: 42 } } })
    expect(result.success).toBe(false)
    expect(result.success ? '' : result.error).toMatch(/initial_state\.auth\.bearer_token/)
  })
})
