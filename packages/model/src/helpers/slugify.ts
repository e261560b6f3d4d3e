/**
 * A URL-safe slug: lower case ASCII letters and digits separated by single hyphens; accents are dropped
 * (`Café` → `cafe`). Words split where a lower-case letter meets an upper-case one (`getUserById` →
 * `get-user-by-id`); an acronym is split from the next word only inside a single identifier
 * (`HTTPServerError` → `http-server-error`), so prose keeps its acronyms (`Get OAuth token` → `get-oauth-token`).
 */
export function slugify(text: string): string {
  const camel = text.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
  const words = /\s/.test(text.trim()) ? camel : camel.replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
  return words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
