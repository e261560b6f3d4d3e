import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The classic error body of the reference registry: the error's name and its payload. */
export type ClassicErrorBody = { error: string; content: unknown }

/**
 * Answers with a classic error body, e.g. `404 {"error":"UserNotFoundError","content":{"userId":"usr_x"}}`.
 * Every route of the sample API reports its declared errors this way, except the OAuth token endpoint, which
 * speaks OAuth's own `{error, error_description}` format.
 */
export function classicError(c: Context, status: number, error: string, content: unknown): Response {
  const body: ClassicErrorBody = { error, content }
  return c.json(body, status as ContentfulStatusCode)
}

/** Answers `400 InvalidQueryError` with the parameter that was wrong and why. */
export function invalidQuery(c: Context, parameter: string, message: string): Response {
  return classicError(c, 400, 'InvalidQueryError', { parameter, message })
}
