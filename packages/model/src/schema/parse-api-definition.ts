import type { ApiDefinition } from '../definition/api-definition.js'
import { apiDefinitionSchema } from './api-definition.js'
import { crossReferenceIssues } from './cross-references.js'
import type { DefinitionIssue } from './issues.js'
import { definitionIssuesOf } from './issues.js'

/** The result of {@link parseApiDefinition}: the definition, or every issue found. */
export type ParseResult = { ok: true; definition: ApiDefinition } | { ok: false; errors: DefinitionIssue[] }

/**
 * Validates a parsed JSON value as an {@link ApiDefinition}: first its structure (the zod schema), then, when
 * the structure is sound, the references between its parts (see {@link crossReferenceIssues}). Never throws.
 * Unknown keys are kept as they are, unvalidated.
 */
export function parseApiDefinition(json: unknown): ParseResult {
  const parsed = apiDefinitionSchema.safeParse(json, { reportInput: true })
  if (!parsed.success) {
    return { ok: false, errors: definitionIssuesOf(parsed.error.issues) }
  }
  const errors = crossReferenceIssues(parsed.data)
  return errors.length > 0 ? { ok: false, errors } : { ok: true, definition: parsed.data }
}

/** How many issues the message of an {@link InvalidApiDefinitionError} lists. */
const LISTED_ISSUES = 3

/** Thrown by {@link parseApiDefinitionOrThrow}: the definition is invalid; `issues` lists every problem. */
export class InvalidApiDefinitionError extends Error {
  override readonly name: string = 'InvalidApiDefinitionError'
  /** Every issue found, in the order found. */
  readonly issues: readonly DefinitionIssue[]

  constructor(issues: readonly DefinitionIssue[]) {
    const listed = issues.slice(0, LISTED_ISSUES).map((issue) => `${issue.path} — ${issue.message}`)
    const more = issues.length - listed.length
    super(`Invalid API definition: ${listed.join('; ')}${more > 0 ? `; and ${more} more` : ''}`)
    this.issues = issues
  }
}

/**
 * Like {@link parseApiDefinition}, but returns the definition itself and throws an
 * {@link InvalidApiDefinitionError} when it is invalid, e.g.
 * `Invalid API definition: $.endpoints.getUser.method — expected one of "GET", …, received "FETCH"`.
 */
export function parseApiDefinitionOrThrow(json: unknown): ApiDefinition {
  const result = parseApiDefinition(json)
  if (!result.ok) {
    throw new InvalidApiDefinitionError(result.errors)
  }
  return result.definition
}
