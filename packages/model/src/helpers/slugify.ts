/**
 * A URL-safe slug: lower case ASCII letters and digits separated by single hyphens. Words split on case
 * changes too (`getUser` → `get-user`); accents are dropped (`Café` → `cafe`).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
