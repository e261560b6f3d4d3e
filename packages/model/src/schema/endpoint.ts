import * as z from 'zod'
import { versionedSnippetTemplateSchema } from './snippet-template.js'
import type {
  ContentType,
  EndpointDefinition,
  EndpointPagination,
  EndpointProtocol,
  EndpointSnippetTemplates,
  ErrorExample,
  ErrorResponse,
  FormDataField,
  HttpRequestBodyShape,
  HttpRequestDefinition,
  HttpResponseBodyShape,
  HttpResponseDefinition,
} from '../definition/endpoint.js'
import { describedFields, environmentSchema, httpMethodSchema, pathPartSchema } from './commons.js'
import { exampleEndpointCallSchema } from './examples.js'
import type { LooseObjectSchema } from './loose-object.js'
import { anyValueSchema, looseObject, variantsOf } from './loose-object.js'
import {
  objectPropertyFields,
  objectPropertySchema,
  objectTypeFields,
  typeReferenceSchema,
  typeShapeSchema,
} from './type-shape.js'

type Variant<Union extends { type: string }, Kind extends Union['type']> = Extract<Union, { type: Kind }>

/** {@link ContentType}: a content type or a list of accepted ones. */
export const contentTypeSchema: z.ZodType<ContentType> = z.union([z.string(), z.array(z.string())], {
  error: 'expected a content type string or a list of them',
})

const fileFields = {
  key: z.string(),
  isOptional: z.boolean(),
  contentType: contentTypeSchema.optional(),
  ...describedFields,
}

const formDataFieldVariants: {
  [Kind in FormDataField['type']]: LooseObjectSchema<Variant<FormDataField, Kind>>
} = {
  file: looseObject<Variant<FormDataField, 'file'>>({ type: z.literal('file'), ...fileFields }),
  files: looseObject<Variant<FormDataField, 'files'>>({ type: z.literal('files'), ...fileFields }),
  property: looseObject<Variant<FormDataField, 'property'>>({
    type: z.literal('property'),
    ...objectPropertyFields,
    contentType: contentTypeSchema.optional(),
    exploded: z.boolean().optional(),
  }),
}

/** {@link FormDataField}: a `file`, `files` or `property` field of a multipart body. */
export const formDataFieldSchema: z.ZodType<FormDataField> = z.discriminatedUnion(
  'type',
  variantsOf(formDataFieldVariants),
)

const requestBodyVariants: {
  [Kind in HttpRequestBodyShape['type']]: LooseObjectSchema<Variant<HttpRequestBodyShape, Kind>>
} = {
  object: looseObject<Variant<HttpRequestBodyShape, 'object'>>({
    type: z.literal('object'),
    ...objectTypeFields,
  }),
  alias: looseObject<Variant<HttpRequestBodyShape, 'alias'>>({
    type: z.literal('alias'),
    value: typeReferenceSchema,
  }),
  bytes: looseObject<Variant<HttpRequestBodyShape, 'bytes'>>({
    type: z.literal('bytes'),
    isOptional: z.boolean(),
    contentType: contentTypeSchema.optional(),
    ...describedFields,
  }),
  formData: looseObject<Variant<HttpRequestBodyShape, 'formData'>>({
    type: z.literal('formData'),
    fields: z.array(formDataFieldSchema),
    ...describedFields,
  }),
}

/** {@link HttpRequestBodyShape}: an `object`, an `alias`, raw `bytes` or a multipart `formData` body. */
export const httpRequestBodyShapeSchema: z.ZodType<HttpRequestBodyShape> = z.discriminatedUnion(
  'type',
  variantsOf(requestBodyVariants),
)

/** {@link HttpRequestDefinition}: a request body with its content type. */
export const httpRequestDefinitionSchema: z.ZodType<HttpRequestDefinition> =
  looseObject<HttpRequestDefinition>({
    contentType: z.string().optional(),
    body: httpRequestBodyShapeSchema,
    description: z.string().optional(),
  })

const responseBodyVariants: {
  [Kind in HttpResponseBodyShape['type']]: LooseObjectSchema<Variant<HttpResponseBodyShape, Kind>>
} = {
  empty: looseObject<Variant<HttpResponseBodyShape, 'empty'>>({ type: z.literal('empty') }),
  object: looseObject<Variant<HttpResponseBodyShape, 'object'>>({
    type: z.literal('object'),
    ...objectTypeFields,
  }),
  alias: looseObject<Variant<HttpResponseBodyShape, 'alias'>>({
    type: z.literal('alias'),
    value: typeReferenceSchema,
  }),
  fileDownload: looseObject<Variant<HttpResponseBodyShape, 'fileDownload'>>({
    type: z.literal('fileDownload'),
    contentType: z.string().optional(),
  }),
  streamingText: looseObject<Variant<HttpResponseBodyShape, 'streamingText'>>({
    type: z.literal('streamingText'),
  }),
  stream: looseObject<Variant<HttpResponseBodyShape, 'stream'>>({
    type: z.literal('stream'),
    terminator: z.string().optional(),
    shape: typeShapeSchema,
  }),
}

