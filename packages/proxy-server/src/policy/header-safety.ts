/** RFC 9110 token characters: what a header name may be made of. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** Characters that would end a header line early or smuggle a second one. */
const LINE_BREAKS = /[\r\n\0]/

/**
 * The first header that could inject another (a name that is not a token, or a value with CR, LF or NUL),
 * or undefined when every header is safe to send.
 */
export function unsafeHeader(headers: Iterable<readonly [string, string]>): string | undefined {
  for (const [name, value] of headers) {
    if (isUnsafeHeader(name, value)) {
      return name
    }
  }
  return undefined
}

/** Whether one header could inject another: a name that is not a token, or a value with CR, LF or NUL. */
export function isUnsafeHeader(name: string, value: string): boolean {
  return !TOKEN.test(name) || LINE_BREAKS.test(value)
}
