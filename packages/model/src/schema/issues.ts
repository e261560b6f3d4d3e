import type * as z from 'zod'

/** One problem found in an API definition: where (a JSONPath-like path) and what. */
export type DefinitionIssue = {
  /** Where the problem is, e.g. `$.endpoints["get-user"].path[1].type`. */
  path: string
  /** What is wrong, e.g. `expected one of "literal", "pathParameter", received "segment"`. */
  message: string
}

/** One step of a path into a definition: an object key or an array index. */
export type PathSegment = string | number

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

/**
 * A path as JSONPath-like text: `$` for the root, `.key` for keys that are identifiers, `["key"]` (JSON
 * quoted) for other keys, `[0]` for array indices. `['endpoints', 'get-user', 'path', 1]` →
 * `$.endpoints["get-user"].path[1]`.
 */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '$'
  for (const segment of path) {
    if (typeof segment === 'number') {
      text += `[${segment}]`
    } else if (typeof segment === 'string') {
      text += IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`
    } else {
      text += `[${String(segment)}]`
    }
  }
  return text
}

/** The issues of a failed zod parse, with formatted paths and messages that say what was expected. */
export function definitionIssuesOf(issues: readonly z.core.$ZodIssue[]): DefinitionIssue[] {
  return issues.map((issue) => ({ path: formatPath(issuePath(issue)), message: issueMessage(issue) }))
}

/** A failed discriminator is reported at the discriminator key itself (`….path[1].type`). */
function issuePath(issue: z.core.$ZodIssue): readonly PropertyKey[] {
  const { path } = issue
  if (issue.code === 'invalid_union' && issue.discriminator != null && path.at(-1) !== issue.discriminator) {
    return [...path, issue.discriminator]
  }
  return path
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  record: 'an object',
  array: 'an array',
  nonoptional: 'a value',
}

function expectedName(expected: string): string {
  return EXPECTED_NAMES[expected] ?? expected
}

/** How a received value is named in a message: its kind, with the value itself for short scalars. */
function describeValue(value: unknown): string {
  if (value === null) {
    return 'null'
  }
  if (Array.isArray(value)) {
    return 'an array'
  }
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
    case 'number':
    case 'boolean':
      return String(value)
    case 'object':
      return 'an object'
    default:
      return typeof value
  }
}

function oneOf(values: readonly unknown[]): string {
  const quoted = values.map((value) => (typeof value === 'string' ? JSON.stringify(value) : String(value)))
  return quoted.length === 1 ? (quoted[0] ?? '') : `one of ${quoted.join(', ')}`
}

function received(value: unknown): string {
  return value === undefined ? '' : `, received ${describeValue(value)}`
}

function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `missing; expected ${expectedName(issue.expected)}`
        : `expected ${expectedName(issue.expected)}${received(issue.input)}`
    case 'invalid_value':
      return `expected ${oneOf(issue.values)}${received(issue.input)}`
    case 'invalid_union':
      return unionMessage(issue)
    case 'too_small':
      return `expected ${bound(issue.origin, issue.inclusive === false ? '>' : '>=', issue.minimum)}${received(issue.input)}`
    case 'too_big':
      return `expected ${bound(issue.origin, issue.inclusive === false ? '<' : '<=', issue.maximum)}${received(issue.input)}`
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}${received(issue.input)}`
    default:
      return issue.message
  }
}

function bound(origin: string, operator: string, limit: number | bigint): string {
  switch (origin) {
    case 'string':
      return `a length ${operator} ${String(limit)}`
    case 'array':
    case 'set':
      return `a number of items ${operator} ${String(limit)}`
    default:
      return `a number ${operator} ${String(limit)}`
  }
}

function unionMessage(issue: z.core.$ZodIssueInvalidUnion): string {
  const { discriminator } = issue
  const options = 'options' in issue ? issue.options : undefined
  if (discriminator != null && options != null) {
    const input: unknown = issue.input
    const tag =
      input != null && typeof input === 'object'
        ? (input as Record<string, unknown>)[discriminator]
        : undefined
    return tag === undefined
      ? `missing; expected ${oneOf(options)}`
      : `expected ${oneOf(options)}${received(tag)}`
  }
  if (issue.message !== 'Invalid input') {
    return `${issue.message}${received(issue.input)}`
  }
  const expected = issue.errors.flatMap((branch) =>
    branch.flatMap((inner) =>
      inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : [],
    ),
  )
  return expected.length > 0
    ? `expected ${expected.map(expectedName).join(' or ')}${received(issue.input)}`
    : `matches none of the accepted forms${received(issue.input)}`
}
