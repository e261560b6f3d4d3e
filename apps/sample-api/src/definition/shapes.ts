import type {
  EndpointDefinition,
  Environment,
  ErrorResponse,
  HttpMethod,
  NumberConstraints,
  ObjectProperty,
  PathPart,
  PrimitiveType,
  StringPrimitive,
  SubpackageId,
  TypeId,
  TypeShape,
} from '@api-explorer/model'

/**
 * Small builders for the definition, so each endpoint file reads like the API it describes rather than like
 * nested discriminated unions.
 */

/** The only environment: the local server. {@link definitionForOrigin} rewrites it for other origins. */
export const LOCAL_ENVIRONMENT: Environment = { id: 'local', baseUrl: 'http://127.0.0.1:4010' }

/** A reference to a named type of the definition. */
export function ref(id: TypeId): TypeShape {
  return { type: 'alias', value: { type: 'id', id } }
}

/** A value that may be left out. */
export function optional(shape: TypeShape): TypeShape {
  return { type: 'alias', value: { type: 'optional', shape } }
}

/** A value that may be `null`. */
export function nullable(shape: TypeShape): TypeShape {
  return { type: 'alias', value: { type: 'nullable', shape } }
}

/** A string, with the rules the server enforces. */
export function string(rules: Omit<StringPrimitive, 'type'> = {}): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value: { type: 'string', ...rules } } }
}

/** An integer, with the bounds the server enforces. */
export function integer(rules: NumberConstraints = {}): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value: { type: 'integer', ...rules } } }
}

/** A floating-point number, with the bounds the server enforces. */
export function double(rules: NumberConstraints = {}): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value: { type: 'double', ...rules } } }
}

/** A boolean. */
export function boolean(): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value: { type: 'boolean' } } }
}

/** An ISO 8601 date-time string. */
export function datetime(): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value: { type: 'datetime' } } }
}

/** A fixed string, e.g. a message's `type` tag. */
export function literal(value: string): TypeShape {
  return { type: 'alias', value: { type: 'literal', value: { type: 'stringLiteral', value } } }
}

/** A fixed boolean. */
export function booleanLiteral(value: boolean): TypeShape {
  return { type: 'alias', value: { type: 'literal', value: { type: 'booleanLiteral', value } } }
}

/** Any primitive, for the kinds without a builder of their own (`long`, `uuid`, `base64`, …). */
export function primitive(value: PrimitiveType): TypeShape {
  return { type: 'alias', value: { type: 'primitive', value } }
}

/** A list of values. */
export function list(itemShape: TypeShape, bounds: { minItems?: number; maxItems?: number } = {}): TypeShape {
  return { type: 'alias', value: { type: 'list', itemShape, ...bounds } }
}

/** A list of distinct values. */
export function set(itemShape: TypeShape, bounds: { minItems?: number; maxItems?: number } = {}): TypeShape {
  return { type: 'alias', value: { type: 'set', itemShape, ...bounds } }
}

/** An object with free keys, e.g. `map(string(), integer())`; the key may be an enum too. */
export function map(keyShape: TypeShape, valueShape: TypeShape): TypeShape {
  return { type: 'alias', value: { type: 'map', keyShape, valueShape } }
}

/** Any JSON value. */
export function unknown(): TypeShape {
  return { type: 'alias', value: { type: 'unknown' } }
}

/** An object with the given properties and no parent types. */
export function object(properties: ObjectProperty[]): TypeShape {
  return { type: 'object', extends: [], properties }
}

/** An object property, parameter or header. */
export function property(
  key: string,
  valueShape: TypeShape,
  description?: string,
  extra: Omit<ObjectProperty, 'key' | 'valueShape' | 'description'> = {},
): ObjectProperty {
  return { key, valueShape, ...(description == null ? {} : { description }), ...extra }
}

/** The path parts of a template such as `/users/{userId}/avatar`. */
export function pathParts(template: string): PathPart[] {
  return template
    .split(/(\{[^}]+\})/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece.startsWith('{')
        ? { type: 'pathParameter', value: piece.slice(1, -1) }
        : { type: 'literal', value: piece },
    )
}

/**
 * An error the server answers with the classic encoding, `{"error": name, "content": …}`, with an example
 * of its body.
 */
export function classicError(
  name: string,
  statusCode: number,
  description: string,
  content: { shape: TypeShape; example: unknown },
): ErrorResponse {
  return {
    name,
    statusCode,
    description,
    shape: object([
      property('error', literal(name), 'The error name.'),
      property('content', content.shape, 'Details of the error.'),
    ]),
    examples: [{ name, responseBody: { type: 'json', value: { error: name, content: content.example } } }],
  }
}

/** An endpoint served from the local environment, in one subpackage. */
export function endpoint(
  namespace: SubpackageId,
  method: HttpMethod,
  template: string,
  rest: Omit<EndpointDefinition, 'namespace' | 'method' | 'path' | 'environments' | 'defaultEnvironment'>,
): EndpointDefinition {
  return {
    ...rest,
    namespace: [namespace],
    method,
    path: pathParts(template),
    defaultEnvironment: LOCAL_ENVIRONMENT.id,
    environments: [{ ...LOCAL_ENVIRONMENT }],
  }
}

/** The `400 InvalidQueryError` of a route with validated query parameters. */
export function invalidQueryError(parameter: string, message: string): ErrorResponse {
  return classicError('InvalidQueryError', 400, 'A query parameter is malformed or out of range.', {
    shape: ref('InvalidQueryErrorContent'),
    example: { parameter, message },
  })
}
