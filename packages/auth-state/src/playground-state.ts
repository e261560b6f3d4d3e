import * as z from 'zod'

/**
 * Values the site configuration puts into the playground for a visitor (the `initial_state` of the docs
 * site's user claims): a bearer token, basic credentials, headers, path and query parameters.
 */
export type PlaygroundState = {
  auth?: {
    /** May carry named options, see `parseBearerTokenOptions`. */
    bearer_token?: string
    basic?: { username: string; password: string }
  }
  headers?: Record<string, string>
  path_parameters?: Record<string, unknown>
  query_parameters?: Record<string, unknown>
}

/** The playground part of the site configuration: the initial state and per-environment overrides. */
export type PlaygroundConfiguration = {
  initial_state?: PlaygroundState
  /** Keyed by environment id; merged over `initial_state` when that environment is the current one. */
  env_state?: Record<string, PlaygroundState>
}

/** zod schema of {@link PlaygroundState}. */
export const playgroundStateSchema: z.ZodType<PlaygroundState> = z.object({
  auth: z
    .object({
      bearer_token: z.string().optional(),
      basic: z.object({ username: z.string(), password: z.string() }).optional(),
    })
    .optional(),
  headers: z.record(z.string(), z.string()).optional(),
  path_parameters: z.record(z.string(), z.unknown()).optional(),
  query_parameters: z.record(z.string(), z.unknown()).optional(),
})

/** zod schema of {@link PlaygroundConfiguration}. */
export const playgroundConfigurationSchema: z.ZodType<PlaygroundConfiguration> = z.object({
  initial_state: playgroundStateSchema.optional(),
  env_state: z.record(z.string(), playgroundStateSchema).optional(),
})

/** The outcome of {@link parsePlaygroundConfiguration}. */
export type PlaygroundConfigurationResult =
  { success: true; data: PlaygroundConfiguration } | { success: false; error: string }

/**
 * Checks a site configuration's playground section. On failure the error names every wrong field and its path,
 * e.g. `✖ Invalid input: expected string, received number → at initial_state.auth.bearer_token`.
 */
export function parsePlaygroundConfiguration(input: unknown): PlaygroundConfigurationResult {
  const result = playgroundConfigurationSchema.safeParse(input)
  return result.success
    ? { success: true, data: result.data }
    : { success: false, error: z.prettifyError(result.error) }
}

/**
 * The playground state for an environment: `initial_state` with `env_state[environmentId]` merged over it when
 * that entry exists. The bearer token and the basic credentials of the environment replace the initial ones;
 * headers, path and query parameters are merged by name, the environment's winning.
 */
export function resolvePlaygroundState(
  configuration: PlaygroundConfiguration | undefined,
  environmentId: string | undefined,
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
  const merge = <Value>(
    first: Record<string, Value> | undefined,
    second: Record<string, Value> | undefined,
  ): Record<string, Value> | undefined =>
    first == null && second == null ? undefined : { ...first, ...second }
  const headers = merge(base.headers, override.headers)
  const pathParameters = merge(base.path_parameters, override.path_parameters)
  const queryParameters = merge(base.query_parameters, override.query_parameters)
  if (headers != null) resolved.headers = headers
  if (pathParameters != null) resolved.path_parameters = pathParameters
  if (queryParameters != null) resolved.query_parameters = queryParameters
  return resolved
}
