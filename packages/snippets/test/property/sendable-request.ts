import type { FormDataPart, HttpRequest, HttpRequestBody } from '@api-explorer/model'
import { JsonNumber } from '@api-explorer/model'
import fc from 'fast-check'

import { fileValue } from '../fidelity/file-value.js'

/**
 * Arbitraries of the requests Send can send, for the replay property (src/fidelity/replay.property.test.ts):
 * what the playground's form builds, and the awkward values a reader can type into it. Where Send refuses a
 * value (a header value with a line break or a NUL, a character outside Latin-1 in a header, a lone surrogate,
 * a body on a GET), the arbitrary does not make it: there is nothing to replay.
 */

/** Characters that are special somewhere: in URLs, shells, string literals of the eight languages, or multipart. */
const AWKWARD = '"\'`$\\%&#?=/;:,+*~!@^|<>{}[]() \t\n\r'
/** Non-ASCII text: Latin-1, wide, astral (surrogate pairs in UTF-16), a line separator, a combining mark. */
const UNICODE = ['é', 'ß', 'Zoë', '東京', '☃', '😀', '𝄞', '\u2028', 'e\u0301', '\u00a0']

/** Text a reader may type: ASCII letters, the awkward characters above and unicode, never a lone surrogate. */
const readerText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...'abcXYZ019'.split('')) },
      { weight: 3, arbitrary: fc.constantFrom(...AWKWARD.split('')) },
      { weight: 2, arbitrary: fc.constantFrom(...UNICODE) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('$HOME', '${x}', '#{y}', '%s', '%20', '{{a}}', '\\n', '"""', '<?php'),
      },
    ),
    { maxLength: 10 },
  )
  .map((pieces) => pieces.join(''))

/** A header value Send sends as it is: printable ASCII and tabs, spaces inside and around (fetch trims them). */
const headerValue: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'abc XYZ 019'.split('')),
      fc.constantFrom(...'"\'`$\\%&#?=/;:,+*~!@^|<>{}[]()\t'.split('')),
    ),
    {
      maxLength: 14,
    },
  )
  .map((pieces) => pieces.join(''))

/** Header names: custom ones in mixed case, so that repeats differ only in case. */
const headerName = fc.constantFrom(
  'X-Custom',
  'x-custom',
  'X-CUSTOM',
  'X-Trace-Id',
  'Authorization',
  'Accept',
  'X-Api-Key',
)

/** A file name the snippet can refer to in its working directory: no `/`, not starting with `-` or `.`. */
const fileName = fc
  .tuple(
    fc.constantFrom(
      'a',
      'photo',
      'Zoë',
      '東京',
      'quote"d',
      "it's",
      'sp ace',
      'semi;colon',
      'dollar$',
      'back`tick',
    ),
    fc.constantFrom('.png', '.bin', '.txt', '', '.tar.gz'),
  )
  .map(([stem, extension]) => `${stem}${extension}`)

const fileType = fc.constantFrom(
  '',
  'image/png',
  'application/octet-stream',
  'text/plain',
  'application/pdf',
  'text/csv; charset=utf-8',
)

/** Bytes of a file: empty, every byte value, or arbitrary. */
const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constant(new Uint8Array()),
  fc.constant(new Uint8Array(Array.from({ length: 256 }, (_, index) => index))),
  fc.uint8Array({ minLength: 1, maxLength: 300 }),
)

/** JSON as the form builds it: nulls, nesting, unicode and awkward strings, integers past 2^53 as typed. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e30, max: 1e30 }),
    fc
      .constantFrom('18446744073709551615', '-9223372036854775808', '9007199254740993')
      .map((text) => new JsonNumber(text)),
    readerText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(readerText, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Multipart parts: text fields (some typed), files (some empty), each file under a name of its own. */
const formParts: fc.Arbitrary<FormDataPart[]> = fc
  .array(
    fc.oneof(
      fc.record({
        kind: fc.constant('field' as const),
        name: readerText,
        value: readerText,
        contentType: fc.option(fc.constantFrom('application/json', 'text/plain', 'text/csv'), {
          nil: undefined,
        }),
      }),
      fc.record({
        kind: fc.constant('file' as const),
        name: readerText,
        fileName,
        type: fileType,
        bytes: fileBytes,
      }),
    ),
    { maxLength: 4 },
  )
  .map((parts) =>
    parts.map((part, index): FormDataPart => {
      if (part.kind === 'field') {
        return {
          name: part.name,
          type: 'field',
          value: part.value,
          ...(part.contentType === undefined ? {} : { contentType: part.contentType }),
        }
      }
      // Files are written to the snippet's directory by name: two parts must not share one.
      return {
        name: part.name,
        type: 'file',
        file: fileValue(`${index}-${part.fileName}`, part.type, part.bytes),
      }
    }),
  )

const body: fc.Arbitrary<HttpRequestBody> = fc.oneof(
  fc.record({ type: fc.constant('json' as const), value: jsonValue }),
  fc.record({
    type: fc.constant('text' as const),
    value: readerText,
    contentType: fc.constantFrom(
      'text/plain',
      'application/xml',
      'text/csv; charset=utf-8',
      'application/x-custom',
    ),
  }),
  fc.record({
    type: fc.constant('urlencoded' as const),
    fields: fc.array(fc.tuple(fc.oneof(readerText, fc.constant('tag')), readerText), { maxLength: 5 }),
  }),
  fc.record({ type: fc.constant('form-data' as const), parts: formParts }),
  fc.record({
    type: fc.constant('bytes' as const),
    file: fc.tuple(fileName, fileType, fileBytes).map(([name, type, bytes]) => fileValue(name, type, bytes)),
  }),
)

/** A request Send sends to `baseUrl`: any method it allows, a path of encoded segments, query, headers, body. */
export function sendableRequest(baseUrl: string): fc.Arbitrary<HttpRequest> {
  const path = fc
    .array(readerText, { maxLength: 3 })
    .map((segments) => segments.map((segment) => `/${encodeURIComponent(segment)}`).join(''))
  const query = fc.array(fc.tuple(fc.oneof(readerText, fc.constant('tag')), readerText), { maxLength: 4 })
  const headers = fc.array(fc.tuple(headerName, headerValue), { maxLength: 4 })
  const withoutBody = fc.record({
    method: fc.constantFrom('GET', 'HEAD', 'DELETE', 'OPTIONS'),
    path,
    query,
    headers,
  })
  const withBody = fc.record({ method: fc.constantFrom('POST', 'PUT', 'PATCH'), path, query, headers, body })
  return fc
    .oneof({ weight: 1, arbitrary: withoutBody }, { weight: 4, arbitrary: withBody })
    .map((request): HttpRequest => ({
      method: request.method,
      url: `${baseUrl}/replay${request.path}`,
      query: request.query,
      headers: request.headers,
      ...('body' in request ? { body: request.body } : {}),
    }))
}
