import { wellFormed } from './well-formed.js'

/** Text `URLSearchParams` leaves as it is: ASCII alphanumerics and `*-._`. */
const UNCHANGED = /^[A-Za-z0-9*\-._]*$/

/** What `encodeURIComponent` leaves or writes that the form encoding writes otherwise. */
const FORM_DIFFERENCES: Readonly<Record<string, string>> = {
  '%20': '+',
  '!': '%21',
  "'": '%27',
  '(': '%28',
  ')': '%29',
  '~': '%7E',
}

/**
 * One name or value as `URLSearchParams` serialises it (the `application/x-www-form-urlencoded` serializer):
 * UTF-8 bytes percent-encoded except ASCII alphanumerics and `*-._`, space as `+`, a lone surrogate as U+FFFD.
 * Written out because constructing a `URLSearchParams` per field was the largest cost of a cURL snippet.
 */
export function formUrlEncodeComponent(text: string): string {
  if (UNCHANGED.test(text)) return text
  return encodeURIComponent(wellFormed(text)).replace(
    /%20|[!'()~]/g,
    (match) => FORM_DIFFERENCES[match] ?? match,
  )
}

/** `new URLSearchParams(fields).toString()`, byte for byte. */
export function formUrlEncode(fields: ReadonlyArray<readonly [string, string]>): string {
  let text = ''
  for (let index = 0; index < fields.length; index++) {
    const [name, value] = fields[index] as readonly [string, string]
    text += `${index === 0 ? '' : '&'}${formUrlEncodeComponent(name)}=${formUrlEncodeComponent(value)}`
  }
  return text
}
