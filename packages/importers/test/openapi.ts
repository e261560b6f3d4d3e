import type {
  ApiDefinition,
  EndpointDefinition,
  PrimitiveType,
  TypeDefinition,
  TypeShape,
} from '@api-explorer/model'

import type { ImportDiagnostic } from '../src/shared/diagnostics.js'
import type { ImportResult } from '../src/shared/import-result.js'
import { importOpenApi } from '../src/openapi/import-openapi.js'

// Test helpers shared by the OpenAPI importer's test files.

/** Test helper: an alias of the primitive `value`. */
export const primitive = (value: PrimitiveType): TypeShape => ({
  type: 'alias',
  value: { type: 'primitive', value },
})

/** Test helper: the plain string shape. */
export const STRING: TypeShape = primitive({ type: 'string' })

/** Test helper: the plain integer shape. */
export const INTEGER: TypeShape = primitive({ type: 'integer' })

/** Test helper: `shape` wrapped in optional. */
export const optional = (shape: TypeShape): TypeShape => ({
  type: 'alias',
  value: { type: 'optional', shape },
})

/** Test helper: `shape` wrapped in nullable. */
export const nullable = (shape: TypeShape): TypeShape => ({
  type: 'alias',
  value: { type: 'nullable', shape },
})

/** Test helper: a reference to the named type `typeId`. */
export const id = (typeId: string): TypeShape => ({ type: 'alias', value: { type: 'id', id: typeId } })

/** Test helper: a list of `itemShape`. */
export const list = (itemShape: TypeShape): TypeShape => ({
  type: 'alias',
  value: { type: 'list', itemShape },
})

/** Test helper: the responses of an operation that only answers 200 OK, to spread into an operation. */
export const OK: { responses: { '200': { description: string } } } = {
  responses: { '200': { description: 'OK' } },
}

/** Test helper: the endpoint `endpointId` of `definition`; throws, naming the endpoints there are, when missing. */
export function endpointOf(definition: ApiDefinition, endpointId: string): EndpointDefinition {
  const endpoint = definition.endpoints[endpointId]
  if (endpoint === undefined) {
    throw new Error(`No endpoint ${endpointId}; found ${Object.keys(definition.endpoints).join(', ')}`)
  }
  return endpoint
}

/** Test helper: an OpenAPI 3.0 document titled "Operations" around `paths` (and optional components). */
export function operationsDocument(
  paths: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { openapi: '3.0.3', info: { title: 'Operations', version: '1' }, paths, ...extra }
}

/**
 * Test helper: imports one operation (`post /things` unless given) of an {@link operationsDocument} that has a
 * `Pet` component schema, and returns its endpoint (id `subject`) with the import result.
 */
export async function importOperation(
  operation: Record<string, unknown>,
  path = '/things',
  method = 'post',
): Promise<ImportResult & { endpoint: EndpointDefinition }> {
  const result = await importOpenApi(
    operationsDocument(
      { [path]: { [method]: { operationId: 'subject', ...operation } } },
      {
        components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string' } } } } },
      },
    ),
  )
  return { endpoint: endpointOf(result.definition, 'subject'), ...result }
}

/** Test helper: imports a document holding only `components.schemas` and returns its types and diagnostics. */
export async function importSchemas(
  schemas: Record<string, unknown>,
  openapi = '3.0.3',
): Promise<{ types: Record<string, TypeDefinition>; diagnostics: ImportDiagnostic[] }> {
  const { definition, diagnostics } = await importOpenApi({
    openapi,
    info: { title: 'Schemas', version: '1' },
    paths: {},
    components: { schemas },
  })
  return { types: definition.types, diagnostics }
}

/** Test helper: the shape of one imported component schema. */
export async function shapeOf(schema: unknown, openapi = '3.0.3'): Promise<TypeShape | undefined> {
  const { types } = await importSchemas({ Subject: schema }, openapi)
  return types['Subject']?.shape
}

/**
 * Test helper: an OpenAPI 3.0 document titled "Security" with one operation (`get /things`), and the top-level
 * fields of `extra` (which may replace the paths).
 */
export function securityDocument(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    openapi: '3.0.3',
    info: { title: 'Security', version: '1' },
    paths: { '/things': { get: OK } },
    ...extra,
  }
}

/** Test helper: an OpenAPI 3.0 document titled "Invalid" without paths, and the top-level fields of `extra`. */
export function invalidDocument(extra: Record<string, unknown>): Record<string, unknown> {
  return { openapi: '3.0.3', info: { title: 'Invalid', version: '1' }, paths: {}, ...extra }
}

/** The `Pet` definition of every {@link swaggerDocument}. */
const PET = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', format: 'int64' }, name: { type: 'string', 'x-nullable': true } },
}

/**
 * Test helper: a Swagger 2.0 document on host `api.example.com` without paths, with a `Pet` definition (a
 * required int64 `id` and an `x-nullable` string `name`), and the top-level fields of `extra`.
 */
export function swaggerDocument(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    swagger: '2.0',
    info: { title: 'Swagger', version: '1' },
    host: 'api.example.com',
    paths: {},
    definitions: { Pet: PET },
    ...extra,
  }
}

/**
 * Test helper: imports one Swagger operation (`post /things`) of a {@link swaggerDocument} with the top-level
 * fields of `extra`, and returns its endpoint (id `subject`) with the import result.
 */
export async function importSwaggerOperation(
  operation: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<ImportResult & { endpoint: EndpointDefinition }> {
  const result = await importOpenApi(
    swaggerDocument({ paths: { '/things': { post: { operationId: 'subject', ...operation } } }, ...extra }),
  )
  return { endpoint: endpointOf(result.definition, 'subject'), ...result }
}
