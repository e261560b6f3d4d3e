import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { readDocument } from '../src/shared/read-document.js'

/** The shared fixture directory of real public API definitions. */
export const FIXTURE_DIR: string = fileURLToPath(
  new URL('../../../../shared/fixtures/specs/', import.meta.url),
)

/** The fixture files (every API definition, not the sources table). */
export function fixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => /\.(json|ya?ml)$/.test(file))
    .sort()
}

/** A fixture's text. */
export function fixtureText(file: string): string {
  return readFileSync(FIXTURE_DIR + file, 'utf8')
}

/** A fixture parsed. */
export function fixtureDocument(file: string): Record<string, unknown> {
  return readDocument(fixtureText(file))
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/**
 * The number of operations a document declares, counted as the fixtures' SOURCES.md counts them:
 * HTTP methods under `paths` (OpenAPI, Swagger), `methods` (OpenRPC), publish + subscribe per channel (AsyncAPI 2),
 * `operations` (AsyncAPI 3), topics (AsyncAPI 1).
 */
export function operationCount(document: Record<string, unknown>): number {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  if (document['openapi'] !== undefined || document['swagger'] !== undefined) {
    return Object.values(record(document['paths'])).reduce<number>(
      (count, item) => count + HTTP_METHODS.filter((method) => record(item)[method] !== undefined).length,
      0,
    )
  }
  if (document['openrpc'] !== undefined) {
    return Array.isArray(document['methods']) ? document['methods'].length : 0
  }
  const version = String(document['asyncapi'])
  if (version.startsWith('1.')) return Object.keys(record(document['topics'])).length
  if (version.startsWith('2.')) {
    return Object.values(record(document['channels'])).reduce<number>(
      (count, channel) =>
        count +
        (record(channel)['publish'] === undefined ? 0 : 1) +
        (record(channel)['subscribe'] === undefined ? 0 : 1),
      0,
    )
  }
  return Object.keys(record(document['operations'])).length
}
