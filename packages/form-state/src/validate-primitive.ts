import type { PrimitiveType, StringPrimitive } from '@api-explorer/model'
import { checkNumber } from './check-number.js'
import { FORM_STATE_MESSAGES as MESSAGES } from './messages.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WHOLE_NUMBER = /^-?\d+$/

/**
 * Checks one primitive value, calling `fail` with a message per broken rule. A number may always be given as its
 * text (a number input keeps text a JavaScript number cannot hold, see `numberFromText`); with `asText`
 * (parameters sent as text) a boolean may be too, and a string may be given as a number or boolean.
 */
export function checkPrimitive(
  primitive: PrimitiveType,
  value: unknown,
  asText: boolean,
  fail: (message: string) => void,
): void {
  switch (primitive.type) {
    case 'string':
      checkString(primitive, value, asText, fail)
      return
    case 'integer':
    case 'long':
    case 'uint':
    case 'uint64':
    case 'double':
      checkNumber(primitive.type, primitive, value, fail)
      return
    case 'boolean':
      if (typeof value !== 'boolean' && !(asText && (value === 'true' || value === 'false'))) {
        fail(MESSAGES.boolean)
      }
      return
    case 'datetime':
      if (!(value instanceof Date && !Number.isNaN(value.getTime())) && !isDateTimeText(value)) {
        fail(MESSAGES.dateTime)
      }
      return
    case 'date':
      if (!isDateText(value)) {
        fail(MESSAGES.date)
      }
      return
    case 'uuid':
      checkText(value, UUID, MESSAGES.uuid, fail)
      return
    case 'base64':
      checkText(value, BASE64, MESSAGES.base64, fail)
      return
    case 'bigInteger':
      if (typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value))) {
        return
      }
      checkText(value, WHOLE_NUMBER, MESSAGES.bigInteger, fail)
      return
    case 'scalar':
      return
    default:
      primitive satisfies never
  }
}

/** Whether text names a moment: an ISO date-time, or a local date-time as a `datetime-local` input gives it. */
export function isDateTimeText(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
}

function isDateText(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false
  }
  const match = DATE.exec(value)
  if (match == null) {
    return false
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Text of a format: empty text passes (a blank seed), anything else must match. */
function checkText(value: unknown, format: RegExp, message: string, fail: (message: string) => void): void {
  if (typeof value !== 'string') {
    fail(MESSAGES.text)
  } else if (value !== '' && !format.test(value)) {
    fail(message)
  }
}

function checkString(
  primitive: StringPrimitive,
  value: unknown,
  asText: boolean,
  fail: (message: string) => void,
): void {
  const text =
    typeof value === 'string'
      ? value
      : asText && (typeof value === 'number' || typeof value === 'boolean')
        ? String(value)
        : undefined
  if (text === undefined) {
    fail(MESSAGES.text)
    return
  }
  // Lengths count characters as a reader does (code points), as JSON Schema does.
  const length = [...text].length
  if (primitive.minLength != null && length < primitive.minLength) {
    fail(MESSAGES.minLength(primitive.minLength))
  }
  if (primitive.maxLength != null && length > primitive.maxLength) {
    fail(MESSAGES.maxLength(primitive.maxLength))
  }
  if (primitive.regex != null) {
    const pattern = compilePattern(primitive.regex)
    if (pattern != null && !pattern.test(text)) {
      fail(MESSAGES.pattern(primitive.regex))
    }
  }
}

const MAX_CACHED_PATTERNS = 500
const patterns = new Map<string, RegExp | null>()

/**
 * A definition's regex as a JavaScript one (unanchored, as JSON Schema's `pattern`). A pattern written as a
 * JavaScript literal (`/^a+$/i`, as some definitions do) is read as one. A pattern JavaScript cannot read is not
 * enforced rather than failing every value.
 */
function compilePattern(regex: string): RegExp | null {
  const cached = patterns.get(regex)
  if (cached !== undefined) {
    return cached
  }
  const literal = /^\/(.+)\/([imsu]*)$/s.exec(regex)
  const source = literal?.[1] ?? regex
  const flags = literal?.[2] ?? ''
  let pattern: RegExp | null = null
  for (const extra of flags.includes('u') ? [''] : ['u', '']) {
    try {
      pattern = new RegExp(source, flags + extra)
      break
    } catch {
      // try without the Unicode flag
    }
  }
  if (patterns.size >= MAX_CACHED_PATTERNS) {
    patterns.clear()
  }
  patterns.set(regex, pattern)
  return pattern
}
