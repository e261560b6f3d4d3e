import { createHash } from 'node:crypto'

/** Hex SHA-256 of some bytes, as the upload echoes report it. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}
