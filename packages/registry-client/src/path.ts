/**
 * Builds a request path, percent-encoding every interpolated value as one path segment, so an id holding
 * `/`, `?` or `#` cannot change which route is called.
 */
export function path(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return strings.reduce(
    (built, literal, index) =>
      index === 0 ? literal : `${built}${encodeURIComponent(String(values[index - 1]))}${literal}`,
    '',
  )
}
