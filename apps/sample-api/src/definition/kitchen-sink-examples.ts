import type { EchoPair, EchoResponse } from '../support/echo-body.js'
import { describeBody } from '../support/echo-body.js'

// The example values of the kitchen-sink endpoints, and the echo each one gets. The test of the kitchen sink
// sends these exact requests to a real server and compares its answers with the examples.

/** The JSON body of the `kitchenSinkJson` example: every property filled except the deprecated and read-only. */
export const KITCHEN_SINK_EXAMPLE_BODY: Record<string, unknown> = {
  title: 'Kitchen Sink 1',
  password: 'correct horse battery staple',
  enabled: true,
  rating: 7,
  ratio: 0.25,
  total: -9007199254740991,
  count: 10,
  size: 9007199254740991,
  createdAt: '2024-02-29T12:30:00Z',
  birthday: '1815-12-10',
  requestId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  thumbnail: 'iVBORw0KGgo=',
  population: '123456789012345678901234567890',
  amount: '19.99',
  idempotency_key: 'order-2024-02-29-0001',
  priority: 'high',
  version: 'v1',
  confirmed: true,
  extra: { anything: ['goes', 1, null] },
  nickname: null,
  note: 'Optional — and UTF-8: Zoë, 東京',
  tags: ['kitchen', 'sink'],
  labels: ['blue', 'green'],
  attributes: { color: 'teal', size: 'L' },
  quotas: { low: 1, high: 5 },
  nested: { label: 'outer', middle: { count: 2, inner: { flag: true, note: 'three deep' } } },
  tree: { name: 'root', children: [{ name: 'left' }, { name: 'right', children: [{ name: 'leaf' }] }] },
  pet: { kind: 'cat', name: 'Tom', age: 3, indoor: true, lives: 9 },
  event: { type: 'updated', id: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d', changes: { title: 'New title' } },
  target: { kind: 'ref', id: 'tgt_1' },
  setting: { x: 1.5, y: -2 },
  experimentalMode: false,
}

/** One part of the `kitchenSinkMultipart` example, as a browser sends it. */
export type ExamplePart = { name: string; filename?: string; contentType?: string; data: Buffer }

/** The parts of the `kitchenSinkMultipart` example, in the order of the form's fields. */
export const KITCHEN_SINK_EXAMPLE_PARTS: ExamplePart[] = [
  { name: 'caption', data: Buffer.from('Everything a form can send') },
  {
    name: 'document',
    filename: 'notes.txt',
    contentType: 'text/plain',
    data: Buffer.from('Hello from the kitchen sink!\n'),
  },
  {
    name: 'attachments',
    filename: 'pixel.png',
    contentType: 'image/png',
    data: Buffer.from('iVBORw0KGgo=', 'base64'),
  },
  { name: 'attachments', filename: 'data.csv', contentType: 'text/csv', data: Buffer.from('a,b\n1,2\n') },
  // The first bytes of a WebM file: the EBML magic number.
  {
    name: 'recording',
    filename: 'memo.webm',
    contentType: 'audio/webm',
    data: Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  },
  {
    name: 'metadata',
    // A browser gives a part a content type only as a Blob, which is always named "blob".
    filename: 'blob',
    contentType: 'application/json',
    data: Buffer.from(JSON.stringify({ author: 'Ada', priority: 'high', tags: ['demo'] })),
  },
  { name: 'labels', data: Buffer.from('kitchen') },
  { name: 'labels', data: Buffer.from('sink') },
]

/** The boundary of the multipart example (a browser picks its own at random). */
export const EXAMPLE_BOUNDARY = '----ApiExplorerExampleBoundary'

/** The multipart body of the example parts, byte for byte. */
export function exampleMultipartBody(parts: ExamplePart[] = KITCHEN_SINK_EXAMPLE_PARTS): Buffer {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename == null ? '' : `; filename="${part.filename}"`}`
    const head = [`--${EXAMPLE_BOUNDARY}`, `Content-Disposition: ${disposition}`]
    if (part.contentType != null) head.push(`Content-Type: ${part.contentType}`)
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), part.data, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${EXAMPLE_BOUNDARY}--\r\n`))
  return Buffer.concat(chunks)
}

/** The bytes of the `kitchenSinkBytes` example: the 8-byte PNG signature (not valid UTF-8). */
export const KITCHEN_SINK_EXAMPLE_BYTES_BASE64 = 'iVBORw0KGgo='

/** What the echo answers for a request, as an example shows it (with the headers the example lists). */
export function echoOf(request: {
  method: 'POST' | 'PUT'
  path: string
  query?: EchoPair[]
  headers: EchoPair[]
  contentType: string | null
  body: Buffer
}): EchoResponse {
  return {
    method: request.method,
    path: request.path,
    query: request.query ?? [],
    headers: request.headers,
    ...describeBody(request.body, request.contentType),
  }
}
