import type { VersionedSnippetTemplate } from './snippet-template.js'
import type {
  AuthSchemeId,
  EndpointId,
  Environment,
  EnvironmentId,
  HttpMethod,
  PathPart,
  PropertyKey,
  WithAvailability,
  WithDescription,
  WithNamespace,
} from './commons.js'
import type { ExampleEndpointCall } from './examples.js'
import type { ObjectProperty, ObjectType, TypeReference, TypeShape } from './type-shape.js'

/** A content type, or several accepted ones. */
export type ContentType = string | string[]

/** One field of a multipart form body. */
export type FormDataField =
  | (WithDescription &
      WithAvailability & { type: 'file'; key: PropertyKey; isOptional: boolean; contentType?: ContentType })
  | (WithDescription &
      WithAvailability & { type: 'files'; key: PropertyKey; isOptional: boolean; contentType?: ContentType })
  | (ObjectProperty & {
      type: 'property'
      contentType?: ContentType
      /** Each element of a list value is sent as its own part with the same name. */
      exploded?: boolean
    })

/** The shape of a request body. */
export type HttpRequestBodyShape =
  | ({ type: 'object' } & ObjectType)
  | { type: 'alias'; value: TypeReference }
  | (WithDescription & WithAvailability & { type: 'bytes'; isOptional: boolean; contentType?: ContentType })
  | (WithDescription & WithAvailability & { type: 'formData'; fields: FormDataField[] })

/** A request body an endpoint accepts. The playground uses the first. */
export type HttpRequestDefinition = WithDescription & {
  contentType?: string
  body: HttpRequestBodyShape
}

/** The shape of a response body. */
export type HttpResponseBodyShape =
  | { type: 'empty' }
  | ({ type: 'object' } & ObjectType)
  | { type: 'alias'; value: TypeReference }
  | { type: 'fileDownload'; contentType?: string }
  | { type: 'streamingText' }
  | { type: 'stream'; terminator?: string; shape: TypeShape }

/** A response an endpoint returns. The playground uses the first. */
export type HttpResponseDefinition = WithDescription & {
  statusCode: number
  body: HttpResponseBodyShape
  isWildcard?: boolean
}

/** An example of an error response. */
export type ErrorExample = WithDescription & {
  name?: string
  responseBody: { type: 'json'; value: unknown }
}

/** An error an endpoint declares. */
export type ErrorResponse = WithDescription &
  WithAvailability & {
    name: string
    statusCode: number
    shape?: TypeShape
    isWildcard?: boolean
    examples?: ErrorExample[]
    headers?: ObjectProperty[]
  }

/** How an endpoint is called: plain REST, or a JSON-RPC method (OpenRPC) or a gRPC method. */
export type EndpointProtocol =
  | { type: 'rest' }
  | { type: 'openrpc'; methodName: string }
  | {
      type: 'grpc'
      methodName: string
      methodType?: 'UNARY' | 'CLIENT_STREAM' | 'SERVER_STREAM' | 'BIDIRECTIONAL_STREAM'
    }

/**
 * How a list endpoint pages, as SDK generators read it (OpenAPI `x-fern-pagination`). Each field is an expression
 * into the request or response as written in the definition, e.g. `$request.starting_after` or `$response.data`.
 */
export type EndpointPagination =
  | { type: 'cursor'; cursor: string; nextCursor: string; results: string }
  | { type: 'offset'; offset: string; results: string; step?: string; hasNextPage?: string }

/** SDK snippet templates of an endpoint, by SDK language (the snippets package renders them). */
export type EndpointSnippetTemplates = {
  typescript?: VersionedSnippetTemplate
  python?: VersionedSnippetTemplate
}

/** An HTTP endpoint. */
export type EndpointDefinition = WithDescription &
  WithAvailability &
  WithNamespace & {
    id: EndpointId
    method: HttpMethod
    path: PathPart[]
    displayName?: string
    operationId?: string
    /** Auth schemes in declaration order; the playground uses the first. */
    auth?: AuthSchemeId[]
    multiAuth?: Array<{ schemes: AuthSchemeId[] }>
    defaultEnvironment?: EnvironmentId
    environments?: Environment[]
    pathParameters?: ObjectProperty[]
    queryParameters?: ObjectProperty[]
    requestHeaders?: ObjectProperty[]
    responseHeaders?: ObjectProperty[]
    requests?: HttpRequestDefinition[]
    responses?: HttpResponseDefinition[]
    errors?: ErrorResponse[]
    examples?: ExampleEndpointCall[]
    snippetTemplates?: EndpointSnippetTemplates
    /** Present when the endpoint returns pages that SDKs iterate over. */
    pagination?: EndpointPagination
    protocol?: EndpointProtocol
    /** `false` hides the endpoint from the explorer. */
    includeInApiExplorer?: boolean
  }
