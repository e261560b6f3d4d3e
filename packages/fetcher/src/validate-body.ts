import { describeError } from './classify-failure.js'

/** One failing check, as zod (3 and 4) reports it: where in the body, and what was wrong. */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[]
  readonly message: string
}

/**
 * What the optional body check needs of a schema: an async `safeParseAsync`, as every zod schema has. The
 * fetcher never imports zod at run time; any object of this shape works.
 */
export interface ResponseSchema<T> {
  safeParseAsync(
    value: unknown,
  ): Promise<{ success: true; data: T } | { success: false; error: { issues: readonly ValidationIssue[] } }>
}

/** The outcome of checking a body against its schema. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errorMessage: string }

/**
 * Parses `body` with `schema` (sync or async refinements alike). A failure is described by
 * {@link describeValidationIssues}; a refinement or transform that throws is a failure too, described by
 * what it threw.
 */
export async function validateBody<T>(
  schema: ResponseSchema<T>,
  body: unknown,
): Promise<ValidationResult<T>> {
  try {
    const result = await schema.safeParseAsync(body)
    if (result.success) return { ok: true, value: result.data }
    return { ok: false, errorMessage: describeValidationIssues(result.error.issues) }
  } catch (error) {
    return { ok: false, errorMessage: describeError(error) }
  }
}

/**
 * One sentence naming every failing path as a JSONPath from the body's root `$`:
 * `Response body failed validation at $.items[0].id: Invalid input: expected string, received number`.
 * Further issues follow as `; at <path>: <message>`. Keys that are not identifiers are quoted:
 * `$["content-type"]`.
 */
export function describeValidationIssues(issues: readonly ValidationIssue[]): string {
  if (issues.length === 0) return 'Response body failed validation'
  const parts = issues.map((issue) => `at ${formatJsonPath(issue.path)}: ${issue.message}`)
  return `Response body failed validation ${parts.join('; ')}`
}

/** A path such as `['items', 0, 'id']` as `$.items[0].id`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = '$'
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`
    else if (typeof key === 'symbol') text += `[${key.toString()}]`
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) text += `.${key}`
    else text += `[${JSON.stringify(key)}]`
  }
  return text
}
