/**
 * Hides most of a secret while keeping it recognisable (the reference playground's rule): under 28
 * characters, the first character, 25 `*` and the last two; otherwise the first 12 and last 12 characters around
 * `....`. Blank values stay as they are. Snippets and auth headers shown to the reader both use it.
 */
export function redactSecret(secret: string): string {
  if (secret.trim() === '') {
    return secret
  }
  if (secret.length < 28) {
    return `${secret.slice(0, 1)}${'*'.repeat(25)}${secret.slice(-2)}`
  }
  return `${secret.slice(0, 12)}....${secret.slice(-12)}`
}
