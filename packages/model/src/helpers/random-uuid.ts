/**
 * A random version-4 UUID (the playground's `idempotency_key` Generate button, unnamed downloads). `crypto.randomUUID` exists only in secure contexts (https, localhost), and docs are
 * sometimes served over plain http, so the bytes come from `getRandomValues`, which exists everywhere.
 */
export function randomUuid(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
