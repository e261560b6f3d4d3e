import type { SnippetLanguage, VersionedSnippetTemplate } from '@api-explorer/model'

/**
 * What the snippets package adds around the model's snippet-template model (`Template`,
 * `VersionedSnippetTemplate`, `PAYLOAD_LOCATIONS` and `TEMPLATE_SENTINEL` live in `@api-explorer/model`):
 * the SDK a template belongs to and the request values it is rendered with.
 */

/** The SDK languages FDR registers templates for: snippet languages (the model's `SnippetLanguage`) with an SDK. */
export type SdkType = Extract<
  SnippetLanguage,
  'typescript' | 'python' | 'java' | 'go' | 'ruby' | 'csharp' | 'php'
>

/** The SDK a template belongs to. */
export interface Sdk {
  type: SdkType
  package: string
  version: string
}

/** An endpoint by its path template (`/users/{id}`) and method. */
export interface EndpointIdentifier {
  path: string
  method: string
}

/** The templates of one endpoint for one SDK; `additionalTemplates.async` is the async client's. */
export interface EndpointSnippetTemplate {
  sdk: Sdk
  endpointId: EndpointIdentifier
  apiDefinitionId?: string
  snippetTemplate: VersionedSnippetTemplate
  additionalTemplates?: Record<string, VersionedSnippetTemplate>
}

/** A named parameter of the payload (a header, path or query parameter). */
export interface ParameterPayload {
  name: string
  value: unknown
}

/** The credentials of the payload. */
export type AuthPayload =
  { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string }

/** The request values a snippet is rendered with. */
export interface CustomSnippetPayload {
  headers?: ParameterPayload[]
  pathParameters?: ParameterPayload[]
  queryParameters?: ParameterPayload[]
  requestBody?: unknown
  auth?: AuthPayload
}
