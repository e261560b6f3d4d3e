/** Where in the input text or document an error was found. */
export type ErrorLocation = {
  /** JSON pointer of the offending node, when the text parsed. */
  pointer?: string
  /** 1-based line and column, for syntax errors. */
  line?: number
  column?: number
}

/**
 * The input cannot be imported at all: it is not JSON or YAML, or it is not an API definition the
 * importers know. The message says what and where; `location` has the same facts as data.
 */
export class InvalidDocumentError extends Error {
  override readonly name = 'InvalidDocumentError'
  readonly location: ErrorLocation

  constructor(message: string, location: ErrorLocation = {}) {
    super(message)
    this.location = location
  }
}

/** The messages of {@link InvalidDocumentError}, in one place. */
export const IMPORT_ERROR_MESSAGES = {
  emptyInput: 'The document is empty.',
  notAnObject: (found: string): string => `The document must be a JSON or YAML object, found ${found}.`,
  syntax: (format: string, reason: string, line?: number, column?: number): string =>
    line === undefined
      ? `Invalid ${format}: ${reason}`
      : `Invalid ${format} at line ${line}, column ${column ?? 1}: ${reason}`,
  unknownFormat:
    'Unknown API definition format: expected an "openapi" (3.0, 3.1), "swagger" (2.0), "asyncapi" (1.x, 2.x, 3.0) or "openrpc" (1.x) field at the top level.',
  unsupportedVersion: (field: string, version: string): string =>
    `Unsupported ${field} version "${version}" at /${field}.`,
  wrongFormat: (expected: string, found: string): string => `Expected ${expected} document, found ${found}.`,
  invalidField: (pointer: string, expected: string): string =>
    `Invalid document at ${pointer}: expected ${expected}.`,
  aliasBudget: (limit: number): string =>
    `The document expands to more than ${limit.toLocaleString('en-US')} extra values through YAML aliases or shared values (budget maxAliasExpansion); it is refused rather than expanded.`,
  selfReference: (pointer: string): string =>
    `The value at ${pointer} contains itself through a YAML alias or a shared value, so it has no end; the document is refused.`,
} as const
