import { describe, expect, it } from 'vitest'
import type { Environment } from '../definition/commons.js'
import type { PlaygroundConfiguration } from './playground-state.js'
import { effectiveEnvironment, resolvePlaygroundState } from './playground-state.js'

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

describe('effectiveEnvironment', () => {
  const prod: Environment = { id: 'prod', baseUrl: 'https://api.example.com' }
  const sandbox: Environment = { id: 'sandbox', baseUrl: 'https://sandbox.example.com' }

  it('is the picked environment when the target declares it', () => {
    expect(
      effectiveEnvironment({ environments: [prod, sandbox], defaultEnvironment: 'prod' }, 'sandbox'),
    ).toBe(sandbox)
  })

  it('falls back to the default environment, then to the first', () => {
    const target = { environments: [prod, sandbox], defaultEnvironment: 'sandbox' }
    expect(effectiveEnvironment(target, undefined)).toBe(sandbox)
    expect(effectiveEnvironment(target, 'unknown')).toBe(sandbox)
    expect(effectiveEnvironment({ environments: [prod, sandbox] }, 'unknown')).toBe(prod)
    expect(
      effectiveEnvironment({ environments: [prod, sandbox], defaultEnvironment: 'gone' }, undefined),
    ).toBe(prod)
  })

  it('is undefined without environments', () => {
    expect(effectiveEnvironment({}, 'prod')).toBeUndefined()
  })

  it('picks the env_state of a default environment nobody picked', () => {
    const target = {
      environments: [
        { id: 'dev', baseUrl: 'x' },
        { id: 'prod.example.api', baseUrl: 'y' },
      ],
    }
    const environmentId = effectiveEnvironment(
      { ...target, defaultEnvironment: 'prod.example.api' },
      undefined,
    )?.id
    expect(resolvePlaygroundState(configuration, environmentId).auth?.bearer_token).toBe('prod')
  })
})
