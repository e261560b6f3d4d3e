import type {
  ApiDefinition,
  EndpointDefinition,
  FormDataField,
  HttpRequestBodyShape,
  ObjectProperty,
  PrimitiveType,
  TypeDefinition,
  TypeShape,
} from '@api-explorer/model'
import fc from 'fast-check'

// Random small API definitions: one endpoint whose parameters and body use random type shapes, and a few named
// types that may refer to each other (and to themselves).

const TYPE_IDS = ['T0', 'T1', 'Tree']
const PROPERTY_KEYS = ['a', 'b', 'c', 'd', 'e']

const bounds = fc
  .record({
    minimum: fc.option(fc.integer({ min: -50, max: 50 }), { nil: undefined }),
    span: fc.integer({ min: 0, max: 100 }),
    exclusiveMinimum: fc.boolean(),
    exclusiveMaximum: fc.boolean(),
    multipleOf: fc.option(fc.constantFrom(1, 2, 0.5), { nil: undefined }),
  })
  .map(({ minimum, span, exclusiveMinimum, exclusiveMaximum, multipleOf }) => ({
    ...(minimum == null ? {} : { minimum, maximum: minimum + span, exclusiveMinimum, exclusiveMaximum }),
    ...(multipleOf == null ? {} : { multipleOf }),
  }))

const primitiveArb: fc.Arbitrary<PrimitiveType> = fc.oneof(
  fc
    .record({
      minLength: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
      extra: fc.integer({ min: 0, max: 6 }),
      regex: fc.option(fc.constantFrom('^[a-z]*$', '[0-9]', '/^x/i', '('), { nil: undefined }),
      format: fc.option(fc.constantFrom('email', 'uri', 'password', 'date-time'), { nil: undefined }),
    })
    .map(({ minLength, extra, regex, format }): PrimitiveType => ({
      type: 'string',
      ...(minLength == null ? {} : { minLength, maxLength: minLength + extra }),
      ...(regex == null ? {} : { regex }),
      ...(format == null ? {} : { format }),
    })),
  fc
    .tuple(fc.constantFrom('integer', 'long', 'uint', 'uint64', 'double'), bounds)
    .map(([type, constraints]): PrimitiveType => ({ type, ...constraints })),
  fc
    .constantFrom('boolean', 'datetime', 'date', 'uuid', 'base64', 'bigInteger')
    .map((type) => ({ type }) as PrimitiveType),
)

const leafArb: fc.Arbitrary<TypeShape> = fc.oneof(
  primitiveArb.map((value): TypeShape => ({ type: 'alias', value: { type: 'primitive', value } })),
  fc
    .uniqueArray(fc.constantFrom('red', 'green', 'blue', 'with space', 'ünï'), { minLength: 1, maxLength: 3 })
    .chain((values) =>
      fc.option(fc.constantFrom(...values), { nil: undefined }).map((defaultValue): TypeShape => ({
        type: 'enum',
        values: values.map((value) => ({ value })),
        ...(defaultValue == null ? {} : { default: defaultValue }),
      })),
    ),
  fc
    .oneof(
      fc.string({ maxLength: 5 }).map((value) => ({ type: 'stringLiteral' as const, value })),
      fc.boolean().map((value) => ({ type: 'booleanLiteral' as const, value })),
    )
    .map((value): TypeShape => ({ type: 'alias', value: { type: 'literal', value } })),
  fc.constant<TypeShape>({ type: 'alias', value: { type: 'unknown' } }),
  fc.constantFrom(...TYPE_IDS).map((id): TypeShape => ({ type: 'alias', value: { type: 'id', id } })),
)

const { shape: shapeArb } = fc.letrec<{ shape: TypeShape; properties: ObjectProperty[] }>((tie) => ({
  shape: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    tie('shape').map((shape): TypeShape => ({ type: 'alias', value: { type: 'optional', shape } })),
    tie('shape').map((shape): TypeShape => ({ type: 'alias', value: { type: 'nullable', shape } })),
    fc
      .tuple(tie('shape'), fc.constantFrom('list', 'set'), fc.option(fc.nat(2), { nil: undefined }))
      .map(([itemShape, type, minItems]): TypeShape => ({
        type: 'alias',
        value: { type, itemShape, ...(minItems == null ? {} : { minItems }) },
      })),
    tie('shape').map((valueShape): TypeShape => ({
      type: 'alias',
      value: {
        type: 'map',
        keyShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
        valueShape,
      },
    })),
    tie('properties').map((properties): TypeShape => ({ type: 'object', extends: [], properties })),
    fc.array(tie('shape'), { minLength: 1, maxLength: 3 }).map((shapes): TypeShape => ({
      type: 'undiscriminatedUnion',
      variants: shapes.map((shape) => ({ shape })),
    })),
    fc.array(tie('properties'), { minLength: 1, maxLength: 3 }).map((variants): TypeShape => ({
      type: 'discriminatedUnion',
      discriminant: 'kind',
      variants: variants.map((properties, index) => ({
        discriminantValue: `v${index}`,
        extends: [],
        properties: properties.filter((property) => property.key !== 'kind'),
      })),
    })),
  ),
  properties: fc
    .uniqueArray(fc.tuple(fc.constantFrom(...PROPERTY_KEYS), tie('shape')), {
      maxLength: 3,
      selector: ([key]) => key,
    })
    .map((entries) => entries.map(([key, valueShape]): ObjectProperty => ({ key, valueShape }))),
}))

/** A random type shape (which may refer to the named types `T0`, `T1` and `Tree`). */
export const typeShapeArb: fc.Arbitrary<TypeShape> = shapeArb

