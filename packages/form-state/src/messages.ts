/**
 * Every message a form error can carry, in words a reader understands. The specification gives rules but no
 * wording for form validation; these follow its vocabulary (whole numbers, declared values, files).
 */
export const FORM_STATE_MESSAGES: {
  readonly required: string
  readonly notNull: string
  readonly emptyPathParameter: string
  readonly text: string
  readonly number: string
  readonly wholeNumber: string
  readonly nonNegative: string
  /** Also the low end of a kind's range (`-2147483648` for an integer): a `bigint` keeps every digit. */
  readonly minimum: (minimum: number | bigint, exclusive: boolean) => string
  /** Also the high end of a kind's range (`18446744073709551615` for a uint64). */
  readonly maximum: (maximum: number | bigint, exclusive: boolean) => string
  readonly multipleOf: (step: number) => string
  readonly minLength: (length: number) => string
  readonly maxLength: (length: number) => string
  readonly pattern: (regex: string) => string
  readonly boolean: string
  readonly dateTime: string
  readonly date: string
  readonly uuid: string
  readonly base64: string
  readonly bigInteger: string
  readonly oneOf: (values: readonly string[]) => string
  readonly literal: (value: string | boolean) => string
  readonly object: string
  readonly list: string
  /** At the level where a value goes deeper than `MAX_VALUE_DEPTH`; what is deeper is sent as it is, unchecked. */
  readonly tooDeep: (depth: number) => string
  readonly minItems: (count: number) => string
  readonly maxItems: (count: number) => string
  readonly uniqueItems: string
  readonly minEntries: (count: number) => string
  readonly maxEntries: (count: number) => string
  readonly file: string
  readonly files: string
  readonly headerName: string
  readonly headerLineBreak: string
  readonly headerLatin1: string
} = {
  required: 'This field is required',
  notNull: 'This field cannot be null',
  emptyPathParameter: 'Enter a value: a path parameter cannot be empty',
  text: 'Enter text',
  number: 'Enter a number',
  wholeNumber: 'Enter a whole number, without a fraction',
  nonNegative: 'Enter a number of 0 or more',
  minimum: (minimum, exclusive) =>
    exclusive ? `Must be greater than ${minimum}` : `Must be at least ${minimum}`,
  maximum: (maximum, exclusive) =>
    exclusive ? `Must be less than ${maximum}` : `Must be at most ${maximum}`,
  multipleOf: (step) => `Must be a multiple of ${step}`,
  minLength: (length) => `Must be at least ${length} ${length === 1 ? 'character' : 'characters'} long`,
  maxLength: (length) => `Must be at most ${length} ${length === 1 ? 'character' : 'characters'} long`,
  pattern: (regex) => `Must match the pattern ${regex}`,
  boolean: 'Must be true or false',
  dateTime: 'Enter a date and time',
  date: 'Enter a date as YYYY-MM-DD',
  uuid: 'Enter a UUID like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
  base64: 'Enter base64 text (letters, digits, +, / and = padding)',
  bigInteger: 'Enter a whole number',
  oneOf: (values) => `Choose one of the declared values: ${values.join(', ')}`,
  literal: (value) => `Must be ${JSON.stringify(value)}`,
  object: 'Must be an object',
  list: 'Must be a list',
  tooDeep: (depth) => `Nested more than ${depth} levels deep; what is deeper is sent as it is, unchecked`,
  minItems: (count) => `Add at least ${count} ${count === 1 ? 'item' : 'items'}`,
  maxItems: (count) => `Remove items: at most ${count} ${count === 1 ? 'is' : 'are'} allowed`,
  uniqueItems: 'Every item must be different',
  minEntries: (count) => `Add at least ${count} ${count === 1 ? 'entry' : 'entries'}`,
  maxEntries: (count) => `Remove entries: at most ${count} ${count === 1 ? 'is' : 'are'} allowed`,
  file: 'Choose a file',
  files: 'Choose at least one file',
  headerName: "A header name can only contain letters, digits and !#$%&'*+-.^_`|~",
  headerLineBreak: 'A header value cannot contain line breaks',
  headerLatin1: 'A header value can only contain Latin-1 characters',
}
