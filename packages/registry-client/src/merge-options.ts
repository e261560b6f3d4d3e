import type { RetryPolicy } from '@api-explorer/fetcher'

/**
 * Header layers merged under lower-cased names, later layers winning. A value of `undefined` removes the
 * header whatever the case it was set in, so `{authorization: undefined}` removes `Authorization`.
 */
export function mergeHeaders(
  ...layers: readonly Readonly<Record<string, string | undefined>>[]
): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = {}
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer)) merged[name.toLowerCase()] = value
  }
  return merged
}

/** Retry settings of one level (client or call): a `maxRetries` shorthand and policy fields. */
export interface RetryLevel {
  readonly maxRetries?: number
  readonly retry?: Partial<RetryPolicy>
}

/**
 * The retry policy fields of a call: the client's, then the call's, field by field. At each level
 * `retry.maxRetries` wins over `maxRetries` (as in the fetcher), and any call setting wins over the client's.
 * Undefined when neither level sets anything.
 */
export function mergeRetry(client: RetryLevel, call: RetryLevel): Partial<RetryPolicy> | undefined {
  const merged = { ...levelFields(client), ...levelFields(call) }
  return Object.keys(merged).length === 0 ? undefined : merged
}

function levelFields(level: RetryLevel): Partial<RetryPolicy> {
  const fields: Record<string, unknown> =
    level.maxRetries === undefined ? {} : { maxRetries: level.maxRetries }
  for (const [name, value] of Object.entries(level.retry ?? {})) if (value !== undefined) fields[name] = value
  return fields as Partial<RetryPolicy>
}