const parameters = (keys: readonly string[], maxLength: number): fc.Arbitrary<ObjectProperty[]> =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...keys), shapeArb, fc.boolean()), {
      maxLength,
      selector: ([key]) => key,
    })
    .map((entries) => entries.map(([key, valueShape, explode]) => ({ key, valueShape, explode })))

const fieldArb: fc.Arbitrary<FormDataField> = fc.oneof(
  fc
    .tuple(fc.constantFrom('file', 'files'), fc.boolean())
    .map(([type, isOptional]) => ({ type, key: type, isOptional })),
  fc
    .tuple(
      fc.constantFrom('f0', 'f1', 'f2'),
      shapeArb,
      fc.boolean(),
      fc.option(fc.constantFrom('application/json', 'text/plain'), { nil: undefined }),
    )
    .map(([key, valueShape, exploded, contentType]) => ({
      type: 'property' as const,
      key,
      valueShape,
      exploded,
      ...(contentType == null ? {} : { contentType }),
    })),
)

const bodyArb: fc.Arbitrary<HttpRequestBodyShape | undefined> = fc.oneof(
  fc.constant(undefined),
  parameters(PROPERTY_KEYS, 4).map((properties): HttpRequestBodyShape => ({
    type: 'object',
    extends: [],
    properties,
  })),
  shapeArb.map((shape): HttpRequestBodyShape => ({ type: 'alias', value: { type: 'optional', shape } })),
  typeShapeArb.map((shape): HttpRequestBodyShape =>
    shape.type === 'alias' ? shape : { type: 'alias', value: { type: 'id', id: 'T0' } },
  ),
  fc
    .uniqueArray(fieldArb, { maxLength: 4, selector: (field) => field.key })
    .map((fields): HttpRequestBodyShape => ({ type: 'formData', fields })),
  fc.boolean().map((isOptional): HttpRequestBodyShape => ({ type: 'bytes', isOptional })),
)

/** A random small definition with one endpoint, `endpoint`, and its named types. */
export const definitionArb: fc.Arbitrary<{ definition: ApiDefinition; endpoint: EndpointDefinition }> = fc
  .record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    baseUrl: fc.constantFrom(
      'https://api.example.com',
      'http://127.0.0.1:8080/v1',
      'https://example.com/base/',
    ),
    pathParameters: parameters(['p0', 'p1'], 2),
    queryParameters: parameters(['q0', 'q1', 'q2'], 3),
    requestHeaders: parameters(['X-A', 'X-B', 'Authorization'], 2),
    globalHeaders: parameters(['X-Global'], 1),
    body: bodyArb,
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'text/plain',
        'application/vnd.api+json',
      ),
      { nil: undefined },
    ),
    openRpc: fc.boolean(),
    types: fc.tuple(shapeArb, shapeArb),
  })
  .map((random) => {
    const endpoint: EndpointDefinition = {
      id: 'endpoint',
      method: random.method,
      path: [
        { type: 'literal', value: '/r/' },
        ...random.pathParameters.flatMap((parameter) => [
          { type: 'pathParameter' as const, value: parameter.key },
          { type: 'literal' as const, value: '/x' },
        ]),
      ],
      environments: [{ id: 'env', baseUrl: random.baseUrl }],
      pathParameters: random.pathParameters,
      queryParameters: random.queryParameters,
      requestHeaders: random.requestHeaders,
      ...(random.body == null
        ? {}
        : {
            requests: [
              {
                body: random.body,
                ...(random.contentType == null ? {} : { contentType: random.contentType }),
              },
            ],
          }),
      ...(random.openRpc && random.method === 'POST'
        ? { protocol: { type: 'openrpc', methodName: 'rpc.call' } }
        : {}),
    }
    const types: Record<string, TypeDefinition> = {
      T0: { name: 'T0', shape: random.types[0] },
      T1: { name: 'T1', shape: random.types[1] },
      Tree: {
        name: 'Tree',
        shape: {
          type: 'object',
          extends: ['T1'],
          properties: [
            {
              key: 'value',
              valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'integer' } } },
            },
            {
              key: 'children',
              valueShape: {
                type: 'alias',
                value: { type: 'list', itemShape: { type: 'alias', value: { type: 'id', id: 'Tree' } } },
              },
            },
          ],
        },
      },
    }
    const definition: ApiDefinition = {
      id: 'random',
      endpoints: { endpoint },
      websockets: {},
      webhooks: {},
      types,
      subpackages: {},
      auths: {},
      globalHeaders: random.globalHeaders,
    }
    return { definition, endpoint }
  })

/** Values a reader (or a host) might put anywhere: any text (beyond Latin-1 too), JSON, dates, big integers. */
export const anyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.constantFrom('Zürich', '東京', 'zero\u200Bwidth', '😀', '\u0001\u007f', 'caf\u00e9 \u2013 ok'),
  fc.jsonValue({ maxDepth: 2 }),
  fc.date({ noInvalidDate: false }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
  fc.constantFrom(null, '', ' ', '\r\n', ':', '?#&=', '../'),
)

/** A form path into the parts of a form the endpoint has. */
export const pathArb: fc.Arbitrary<Array<string | number>> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('headers', 'pathParameters', 'queryParameters'),
      fc.constantFrom('p0', 'p1', 'q0', 'q1', 'X-A', 'X-Global', 'Content-Type', 'Bad Name', '__proto__'),
    )
    .map((path): Array<string | number> => path),
  fc
    .array(fc.oneof(fc.constantFrom(...PROPERTY_KEYS, 'value', 'f0', 'file', 'files', 'kind'), fc.nat(2)), {
      maxLength: 4,
    })
    .map((rest) => ['body', 'value', ...rest]),
  fc.constant<Array<string | number>>(['body']),
)
