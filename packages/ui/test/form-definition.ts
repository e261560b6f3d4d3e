import type {
  ApiDefinition,
  ObjectProperty,
  PrimitiveType,
  TypeReference,
  TypeShape,
} from '@api-explorer/model'

const alias = (value: TypeReference): TypeShape => ({ type: 'alias', value })
const primitive = (value: PrimitiveType): TypeShape => alias({ type: 'primitive', value })
const optional = (shape: TypeShape): TypeShape => alias({ type: 'optional', shape })
const nullable = (shape: TypeShape): TypeShape => alias({ type: 'nullable', shape })
const ref = (id: string): TypeShape => alias({ type: 'id', id })
const string = primitive({ type: 'string' })
const property = (key: string, valueShape: TypeShape, description?: string): ObjectProperty => ({
  key,
  valueShape,
  ...(description == null ? {} : { description }),
})

const variants = (count: number): TypeShape => ({
  type: 'undiscriminatedUnion',
  variants: Array.from({ length: count }, (_, index) => ({
    displayName: `Option ${index + 1}`,
    shape: index % 2 === 0 ? string : primitive({ type: 'integer' }),
  })),
})

/**
 * A definition whose one endpoint (`POST /things`) has a JSON body of every input kind the form renders: nested
 * and recursive objects, lists, sets, maps, both kinds of union (3 and 6 variants), nullable, enum, literal,
 * unknown, bounded numbers, a uint64, a password and an `idempotency_key`; plus an OpenRPC method.
 */
export function formDefinition(baseUrl: string): ApiDefinition {
  const environments = [{ id: 'local', baseUrl }]
  return {
    id: 'forms',
    apiName: 'Forms API',
    subpackages: {},
    types: {
      TreeNode: {
        name: 'TreeNode',
        shape: {
          type: 'object',
          extends: [],
          properties: [
            property('name', string),
            property('children', optional(alias({ type: 'list', itemShape: ref('TreeNode') }))),
            property('parent', optional(ref('TreeNode'))),
          ],
        },
      },
      Pet: {
        name: 'Pet',
        shape: {
          type: 'discriminatedUnion',
          discriminant: 'kind',
          variants: [
            {
              discriminantValue: 'cat',
              displayName: 'Cat',
              extends: [],
              properties: [property('name', string), property('lives', primitive({ type: 'integer' }))],
            },
            {
              discriminantValue: 'dog',
              displayName: 'Dog',
              extends: [],
              properties: [property('name', string), property('good', primitive({ type: 'boolean' }))],
            },
            { discriminantValue: 'fish', extends: [], properties: [property('name', string)] },
          ],
        },
      },
    },
    endpoints: {
      createThing: {
        id: 'createThing',
        displayName: 'Create thing',
        method: 'POST',
        environments,
        path: [{ type: 'literal', value: '/things' }],
        requests: [
          {
            contentType: 'application/json',
            body: {
              type: 'object',
              extends: [],
              properties: [
                property(
                  'title',
                  primitive({ type: 'string', minLength: 2, maxLength: 5 }),
                  'A <b>short</b> title.',
                ),
                property('count', primitive({ type: 'integer', minimum: 1, maximum: 9 })),
                property('big', primitive({ type: 'uint64' })),
                property('secret', primitive({ type: 'string', format: 'password' })),
                property('idempotency_key', string),
                property('active', primitive({ type: 'boolean' })),
                property(
                  'kind',
                  alias({ type: 'literal', value: { type: 'stringLiteral', value: 'thing' } }),
                ),
                property('color', {
                  type: 'enum',
                  values: [
                    { value: 'red', description: 'Warm' },
                    { value: 'blue', description: 'Cold' },
                  ],
                }),
                property('address', {
                  type: 'object',
                  extends: [],
                  properties: [property('city', string), property('zip', optional(string))],
                }),
                property('pet', ref('Pet')),
                property('choice', variants(6)),
                property('tree', ref('TreeNode')),
                property('tags', optional(alias({ type: 'list', itemShape: string }))),
                property('labels', optional(alias({ type: 'set', itemShape: string }))),
                property(
                  'scores',
                  optional(
                    alias({ type: 'map', keyShape: string, valueShape: primitive({ type: 'integer' }) }),
                  ),
                ),
                property('nickname', optional(nullable(string))),
                property('extra', optional(alias({ type: 'unknown' }))),
                property('note', optional(string)),
              ],
            },
          },
        ],
      },
      rpcAdd: {
        id: 'rpcAdd',
        displayName: 'add',
        method: 'POST',
        environments,
        protocol: { type: 'openrpc', methodName: 'add' },
        path: [{ type: 'literal', value: '/rpc' }],
        requests: [
          {
            contentType: 'application/json',
            body: {
              type: 'object',
              extends: [],
              properties: [property('a', primitive({ type: 'integer' }))],
            },
          },
        ],
      },
      lookup: {
        id: 'lookup',
        displayName: 'Look up',
        method: 'POST',
        environments,
        path: [{ type: 'literal', value: '/lookup' }],
        requests: [
          {
            contentType: 'application/json',
            body: {
              type: 'object',
              extends: [],
              properties: [
                property('ref', {
                  type: 'undiscriminatedUnion',
                  variants: [
                    { displayName: 'Code', shape: primitive({ type: 'string', minLength: 3 }) },
                    { displayName: 'Text', shape: string },
                  ],
                }),
                property('meta', alias({ type: 'unknown' })),
              ],
            },
          },
        ],
      },
      upload: {
        id: 'upload',
        displayName: 'Upload',
        method: 'POST',
        environments,
        path: [{ type: 'literal', value: '/upload' }],
        requests: [
          {
            contentType: 'multipart/form-data',
            body: {
              type: 'formData',
              fields: [
                { type: 'file', key: 'avatar', isOptional: false },
                { type: 'files', key: 'docs', isOptional: false },
              ],
            },
          },
        ],
      },
    },
    websockets: {},
    webhooks: {},
    auths: {},
  }
}
