import * as z from 'zod'

const PROTO = '__proto__'

/**
 * `z.record(z.string(), valueSchema)` for the objects of a definition keyed by ids or names from the data.
 * zod drops an own `__proto__` key from a record (it guards the plain object it builds against a prototype
 * change), but in JSON `__proto__` is a key like any other: a type or a form field may be called that. Here the
 * entry is validated like the others and kept as an own property, in its place; an invalid one is reported at
 * its path (`$.types.__proto__.…`).
 */
export function jsonRecord<T>(valueSchema: z.ZodType<T>): z.ZodType<Record<string, T>> {
  const record = z.record(z.string(), valueSchema)
  return z.unknown().transform((input, context) => {
    const parsed = record.safeParse(input, { reportInput: true })
    const issues: z.core.$ZodIssue[] = parsed.success ? [] : [...parsed.error.issues]
    let own: { value: T } | undefined
    if (isJsonObject(input) && Object.hasOwn(input, PROTO)) {
      const entry = valueSchema.safeParse(input[PROTO], { reportInput: true })
      if (entry.success) {
        own = { value: entry.data }
      } else {
        issues.push(...entry.error.issues.map((issue) => ({ ...issue, path: [PROTO, ...issue.path] })))
      }
    }
    if (issues.length > 0 || !parsed.success) {
      // Already finalized by the inner parse; the enclosing parse prefixes their paths.
      context.issues.push(...(issues as z.core.$ZodRawIssue[]))
      return z.NEVER
    }
    if (own === undefined || !isJsonObject(input)) {
      return parsed.data
    }
    const { value } = own
    // `Object.fromEntries` defines every key as an own property, `__proto__` included, in input order.
    return Object.fromEntries(
      Object.keys(input).map((key): [string, T | undefined] => [
        key,
        key === PROTO ? value : parsed.data[key],
      ]),
    ) as Record<string, T>
  })
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
