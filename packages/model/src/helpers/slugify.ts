/**
 * A URL-safe slug: lower case ASCII letters and digits separated by single hyphens; accents are dropped
 * (`Café` → `cafe`). Words split where a lower-case letter meets an upper-case one (`getUserById` →
 * `get-user-by-id`); an acronym is split from the next word only inside a single identifier
 * (`HTTPServerError` → `http-server-error`), so prose keeps its acronyms (`Get OAuth token` → `get-oauth-token`).
 * Linear in the length of the text.
 */
export function slugify(text: string): string {
  const camel = text.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
  const words = /\s/.test(text.trim()) ? camel : splitAcronyms(camel)
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * `HTTPServer` → `HTTP-Server`: a hyphen before the last capital of a run of capitals that a lower-case letter
 * follows. One pass over the characters; the regular expression `([A-Z]+)([A-Z][a-z])` that says the same
 * backtracks quadratically on a long run of capitals.
 */
function splitAcronyms(text: string): string {
  let result = ''
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index)
    if (index > 0 && isUpper(text.charAt(index - 1)) && isUpper(char) && isLower(text.charAt(index + 1))) {
      result += '-'
    }
    result += char
  }
  return result
}

function isUpper(char: string): boolean {
  return char >= 'A' && char <= 'Z'
}

function isLower(char: string): boolean {
  return char >= 'a' && char <= 'z'
}
