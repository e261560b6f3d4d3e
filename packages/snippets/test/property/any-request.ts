import type { FileValue, FormDataPart, HttpRequest, HttpRequestBody } from '@api-explorer/model'
import { JsonNumber } from '@api-explorer/model'
import fc from 'fast-check'

import type { CustomSnippetPayload } from '../../src/sdk/template-types.js'

/**
 * Arbitraries of every value `HttpRequest`'s type admits, for the generation property: not only what the
 * playground builds, but what a tooling author passes in from elsewhere (a HAR file, another client): empty and
 * missing parts, `undefined` and `null` values, empty strings, unicode (lone surrogates included) and control
 * characters in every position, duplicate and mixed-case headers, repeated query keys, unknown content types.
 */

/** Text with anything in it: full unicode, lone surrogates, C0 controls, DEL, and the characters shells treat specially. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(
        ...'\u0000\t\n\r\u001b\u007f"\'`$\\%&#?=/;:, {}[]()<>|*!~^\u2028\u00e9\u2603\ud83d\ude00\ud800'.split(
          '',
        ),
      ),
      maxLength: 16,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '$HOME',
      '${x}',
      '#{y}',
      '`id`',
      '%s',
      '{{a}}',
      '"""',
      "'''",
      '\\',
      '\\u0000',
      'null',
      'undefined',
    ),
  },
)

const headerName = fc.oneof(
  fc.constantFrom(
    'Content-Type',
    'content-type',
    'CONTENT-TYPE',
    'Authorization',
    'authorization',
    'Accept',
    'X-Api-Key',
    'x-api-key',
    'Cookie',
    'Host',
    'Content-Length',
    'Transfer-Encoding',
    'User-Agent',
  ),
  anyText,
)

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/vnd.api+json',
    'text/plain',
    'text/plain; charset=utf-8',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/octet-stream',
    'image/png',
    '',
  ),
  anyText,
)

/** A file as the playground stores it, possibly empty, with any name and type. */
export const anyFile: fc.Arbitrary<FileValue> = fc
  .record({
    name: fc.oneof(anyText, fc.constantFrom('a.png', 'data.bin', 'dir/a b.txt', '')),
    type: contentType,
    bytes: fc.uint8Array({ maxLength: 64 }),
    relativePath: fc.option(anyText, { nil: undefined }),
  })
  .map(({ name, type, bytes, relativePath }) => ({
    name,
    type,
    size: bytes.length,
    lastModified: 0,
    dataUrl: `data:${type};base64,${Buffer.from(bytes).toString('base64')}`,
    ...(relativePath === undefined ? {} : { relativePath }),
  }))

const formPart: fc.Arbitrary<FormDataPart> = fc.oneof(
  fc.record(
    { name: anyText, type: fc.constant('field' as const), value: anyText, contentType: contentType },
    { requiredKeys: ['name', 'type', 'value'] },
  ),
  fc.record({ name: anyText, type: fc.constant('file' as const), file: anyFile }),
)

/** JSON-ish values as a caller might hand them in: `undefined`, `null`, exact big numbers, odd keys, nesting. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(undefined),
    fc.constant(null),
    fc.boolean(),
    fc.double(),
    fc.integer(),
    fc
      .constantFrom(
        '18446744073709551615',
        '-9223372036854775808',
        '1e400',
        '0.1000000000000000055511151231257827',
        '-0',
      )
      .map((text) => new JsonNumber(text)),
    anyText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(anyText, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Any body the type admits, empty lists included. */
export const anyBody: fc.Arbitrary<HttpRequestBody> = fc.oneof(
  fc.record({ type: fc.constant('json' as const), value: anyJsonValue }),
  fc.record({ type: fc.constant('text' as const), value: anyText, contentType }),
  fc.record({
    type: fc.constant('urlencoded' as const),
    fields: fc.array(fc.tuple(anyText, anyText), { maxLength: 5 }),
  }),
  fc.record({ type: fc.constant('form-data' as const), parts: fc.array(formPart, { maxLength: 4 }) }),
  fc.record({ type: fc.constant('bytes' as const), file: anyFile }),
)

/** Any request the type admits. */
export const anyHttpRequest: fc.Arbitrary<HttpRequest> = fc.record(
  {
    method: fc.oneof(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'get', 'TRACE'),
      anyText,
    ),
    url: fc.oneof(
      fc.constant('https://api.example.com'),
      fc
        .tuple(
          fc.constantFrom(
            'https://api.example.com',
            'http://127.0.0.1:8080/v1',
            'https://user:pw@example.com',
          ),
          anyText,
        )
        .map(([base, path]) => `${base}/${path}`),
      fc.webUrl({ withFragments: true, withQueryParameters: true }),
      anyText,
    ),
    query: fc.array(fc.tuple(fc.oneof(anyText, fc.constantFrom('tag', 'q')), anyText), { maxLength: 5 }),
    headers: fc.array(fc.tuple(headerName, anyText), { maxLength: 5 }),
    body: anyBody,
    secrets: fc.array(headerName, { maxLength: 2 }),
    credentials: fc.array(
      fc.record({
        value: anyText,
        placeholder: fc.constantFrom('API_TOKEN', 'PASSWORD', 'CLIENT_SECRET', ''),
      }),
      { maxLength: 2 },
    ),
    protocol: fc.record({ type: fc.constant('openrpc' as const), methodName: anyText }),
  },
  { requiredKeys: ['method', 'url', 'query', 'headers'] },
)

const parameter = (names: readonly string[]): fc.Arbitrary<{ name: string; value: unknown }> =>
  fc.record({ name: fc.oneof(fc.constantFrom(...names), anyText), value: anyJsonValue })

/**
 * Any payload an SDK snippet may be asked to write: the endpoint's own parameter names (so values land where a
 * template or the generator reads them) and others, with any values, a body of any shape, any credentials.
 */
export function anySdkPayload(names: readonly string[]): fc.Arbitrary<CustomSnippetPayload> {
  return fc.record(
    {
      pathParameters: fc.array(parameter(names), { maxLength: 3 }),
      queryParameters: fc.array(parameter(names), { maxLength: 3 }),
      headers: fc.array(parameter(names), { maxLength: 2 }),
      requestBody: fc.oneof(
        anyJsonValue,
        fc.dictionary(fc.oneof(fc.constantFrom(...names), anyText), anyJsonValue, { maxKeys: 6 }),
      ),
      auth: fc.oneof(
        fc.record({ type: fc.constant('bearer' as const), token: anyText }),
        fc.record({ type: fc.constant('basic' as const), username: anyText, password: anyText }),
      ),
    },
    { requiredKeys: [] },
  )
}
