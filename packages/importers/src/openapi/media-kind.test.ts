import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { mediaKind } from './media-types.js'

/** The definition the remembered classes replace: every question asked again on every call. */
function byRegularExpressions(mediaType: string, schema: unknown): string {
  const semicolon = mediaType.indexOf(';')
  const type = (semicolon === -1 ? mediaType : mediaType.slice(0, semicolon)).trim().toLowerCase()
  const object = typeof schema === 'object' && schema !== null && !Array.isArray(schema)
  const fields = (object ? schema : {}) as Record<string, unknown>
  const binarySchema =
    object &&
    (fields['type'] === 'file' ||
      fields['format'] === 'binary' ||
      (fields['contentMediaType'] !== undefined &&
        fields['contentEncoding'] === undefined &&
        fields['type'] !== 'object'))
  if (object && fields['type'] === 'file') return 'binary'
  if (type === 'text/event-stream') return 'event-stream'
  if (/^application\/(x-)?(ndjson|jsonl|json-seq|jsonlines|x-jsonlines)$/.test(type)) return 'json-lines'
  if (type.startsWith('multipart/')) return 'multipart'
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded'
  if (
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'text/json' ||
    (type === '*/*' && !binarySchema)
  ) {
    return 'json'
  }
  if (binarySchema) return 'binary'
  const binaryTypes = [
    'application/octet-stream',
    'application/pdf',
    'application/zip',
    'application/gzip',
    'application/x-tar',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/msword',
  ]
  if (/^(image|audio|video|font)\//.test(type) || binaryTypes.includes(type)) return 'binary'
  if (type.startsWith('text/') || type.endsWith('+xml') || type === 'application/xml') return 'text'
  if (type.includes('json')) return 'json'
  return object && fields['type'] === 'string' ? 'text' : 'binary'
}

const TYPES = [
  'application/json',
  'Application/JSON',
  ' application/json ',
  'application/json; charset=utf-8',
  'application/problem+json',
  'text/json',
  'application/x-ndjson',
  'application/jsonl',
  'application/x-json-seq',
  'application/jsonlines',
  'application/x-x-jsonlines',
  'application/x-jsonlines',
  'application/x-x-ndjson',
  'text/event-stream',
  'multipart/form-data',
  'multipart/mixed+json',
  'application/x-www-form-urlencoded',
  '*/*',
  'image/png',
  'font/woff2',
  'application/pdf',
  'application/octet-stream',
  'text/plain',
  'application/xml',
  'application/atom+xml',
  'application/vnd.kubernetes.protobuf',
  'application/json;stream=watch',
  'application/yaml',
  'application/vnd.api.json-ish',
  'weird',
  '',
]

const SCHEMAS = [
  undefined,
  null,
  'text',
  [],
  {},
  { type: 'file' },
  { type: 'string' },
  { type: 'string', format: 'binary' },
  { type: 'object', contentMediaType: 'image/png' },
  { contentMediaType: 'image/png' },
  { contentMediaType: 'image/png', contentEncoding: 'base64' },
]

describe('mediaKind', () => {
  it('classes every media type as the regular expressions did, with every kind of schema', () => {
    for (const type of TYPES) {
      for (const schema of SCHEMAS) {
        expect(mediaKind(type, schema), `${JSON.stringify(type)} with ${JSON.stringify(schema)}`).toBe(
          byRegularExpressions(type, schema),
        )
      }
    }
  })

  it('agrees with the regular expressions on any text, asked more than once', () => {
    const piece = fc.constantFrom(
      'application/',
      'text/',
      'multipart/',
      'x-',
      'json',
      'ndjson',
      '+json',
      '+xml',
      'xml',
      '*/*',
      ';',
      ' ',
      'A',
      'image/',
      'event-stream',
      'jsonl',
      '-seq',
      'lines',
    )
    const type = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.array(piece, { maxLength: 6 }).map((p) => p.join('')),
    )
    fc.assert(
      fc.property(type, fc.constantFrom(...SCHEMAS), (mediaType, schema) => {
        expect(mediaKind(mediaType, schema)).toBe(byRegularExpressions(mediaType, schema))
        // The second answer comes from the remembered class.
        expect(mediaKind(mediaType, schema)).toBe(byRegularExpressions(mediaType, schema))
      }),
      { numRuns: 3000 },
    )
  })
})
