/** A parsed query value, or the message that says what was wrong with it. */
export type QueryResult<T> = { ok: true; value: T } | { ok: false; parameter: string; message: string }

/** Bounds and default of a numeric query parameter. */
export type NumberRule = {
  minimum: number
  maximum: number
  default: number
  /** Whether fractions are allowed (e.g. `seconds=0.5`); integers only when false. */
  fractional?: boolean
}

/**
 * Parses a numeric query parameter within bounds. A missing or empty value gives the default; anything
 * else that is not a number in range is an error naming the parameter and the accepted range.
 */
export function numberQuery(name: string, raw: string | undefined, rule: NumberRule): QueryResult<number> {
  if (raw == null || raw === '') return { ok: true, value: rule.default }
  const value = Number(raw)
  const kind = rule.fractional ? 'a number' : 'an integer'
  const valid =
    raw.trim() !== '' &&
    Number.isFinite(value) &&
    (rule.fractional || Number.isInteger(value)) &&
    value >= rule.minimum &&
    value <= rule.maximum
  if (!valid) {
    return {
      ok: false,
      parameter: name,
      message: `${name} must be ${kind} between ${rule.minimum} and ${rule.maximum}, got "${raw}"`,
    }
  }
  return { ok: true, value }
}

/** Parses an optional query parameter restricted to a set of values. */
export function enumQuery<T extends string>(
  name: string,
  raw: string | undefined,
  values: readonly T[],
): QueryResult<T | undefined> {
  if (raw == null || raw === '') return { ok: true, value: undefined }
  if ((values as readonly string[]).includes(raw)) return { ok: true, value: raw as T }
  return { ok: false, parameter: name, message: `${name} must be one of ${values.join(', ')}, got "${raw}"` }
}
