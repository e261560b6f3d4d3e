import type { Environment, EnvironmentId } from '../definition/commons.js'

/**
 * Values the site configuration puts into the playground for a visitor (the `initial_state` of the docs
 * site's user claims): a bearer token, basic credentials, headers, path and query parameters. The auth state
 * reads `auth` and `headers`; the form state reads `headers`, `path_parameters` and `query_parameters`.
 */
export type PlaygroundState = {
  auth?: {
    /** May carry named options (see `parseBearerTokenOptions` of the auth state). */
    bearer_token?: string
    basic?: { username: string; password: string }
  }
  headers?: Record<string, string>
  path_parameters?: Record<string, unknown>
  query_parameters?: Record<string, unknown>
}

/**
 * The playground part of the site configuration: the initial state and per-environment overrides. Both the
 * auth state and the form state take it as it is.
 */
export type PlaygroundConfiguration = {
  initial_state?: PlaygroundState
  /**
   * Keyed by environment id; merged over `initial_state` when that environment is the effective one (see
   * {@link effectiveEnvironment}).
   */
  env_state?: Record<EnvironmentId, PlaygroundState>
}

/**
 * The playground state for an environment: `initial_state` with `env_state[environmentId]` merged over it when
 * that entry exists. The bearer token and the basic credentials of the environment replace the initial ones;
 * headers, path and query parameters are merged by name, the environment's winning. Pass the effective
 * environment id (see {@link effectiveEnvironment}), not only one the reader picked, so an endpoint's default
 * environment gets its overrides too.
 *
 * @example
 * const state = resolvePlaygroundState(siteConfig.playground, effectiveEnvironment(endpoint, picked)?.id)
 */
export function resolvePlaygroundState(
  configuration: PlaygroundConfiguration | undefined,
  environmentId: EnvironmentId | undefined,
): PlaygroundState {
  const base = configuration?.initial_state ?? {}
  const envState = configuration?.env_state
  const override =
    environmentId != null && envState != null && Object.hasOwn(envState, environmentId)
      ? envState[environmentId]
      : undefined
  if (override == null) {
    return base
  }
  const resolved: PlaygroundState = {}
  const bearerToken = override.auth?.bearer_token ?? base.auth?.bearer_token
  const basic = override.auth?.basic ?? base.auth?.basic
  if (bearerToken != null || basic != null) {
    resolved.auth = {
      ...(bearerToken == null ? {} : { bearer_token: bearerToken }),
      ...(basic == null ? {} : { basic }),
    }
  }
  const headers = mergeByName(base.headers, override.headers)
  const pathParameters = mergeByName(base.path_parameters, override.path_parameters)
  const queryParameters = mergeByName(base.query_parameters, override.query_parameters)
  if (headers != null) resolved.headers = headers
  if (pathParameters != null) resolved.path_parameters = pathParameters
  if (queryParameters != null) resolved.query_parameters = queryParameters
  return resolved
}

/**
 * The environment requests of an endpoint or channel go to: the picked one when the target declares it, else
 * the target's `defaultEnvironment`, else its first environment; `undefined` when it declares none. The base URL
 * (`selectBaseUrl` of the form state) and the site's `env_state` both follow it.
 *
 * @example
 * effectiveEnvironment({ environments: [prod, sandbox], defaultEnvironment: 'sandbox' }, undefined)?.id // 'sandbox'
 */
export function effectiveEnvironment(
  target: { environments?: Environment[] | undefined; defaultEnvironment?: EnvironmentId | undefined },
  pickedEnvironmentId: EnvironmentId | undefined,
): Environment | undefined {
  const environments = target.environments ?? []
  const byId = (id: EnvironmentId | undefined): Environment | undefined =>
    id == null ? undefined : environments.find((environment) => environment.id === id)
  return byId(pickedEnvironmentId) ?? byId(target.defaultEnvironment) ?? environments[0]
}

function mergeByName<Value>(
  first: Record<string, Value> | undefined,
  second: Record<string, Value> | undefined,
): Record<string, Value> | undefined {
  return first == null && second == null ? undefined : { ...first, ...second }
}
