import type { EndpointDefinition, ErrorResponse, HttpResponseDefinition } from '@api-explorer/model'
import { MAX_BODY_BYTES } from '../limits.js'
import {
  EXAMPLE_BOUNDARY,
  KITCHEN_SINK_EXAMPLE_BODY,
  KITCHEN_SINK_EXAMPLE_BYTES_BASE64,
  echoOf,
  exampleMultipartBody,
} from './kitchen-sink-examples.js'
import {
  boolean,
  classicError,
  datetime,
  endpoint,
  integer,
  list,
  optional,
  primitive,
  property,
  ref,
  string,
} from './shapes.js'

/** The ids of the kitchen-sink endpoints, in definition order. */
export const KITCHEN_SINK_ENDPOINT_IDS = [
  'kitchenSinkJson',
  'kitchenSinkMultipart',
  'kitchenSinkBytes',
  'kitchenSinkParameters',
] as const

/** The id of a kitchen-sink endpoint. */
export type KitchenSinkEndpointId = (typeof KITCHEN_SINK_ENDPOINT_IDS)[number]

/** The subpackage the kitchen sink sits in. */
export const KITCHEN_SINK_SUBPACKAGE = 'kitchenSink'

const LOCAL_HOST = { name: 'host', value: '127.0.0.1:4010' }

const echoResponse: HttpResponseDefinition = {
  statusCode: 200,
  description: 'Exactly what arrived: method, path, query, headers, the body as base64 and text, its parts.',
  body: { type: 'alias', value: { type: 'id', id: 'EchoResponse' } },
}

const payloadTooLarge: ErrorResponse = classicError(
  'PayloadTooLargeError',
  413,
  `The body is larger than ${MAX_BODY_BYTES} bytes (20 MiB).`,
  { shape: string(), example: `The body is larger than ${MAX_BODY_BYTES} bytes` },
)

const jsonText = JSON.stringify(KITCHEN_SINK_EXAMPLE_BODY)
const multipartBody = exampleMultipartBody()
const multipartContentType = `multipart/form-data; boundary=${EXAMPLE_BOUNDARY}`
const bytes = Buffer.from(KITCHEN_SINK_EXAMPLE_BYTES_BASE64, 'base64')

const parameterExample = {
  path: '/echo/kitchen-sink/calendar/2024-02-29/items/42',
  pathParameters: { day: '2024-02-29', itemId: 42 },
  queryParameters: {
    sequence: 12345678901234,
    include: ['high', 'urgent'],
    ids: [1, 2, 3],
    since: '2024-01-01T00:00:00Z',
    dryRun: true,
    q: 'a b&c',
  },
  headers: {
    'X-Priority': 'high',
    'X-Trace-Id': '5f0c6e2a-8d3b-4c1e-9a7f-2b6d8e4c1a3f',
    'X-Retry-Count': 2,
    'Idempotency-Key': 'retry-safe-123',
  },
}

/**
 * The kitchen sink: four endpoints that POST to `/echo` and between them use every value shape of the
 * definition model, so a playground (or a test) can try each form control against a server that shows exactly
 * what it received.
 */
