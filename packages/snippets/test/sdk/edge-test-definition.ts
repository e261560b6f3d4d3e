import type {
  ApiDefinition,
  EndpointDefinition,
  HttpRequestBodyShape,
  TypeReference,
  TypeShape,
} from '@api-explorer/model'

import type { CustomSnippetPayload } from '../../src/sdk/template-types.js'

const alias = (value: TypeReference): TypeShape & { type: 'alias' } => ({ type: 'alias', value })
const primitive = (type: 'string' | 'integer' | 'long' | 'uint64' | 'double' | 'datetime'): TypeShape =>
  alias({ type: 'primitive', value: { type } })
const optional = (shape: TypeShape): TypeShape => alias({ type: 'optional', shape })
const named = (id: string): TypeShape & { type: 'alias' } => alias({ type: 'id', id })
const list = (itemShape: TypeShape): TypeShape & { type: 'alias' } => alias({ type: 'list', itemShape })
const map = (valueShape: TypeShape): TypeShape =>
  alias({ type: 'map', keyShape: primitive('string'), valueShape })
const object = (properties: Record<string, TypeShape>): TypeShape & { type: 'object' } => ({
  type: 'object',
  extends: [],
  properties: Object.entries(properties).map(([key, valueShape]) => ({ key, valueShape })),
})
const STRING = primitive('string')

/** An endpoint of the edge API and the payload its snippets are written for. */
export interface SdkEdgeCase {
  endpoint: EndpointDefinition
  payload: CustomSnippetPayload
}

function edgeCase(
  id: string,
  path: string,
  endpoint: Partial<EndpointDefinition>,
  payload: CustomSnippetPayload,
): SdkEdgeCase {
  const parts = path.split(/(\{[^}]+\})/).filter((part) => part !== '')
  return {
    endpoint: {
      id,
      operationId: id,
      method: 'POST',
      auth: ['bearer'],
      path: parts.map((part) =>
        part.startsWith('{')
          ? { type: 'pathParameter', value: part.slice(1, -1) }
          : { type: 'literal', value: part },
      ),
      ...endpoint,
    },
    payload,
  }
}

const json = (body: HttpRequestBodyShape): Partial<EndpointDefinition> => ({
  requests: [{ contentType: 'application/json', body }],
})

/**
 * Test data: endpoints whose snippets have tripped generators up. Names that collide after casing (path
 * parameter `user_id` and body field `userId`, query and body `name`, keys `x-y` and `x_y`, empty and emoji
 * keys), numbers whose declared type is not what their value suggests (a double holding 3, longs past
 * 2^53 and past 2^63), empty and nested containers, null map values, types named like keywords and library
 * classes (`List`, `None`, `File`, `Version`, `DateTime`), enum members that case alike, methods
 * named like Ruby's Object methods, and endpoints no endpoint reference can name (`HEAD`, `:action` paths).
 */
