/**
 * How deep the form walks a value (an example, a default, what the reader typed) along its shape: deeper
 * levels are kept exactly as they are, unconverted and unchecked, and validation says so once. A document can
 * nest an example thousands of levels deep, and every level of a recursive walk is a stack frame; a browser
 * gives out somewhere between 5,000 and 12,000 of them, and the RangeError then would blank the explorer.
 * Real request bodies stay within a few dozen levels.
 */
export const MAX_VALUE_DEPTH = 500