export const KITCHEN_SINK_ENDPOINTS: Record<KitchenSinkEndpointId, EndpointDefinition> = {
  kitchenSinkJson: endpoint(KITCHEN_SINK_SUBPACKAGE, 'POST', '/echo/kitchen-sink/json', {
    id: 'kitchenSinkJson',
    displayName: 'Every JSON shape',
    description: [
      'A JSON body with **every value shape** of the definition model:',
      '',
      '- every primitive: strings with rules, a password, numbers with bounds, dates, UUIDs, base64, big integers',
      '- an enum with descriptions, literals, `unknown`, nullable and optional values',
      '- lists, sets, maps with string and enum keys, objects nested three deep, a recursive tree',
      '- discriminated unions (3 and 6 variants) and undiscriminated ones (3 and 6 variants)',
      '',
      'The server echoes the request back, so the response shows the JSON exactly as the form sent it.',
    ].join('\n'),
    requests: [
      {
        contentType: 'application/json',
        body: { type: 'alias', value: { type: 'id', id: 'KitchenSinkBody' } },
      },
    ],
    responses: [echoResponse],
    errors: [payloadTooLarge],
    examples: [
      {
        name: 'Everything filled',
        path: '/echo/kitchen-sink/json',
        responseStatusCode: 200,
        requestBody: { type: 'json', value: KITCHEN_SINK_EXAMPLE_BODY },
        responseBody: {
          type: 'json',
          value: echoOf({
            method: 'POST',
            path: '/echo/kitchen-sink/json',
            headers: [
              LOCAL_HOST,
              { name: 'content-type', value: 'application/json' },
              { name: 'content-length', value: String(Buffer.byteLength(jsonText)) },
            ],
            contentType: 'application/json',
            body: Buffer.from(jsonText),
          }),
        },
      },
    ],
  }),
  kitchenSinkMultipart: endpoint(KITCHEN_SINK_SUBPACKAGE, 'POST', '/echo/kitchen-sink/multipart', {
    id: 'kitchenSinkMultipart',
    displayName: 'Every form field',
    description:
      'A multipart form with a text field, a required file, a list of files, an audio file (`audio/webm`), a ' +
      'JSON part and an exploded list. The echo lists every part in arrival order with its size and SHA-256.',
    requests: [
      {
        contentType: 'multipart/form-data',
        body: {
          type: 'formData',
          fields: [
            {
              type: 'property',
              key: 'caption',
              valueShape: optional(string({ maxLength: 200 })),
              description: 'A plain text field.',
            },
            { type: 'file', key: 'document', isOptional: false, description: '**Required.** Any file.' },
            {
              type: 'files',
              key: 'attachments',
              isOptional: true,
              description: 'Any number of files, each sent as its own `attachments` part.',
            },
            {
              type: 'file',
              key: 'recording',
              isOptional: true,
              contentType: 'audio/webm',
              description: 'A voice memo: the browser can record one.',
              availability: 'Beta',
            },
            {
              type: 'property',
              key: 'metadata',
              valueShape: ref('KitchenSinkMetadata'),
              contentType: 'application/json',
              description: 'JSON sent as an `application/json` part.',
            },
            {
              type: 'property',
              key: 'labels',
              valueShape: optional(list(string())),
              exploded: true,
              description: 'Each label is sent as its own `labels` part.',
            },
          ],
        },
      },
    ],
    responses: [echoResponse],
    errors: [payloadTooLarge],
    examples: [
      {
        name: 'Files, JSON and labels',
        path: '/echo/kitchen-sink/multipart',
        responseStatusCode: 200,
        requestBody: {
          type: 'form',
          value: {
            caption: { type: 'json', value: 'Everything a form can send' },
            document: { type: 'filename', value: 'notes.txt' },
            attachments: { type: 'filenames', value: ['pixel.png', 'data.csv'] },
            recording: { type: 'filename', value: 'memo.webm' },
            metadata: { type: 'json', value: { author: 'Ada', priority: 'high', tags: ['demo'] } },
            labels: { type: 'exploded', value: ['kitchen', 'sink'] },
          },
        },
        responseBody: {
          type: 'json',
          value: echoOf({
            method: 'POST',
            path: '/echo/kitchen-sink/multipart',
            headers: [
              LOCAL_HOST,
              { name: 'content-type', value: multipartContentType },
              { name: 'content-length', value: String(multipartBody.length) },
            ],
            contentType: multipartContentType,
            body: multipartBody,
          }),
        },
      },
    ],
  }),
  kitchenSinkBytes: endpoint(KITCHEN_SINK_SUBPACKAGE, 'POST', '/echo/kitchen-sink/bytes', {
    id: 'kitchenSinkBytes',
    displayName: 'Raw bytes',
    description:
      'The body is a file sent as is (`application/octet-stream`). Bytes that are not UTF-8 come back as base64 ' +
      'only (`bodyText` is `null`).',
    requests: [
      {
        contentType: 'application/octet-stream',
        body: { type: 'bytes', isOptional: false, contentType: 'application/octet-stream' },
      },
    ],
    responses: [echoResponse],
    errors: [payloadTooLarge],
    examples: [
      {
        name: 'PNG signature',
        path: '/echo/kitchen-sink/bytes',
        responseStatusCode: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
        requestBody: { type: 'bytes', value: { type: 'base64', value: KITCHEN_SINK_EXAMPLE_BYTES_BASE64 } },
        responseBody: {
          type: 'json',
          value: echoOf({
            method: 'POST',
            path: '/echo/kitchen-sink/bytes',
            headers: [
              LOCAL_HOST,
              { name: 'content-type', value: 'application/octet-stream' },
              { name: 'content-length', value: String(bytes.length) },
            ],
            contentType: 'application/octet-stream',
            body: bytes,
          }),
        },
      },
    ],
  }),
  kitchenSinkParameters: endpoint(
    KITCHEN_SINK_SUBPACKAGE,
    'POST',
    '/echo/kitchen-sink/calendar/{day}/items/{itemId}',
    {
      id: 'kitchenSinkParameters',
      displayName: 'Every kind of parameter',
      description:
        'Path, query and header parameters of several kinds and no body. The echo shows the query in order, ' +
        'repeats apart, and every header the request carried.',
      pathParameters: [
        property('day', primitive({ type: 'date' }), 'A date path parameter, e.g. `2024-02-29`.'),
        property('itemId', integer({ minimum: 1 }), 'An integer path parameter.'),
      ],
      queryParameters: [
        property('sequence', primitive({ type: 'uint64' }), 'A `uint64` query parameter.'),
        property('include', optional(list(ref('Priority'))), 'Enum values, the name repeated for each.', {
          explode: true,
        }),
        property('ids', optional(list(integer())), 'Integers joined by commas in one parameter.', {
          explode: false,
        }),
        property('since', optional(datetime()), 'A date-time.'),
        property('dryRun', optional(boolean()), 'A boolean flag.'),
        property('q', optional(string()), 'Free text; `&`, `=` and spaces are encoded.'),
        property('legacyFilter', optional(string()), 'Ignored; use `q`.', { availability: 'Deprecated' }),
      ],
      requestHeaders: [
        property('X-Priority', ref('Priority'), 'An enum header.'),
        property('X-Trace-Id', optional(primitive({ type: 'uuid' })), 'A UUID header.'),
        property('X-Retry-Count', optional(integer({ minimum: 0, maximum: 5 })), 'An integer header, 0–5.'),
        property('Idempotency-Key', optional(string()), 'A string header.'),
      ],
      responses: [echoResponse],
      errors: [payloadTooLarge],
      examples: [
        {
          name: 'All parameters',
          responseStatusCode: 200,
          ...parameterExample,
          responseBody: {
            type: 'json',
            value: echoOf({
              method: 'POST',
              path: parameterExample.path,
              query: [
                { name: 'sequence', value: '12345678901234' },
                { name: 'include', value: 'high' },
                { name: 'include', value: 'urgent' },
                { name: 'ids', value: '1,2,3' },
                { name: 'since', value: '2024-01-01T00:00:00Z' },
                { name: 'dryRun', value: 'true' },
                { name: 'q', value: 'a b&c' },
              ],
              headers: [
                LOCAL_HOST,
                { name: 'x-priority', value: 'high' },
                { name: 'x-trace-id', value: '5f0c6e2a-8d3b-4c1e-9a7f-2b6d8e4c1a3f' },
                { name: 'x-retry-count', value: '2' },
                { name: 'idempotency-key', value: 'retry-safe-123' },
              ],
              contentType: null,
              body: Buffer.alloc(0),
            }),
          },
        },
      ],
    },
  ),
}
