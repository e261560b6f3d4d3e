import type {
  ApiDefinition,
  EndpointDefinition,
  FileValue,
  ObjectProperty,
  PrimitiveType,
  TypeDefinition,
  TypeReference,
  TypeShape,
} from '@api-explorer/model'

// Small builders of definition shapes, so tests read as the rule they check.

/** An alias shape of a type reference. */
export const alias = (value: TypeReference): TypeShape => ({ type: 'alias', value })

/** A primitive shape. */
export const primitive = (value: PrimitiveType): TypeShape => alias({ type: 'primitive', value })

/** A plain string. */
export const string: TypeShape = primitive({ type: 'string' })

/** A plain integer. */
export const integer: TypeShape = primitive({ type: 'integer' })

/** `shape`, optional. */
export const optional = (shape: TypeShape): TypeShape => alias({ type: 'optional', shape })

/** `shape`, nullable. */
export const nullable = (shape: TypeShape): TypeShape => alias({ type: 'nullable', shape })

/** A list of `itemShape`. */
export const list = (
  itemShape: TypeShape,
  limits: { minItems?: number; maxItems?: number } = {},
): TypeShape => alias({ type: 'list', itemShape, ...limits })

/** A reference to a named type. */
export const ref = (id: string): TypeShape => alias({ type: 'id', id })

/** An enum of these values. */
export const enumOf = (values: string[], defaultValue?: string): TypeShape => ({
  type: 'enum',
  values: values.map((value) => ({ value })),
  ...(defaultValue == null ? {} : { default: defaultValue }),
})

/** A property. */
export const property = (
  key: string,
  valueShape: TypeShape,
  extra: Partial<ObjectProperty> = {},
): ObjectProperty => ({
  key,
  valueShape,
  ...extra,
})

/** An object of these properties. */
export const object = (properties: ObjectProperty[], extendsIds: string[] = []): TypeShape => ({
  type: 'object',
  extends: extendsIds,
  properties,
})

/** A named type. */
export const named = (name: string, shape: TypeShape): TypeDefinition => ({ name, shape })

/** A definition with these endpoints, types and channels. */
export function definitionOf(
  endpoints: EndpointDefinition[],
  types: Record<string, TypeDefinition> = {},
  extra: Partial<ApiDefinition> = {},
): ApiDefinition {
  return {
    id: 'api',
    endpoints: Object.fromEntries(endpoints.map((endpoint) => [endpoint.id, endpoint])),
    websockets: {},
    webhooks: {},
    types,
    subpackages: {},
    auths: {},
    ...extra,
  }
}

/** A POST endpoint at `/things` with a JSON object body of these properties. */
export function jsonEndpoint(
  properties: ObjectProperty[],
  extra: Partial<EndpointDefinition> = {},
): EndpointDefinition {
  return {
    id: 'createThing',
    method: 'POST',
    path: [{ type: 'literal', value: '/things' }],
    environments: [{ id: 'prod', baseUrl: 'https://api.example.com' }],
    requests: [{ contentType: 'application/json', body: { type: 'object', extends: [], properties } }],
    ...extra,
  }
}

/** A small file value. */
export function file(name: string, size = 2, text = 'hi'): FileValue {
  return {
    name,
    lastModified: 0,
    size,
    type: 'text/plain',
    dataUrl: `data:text/plain;base64,${btoa(text)}`,
  }
}