export const SDK_EDGE_CASES: readonly SdkEdgeCase[] = [
  edgeCase(
    'collide',
    '/u/{user_id}',
    {
      pathParameters: [{ key: 'user_id', valueShape: STRING }],
      queryParameters: [{ key: 'name', valueShape: optional(STRING) }],
      ...json(object({ userId: STRING, name: STRING })),
    },
    {
      pathParameters: [{ name: 'user_id', value: 'u1' }],
      queryParameters: [{ name: 'name', value: 'q' }],
      requestBody: { userId: 'x', name: 'b' },
    },
  ),
  edgeCase(
    'paramsCollide',
    '/p',
    {
      queryParameters: [
        { key: 'page-size', valueShape: optional(primitive('integer')) },
        { key: 'page_size', valueShape: optional(primitive('integer')) },
        { key: 'body', valueShape: optional(STRING) },
        { key: 'request', valueShape: optional(STRING) },
      ],
      ...json(list(STRING)),
    },
    {
      queryParameters: [
        { name: 'page-size', value: 1 },
        { name: 'page_size', value: 2 },
        { name: 'body', value: 'b' },
        { name: 'request', value: 'r' },
      ],
      requestBody: ['x'],
    },
  ),
  edgeCase(
    'numbers',
    '/n',
    json(
      object({
        price: optional(primitive('double')),
        big: optional(primitive('long')),
        huge: optional(primitive('long')),
        unsigned: optional(primitive('uint64')),
        neg: primitive('integer'),
        point: named('Point'),
        ratios: list(primitive('double')),
        counts: list(primitive('long')),
      }),
    ),
    {
      requestBody: {
        price: 3,
        big: 2 ** 62,
        huge: 1e21,
        unsigned: 2 ** 63,
        neg: -5,
        point: { x: 2, n: 5 },
        ratios: [1, 2.5],
        counts: [1, 2 ** 40],
      },
    },
  ),
  // A number input keeps a uint64 or long no double holds as its text; the snippet writes its digits.
  edgeCase(
    'exactNumbers',
    '/exact',
    json(
      object({
        id: primitive('uint64'),
        offset: primitive('long'),
        ids: list(primitive('uint64')),
        ratio: optional(primitive('double')),
      }),
    ),
    {
      requestBody: {
        id: '18446744073709551615',
        offset: '-9223372036854775807',
        ids: ['9007199254740993'],
        ratio: '0.5',
      },
    },
  ),
  edgeCase(
    'weird',
    '/w',
    json(
      object({
        items: list(object({ when: primitive('datetime'), label: STRING })),
        meta: map(optional(STRING)),
        inline: object({ when: primitive('datetime'), label: STRING }),
        times: list(primitive('datetime')),
      }),
    ),
    {
      requestBody: {
        items: [{ when: '2024-01-01T00:00:00Z', label: 'x' }],
        meta: { a: null, 'b c': 'v', '#{x}': '#{system("id")}', $d: '$x {$y}' },
        inline: { when: '2024-01-01T00:00:00Z', label: 'y' },
        times: ['2024-01-01T00:00:00Z'],
        $ref: 1,
        '123abc': 2,
        'x-y': 3,
        x_y: 4,
        '': 5,
        名前: 'ü\u2028\u2029',
        class: 6,
        def: 7,
        '😀': 8,
        ['__proto__']: 9,
      },
    },
  ),
  edgeCase(
    'keywordTypes',
    '/t',
    json(
      object({
        l: named('List'),
        none: optional(named('None')),
        file: optional(named('File')),
        version: optional(named('Version')),
        stamp: optional(named('DateTime')),
        kinds: list(named('Kind')),
        kind: optional(named('Kind')),
        maybeKinds: list(optional(named('Kind'))),
      }),
    ),
    {
      requestBody: {
        l: { a: 'z' },
        none: { a: 'n' },
        file: { a: 'f' },
        version: { a: 'v' },
        stamp: { a: 'd' },
        kinds: ['a-b', 'A_B', '1st'],
        kind: '1st',
        maybeKinds: ['A_B', null],
      },
    },
  ),
  edgeCase(
    'empties',
    '/e',
    json(
      object({
        o: map(STRING),
        l: list(STRING),
        nested: list(list(named('Point'))),
        optionalValues: map(optional(STRING)),
        nul: optional(STRING),
        single: list(optional(STRING)),
      }),
    ),
    {
      requestBody: {
        o: {},
        l: [],
        nested: [[{ x: 1.5, n: 1 }], []],
        optionalValues: { a: null, b: 'v' },
        nul: null,
        single: [null],
      },
    },
  ),
  edgeCase(
    'files',
    '/f',
    {
      requests: [
        {
          contentType: 'multipart/form-data',
          body: {
            type: 'formData',
            fields: [
              { type: 'file', key: 'a-b', isOptional: false },
              { type: 'file', key: 'a_b', isOptional: false },
              { type: 'files', key: 'docs', isOptional: true },
              { type: 'property', key: 'meta', valueShape: optional(named('File')) },
            ],
          },
        },
      ],
    },
    { requestBody: { 'a-b': { name: 'x.png' }, a_b: { name: 'y.png' }, docs: [], meta: { a: 'm' } } },
  ),
  edgeCase('namedBody', '/named', json(named('Point')), { requestBody: { x: 0.5, n: 2 } }),
  edgeCase('class', '/c', { namespace: ['default'] }, {}),
  edgeCase('send', '/s', { namespace: ['hash'] }, {}),
  edgeCase(
    'head',
    '/h/{id}',
    { method: 'HEAD', pathParameters: [{ key: 'id', valueShape: STRING }] },
    {
      pathParameters: [{ name: 'id', value: 'h1' }],
    },
  ),
  edgeCase(
    'cancelFile',
    '/files/{file_id}:cancel',
    { pathParameters: [{ key: 'file_id', valueShape: STRING }] },
    {
      pathParameters: [{ name: 'file_id', value: 'file_1' }],
    },
  ),
]

/** The API of {@link SDK_EDGE_CASES}, with its named types. */
export const SDK_EDGE_DEFINITION: ApiDefinition = {
  id: 'edge',
  endpoints: Object.fromEntries(SDK_EDGE_CASES.map(({ endpoint }) => [endpoint.id, endpoint])),
  websockets: {},
  webhooks: {},
  subpackages: {},
  auths: { bearer: { type: 'bearerAuth' } },
  types: {
    Point: { name: 'Point', shape: object({ x: primitive('double'), n: primitive('long') }) },
    List: { name: 'List', shape: object({ a: STRING }) },
    None: { name: 'None', shape: object({ a: STRING }) },
    File: { name: 'File', shape: object({ a: STRING }) },
    Version: { name: 'Version', shape: object({ a: STRING }) },
    DateTime: { name: 'DateTime', shape: object({ a: STRING }) },
    Kind: {
      name: 'Kind',
      shape: { type: 'enum', values: [{ value: 'a-b' }, { value: 'A_B' }, { value: '1st' }] },
    },
  },
}