/**
 * {@link HttpResponseBodyShape}: `empty`, `object`, `alias`, `fileDownload`, `streamingText` or a `stream` of
 * shaped events.
 */
export const httpResponseBodyShapeSchema: z.ZodType<HttpResponseBodyShape> = z.discriminatedUnion(
  'type',
  variantsOf(responseBodyVariants),
)

/** {@link HttpResponseDefinition}: a status code and a body. */
export const httpResponseDefinitionSchema: z.ZodType<HttpResponseDefinition> =
  looseObject<HttpResponseDefinition>({
    statusCode: z.number().int(),
    body: httpResponseBodyShapeSchema,
    isWildcard: z.boolean().optional(),
    description: z.string().optional(),
  })

/** {@link ErrorExample}. */
export const errorExampleSchema: z.ZodType<ErrorExample> = looseObject<ErrorExample>({
  name: z.string().optional(),
  responseBody: looseObject<ErrorExample['responseBody']>({ type: z.literal('json'), value: anyValueSchema }),
  description: z.string().optional(),
})

/** {@link ErrorResponse}: an error an endpoint declares. */
export const errorResponseSchema: z.ZodType<ErrorResponse> = looseObject<ErrorResponse>({
  name: z.string(),
  statusCode: z.number().int(),
  shape: typeShapeSchema.optional(),
  isWildcard: z.boolean().optional(),
  examples: z.array(errorExampleSchema).optional(),
  headers: z.array(objectPropertySchema).optional(),
  ...describedFields,
})

const protocolVariants: {
  [Kind in EndpointProtocol['type']]: LooseObjectSchema<Variant<EndpointProtocol, Kind>>
} = {
  rest: looseObject<Variant<EndpointProtocol, 'rest'>>({ type: z.literal('rest') }),
  openrpc: looseObject<Variant<EndpointProtocol, 'openrpc'>>({
    type: z.literal('openrpc'),
    methodName: z.string(),
  }),
  grpc: looseObject<Variant<EndpointProtocol, 'grpc'>>({
    type: z.literal('grpc'),
    methodName: z.string(),
    methodType: z.enum(['UNARY', 'CLIENT_STREAM', 'SERVER_STREAM', 'BIDIRECTIONAL_STREAM']).optional(),
  }),
}

/** {@link EndpointProtocol}: `rest`, `openrpc` (with its method name) or `grpc`. */
export const endpointProtocolSchema: z.ZodType<EndpointProtocol> = z.discriminatedUnion(
  'type',
  variantsOf(protocolVariants),
)

const paginationVariants: {
  [Kind in EndpointPagination['type']]: LooseObjectSchema<Variant<EndpointPagination, Kind>>
} = {
  cursor: looseObject<Variant<EndpointPagination, 'cursor'>>({
    type: z.literal('cursor'),
    cursor: z.string(),
    nextCursor: z.string(),
    results: z.string(),
  }),
  offset: looseObject<Variant<EndpointPagination, 'offset'>>({
    type: z.literal('offset'),
    offset: z.string(),
    results: z.string(),
    step: z.string().optional(),
    hasNextPage: z.string().optional(),
  }),
}

/** {@link EndpointPagination}: cursor or offset paging. */
export const endpointPaginationSchema: z.ZodType<EndpointPagination> = z.discriminatedUnion(
  'type',
  variantsOf(paginationVariants),
)

/** {@link EndpointSnippetTemplates}: SDK snippet templates by language (the snippets package renders them). */
export const endpointSnippetTemplatesSchema: z.ZodType<EndpointSnippetTemplates> =
  looseObject<EndpointSnippetTemplates>({
    typescript: versionedSnippetTemplateSchema.optional(),
    python: versionedSnippetTemplateSchema.optional(),
  })

/** {@link EndpointDefinition}: an HTTP endpoint. */
export const endpointDefinitionSchema: z.ZodType<EndpointDefinition> = looseObject<EndpointDefinition>({
  id: z.string(),
  method: httpMethodSchema,
  path: z.array(pathPartSchema),
  displayName: z.string().optional(),
  operationId: z.string().optional(),
  auth: z.array(z.string()).optional(),
  multiAuth: z.array(looseObject<{ schemes: string[] }>({ schemes: z.array(z.string()) })).optional(),
  defaultEnvironment: z.string().optional(),
  environments: z.array(environmentSchema).optional(),
  pathParameters: z.array(objectPropertySchema).optional(),
  queryParameters: z.array(objectPropertySchema).optional(),
  requestHeaders: z.array(objectPropertySchema).optional(),
  responseHeaders: z.array(objectPropertySchema).optional(),
  requests: z.array(httpRequestDefinitionSchema).optional(),
  responses: z.array(httpResponseDefinitionSchema).optional(),
  errors: z.array(errorResponseSchema).optional(),
  examples: z.array(exampleEndpointCallSchema).optional(),
  snippetTemplates: endpointSnippetTemplatesSchema.optional(),
  pagination: endpointPaginationSchema.optional(),
  protocol: endpointProtocolSchema.optional(),
  includeInApiExplorer: z.boolean().optional(),
  namespace: z.array(z.string()).optional(),
  ...describedFields,
})
