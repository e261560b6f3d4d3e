/**
 * Messages about a form's structure (repeated set items), beside `FORM_STATE_MESSAGES`, in the same words a
 * reader understands.
 */
export const FORM_STRUCTURE_MESSAGES: {
  /** At a set item equal to an earlier one (the set itself says `FORM_STATE_MESSAGES.uniqueItems`). */
  readonly duplicateItem: string
} = {
  duplicateItem: 'This value is already in the set',
}
