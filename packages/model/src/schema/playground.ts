import * as z from 'zod'
import type { PlaygroundConfiguration, PlaygroundState } from '../helpers/playground-state.js'

/** zod schema of {@link PlaygroundState}; unknown keys are dropped. */
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

/** zod schema of {@link PlaygroundConfiguration}; unknown keys are dropped. */
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
