import * as z from 'zod'
import type {
  CodeSnippet,
  ExampleEndpointCall,
  ExampleEndpointRequest,
  ExampleEndpointResponse,
  ExampleFormValue,
  ExampleWebSocketMessage,
  ExampleWebSocketSession,
} from '../definition/examples.js'
import type { LooseObjectSchema } from './loose-object.js'
import { jsonRecord } from './json-record.js'
import { anyValueSchema, looseObject, variantsOf } from './loose-object.js'

const valuesByKey = jsonRecord(z.unknown())

/** {@link CodeSnippet}: a code sample attached to an example. */
export const codeSnippetSchema: z.ZodType<CodeSnippet> = looseObject<CodeSnippet>({
  name: z.string().optional(),
  language: z.string(),
  install: z.string().optional(),
  code: z.string(),
  generated: z.boolean(),
  description: z.string().optional(),
})

type FormValueKind = ExampleFormValue['type']
type FormValue<Kind extends FormValueKind> = Extract<ExampleFormValue, { type: Kind }>

const formValueVariants: { [Kind in FormValueKind]: LooseObjectSchema<FormValue<Kind>> } = {
  json: looseObject<FormValue<'json'>>({ type: z.literal('json'), value: anyValueSchema }),
  filename: looseObject<FormValue<'filename'>>({ type: z.literal('filename'), value: z.string() }),
  filenames: looseObject<FormValue<'filenames'>>({
    type: z.literal('filenames'),
    value: z.array(z.string()),
  }),
  filenameWithData: looseObject<FormValue<'filenameWithData'>>({
    type: z.literal('filenameWithData'),
    filename: z.string(),
    data: z.string(),
  }),
  filenamesWithData: looseObject<FormValue<'filenamesWithData'>>({
    type: z.literal('filenamesWithData'),
    value: z.array(
      looseObject<{ filename: string; data: string }>({ filename: z.string(), data: z.string() }),
    ),
  }),
  exploded: looseObject<FormValue<'exploded'>>({ type: z.literal('exploded'), value: z.array(z.unknown()) }),
}

/** {@link ExampleFormValue}: one multipart value of an example request. */
export const exampleFormValueSchema: z.ZodType<ExampleFormValue> = z.discriminatedUnion(
  'type',
  variantsOf(formValueVariants),
)

type RequestKind = ExampleEndpointRequest['type']
type RequestBody<Kind extends RequestKind> = Extract<ExampleEndpointRequest, { type: Kind }>

const requestVariants: { [Kind in RequestKind]: LooseObjectSchema<RequestBody<Kind>> } = {
  json: looseObject<RequestBody<'json'>>({ type: z.literal('json'), value: anyValueSchema }),
  form: looseObject<RequestBody<'form'>>({
    type: z.literal('form'),
    value: jsonRecord(exampleFormValueSchema),
  }),
  bytes: looseObject<RequestBody<'bytes'>>({
    type: z.literal('bytes'),
    value: looseObject<{ type: 'base64'; value: string }>({ type: z.literal('base64'), value: z.string() }),
  }),
}

/** {@link ExampleEndpointRequest}: a `json`, `form` or `bytes` example request body. */
export const exampleEndpointRequestSchema: z.ZodType<ExampleEndpointRequest> = z.discriminatedUnion(
  'type',
  variantsOf(requestVariants),
)

type ResponseKind = ExampleEndpointResponse['type']
type ResponseBody<Kind extends ResponseKind> = Extract<ExampleEndpointResponse, { type: Kind }>

const responseVariants: { [Kind in ResponseKind]: LooseObjectSchema<ResponseBody<Kind>> } = {
  json: looseObject<ResponseBody<'json'>>({ type: z.literal('json'), value: anyValueSchema }),
  filename: looseObject<ResponseBody<'filename'>>({ type: z.literal('filename'), value: z.string() }),
  stream: looseObject<ResponseBody<'stream'>>({ type: z.literal('stream'), value: z.array(z.unknown()) }),
  sse: looseObject<ResponseBody<'sse'>>({
    type: z.literal('sse'),
    value: z.array(
      looseObject<{ event: string; data: unknown }>({ event: z.string(), data: anyValueSchema }),
    ),
  }),
}

/** {@link ExampleEndpointResponse}: a `json`, `filename`, `stream` or `sse` example response body. */
export const exampleEndpointResponseSchema: z.ZodType<ExampleEndpointResponse> = z.discriminatedUnion(
  'type',
  variantsOf(responseVariants),
)

/** {@link ExampleEndpointCall}: a worked example of calling an endpoint. */
export const exampleEndpointCallSchema: z.ZodType<ExampleEndpointCall> = looseObject<ExampleEndpointCall>({
  path: z.string(),
  responseStatusCode: z.number().int(),
  name: z.string().optional(),
  description: z.string().optional(),
  pathParameters: valuesByKey.optional(),
  queryParameters: valuesByKey.optional(),
  headers: valuesByKey.optional(),
  requestBody: exampleEndpointRequestSchema.optional(),
  responseBody: exampleEndpointResponseSchema.optional(),
  snippets: z.record(z.string(), z.array(codeSnippetSchema)).optional(),
})

/** {@link ExampleWebSocketMessage}: one message of an example session. */
export const exampleWebSocketMessageSchema: z.ZodType<ExampleWebSocketMessage> =
  looseObject<ExampleWebSocketMessage>({ type: z.string(), body: anyValueSchema })

/** {@link ExampleWebSocketSession}: a worked example of a websocket session. */
export const exampleWebSocketSessionSchema: z.ZodType<ExampleWebSocketSession> =
  looseObject<ExampleWebSocketSession>({
    path: z.string(),
    name: z.string().optional(),
    description: z.string().optional(),
    pathParameters: valuesByKey.optional(),
    queryParameters: valuesByKey.optional(),
    requestHeaders: valuesByKey.optional(),
    messages: z.array(exampleWebSocketMessageSchema).optional(),
  })
