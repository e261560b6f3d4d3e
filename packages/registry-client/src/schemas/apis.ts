import type { ApiDefinition } from '@api-explorer/model'
import * as z from 'zod'
import type { JsonObject } from './common.js'
import { jsonObjectSchema, optionalField } from './common.js'

/**
 * An API definition in the registry's v1 read shape (`GET /registry/api/load/{id}`). Only the top level is
 * documented; nested values are kept as they arrive.
 */
export interface ApiDefinitionV1 {
  id: string
  rootPackage: JsonObject
  types: Record<string, unknown>
  subpackages: Record<string, unknown>
  auth?: unknown
  hasMultipleBaseUrls?: boolean
  navigation?: unknown
  globalHeaders?: unknown[]
}

/** {@link ApiDefinitionV1}. */
export const apiDefinitionV1Schema: z.ZodType<ApiDefinitionV1> = z.looseObject({
  id: z.string(),
  rootPackage: jsonObjectSchema,
  types: z.record(z.string(), z.unknown()),
  subpackages: z.record(z.string(), z.unknown()),
  auth: optionalField(z.unknown()),
  hasMultipleBaseUrls: optionalField(z.boolean()),
  navigation: optionalField(z.unknown()),
  globalHeaders: optionalField(z.array(z.unknown())),
})

/** The SDK coordinates snippets are generated for, per language. */
export interface SnippetsConfig {
  typescriptSdk?: { package: string; version?: string }
  pythonSdk?: { package: string; version?: string }
  csharpSdk?: { package: string; version?: string }
  phpSdk?: { package: string; version?: string }
  swiftSdk?: { package: string; version?: string }
  rustSdk?: { package: string; version?: string }
  goSdk?: { githubRepo: string; version?: string }
  javaSdk?: { coordinate: string; version?: string }
  rubySdk?: { gem: string; version?: string }
}

/** An API definition in the registry's v1 write shape. Nested values are not typed by this client. */
export interface ApiDefinitionV1Write {
  rootPackage: JsonObject
  apiName?: string
  types: Record<string, unknown>
  subpackages: Record<string, unknown>
  auth?: unknown
  authSchemes?: Record<string, unknown>
  globalHeaders?: unknown[]
  snippetsConfiguration?: SnippetsConfig
  navigation?: unknown
}

/** The kind of a source file uploaded with a definition. */
export type ApiDefinitionSourceType = 'openapi' | 'asyncapi' | 'proto'

/** Body of `POST /registry/api/register` (older servers take only `orgId`, `apiId` and `definition`). */
export interface RegisterApiDefinitionRequest {
  orgId: string
  apiId: string
  definition?: ApiDefinitionV1Write
  definitionV2?: ApiDefinition
  sources?: Record<string, { type: ApiDefinitionSourceType }>
  dynamicIRs?: Record<string, { dynamicIR: unknown }>
  docsUrl?: string
}

/** Answer of `POST /registry/api/register`: the new id and where to upload sources and dynamic IRs. */
export interface RegisterApiDefinitionResponse {
  apiDefinitionId: string
  sources?: Record<string, { uploadUrl: string; downloadUrl: string }>
  dynamicIRs?: Record<string, { uploadUrl: string }>
}

/** {@link RegisterApiDefinitionResponse}. */
export const registerApiDefinitionResponseSchema: z.ZodType<RegisterApiDefinitionResponse> = z.looseObject({
  apiDefinitionId: z.string(),
  sources: optionalField(
    z.record(z.string(), z.looseObject({ uploadUrl: z.string(), downloadUrl: z.string() })),
  ),
  dynamicIRs: optionalField(z.record(z.string(), z.looseObject({ uploadUrl: z.string() }))),
})

/** Query of `GET /registry/diff`. */
export interface ApiDiffQuery {
  previousApiDefinitionId: string
  currentApiDefinitionId: string
}

/** Wire keys added and removed in one part of an endpoint. */
export interface ApiDiffPart {
  added: { wireKey: string }[]
  removed: { wireKey: string }[]
}

/** How one endpoint changed. */
export interface UpdatedEndpointDiff {
  id: string
  pathParameterDiff: ApiDiffPart
  queryParameterDiff: ApiDiffPart
  requestBodyDiff: ApiDiffPart
  responseBodyDiff: ApiDiffPart
}

/** Answer of `GET /registry/diff`: the endpoints added, removed and changed, and a markdown summary. */
export interface ApiDiff {
  addedEndpoints: { id: string }[]
  removedEndpoints: { id: string }[]
  updatedEndpoints: UpdatedEndpointDiff[]
  markdown: string
}

const wireKeys = z.array(z.looseObject({ wireKey: z.string() }))
const diffPart = z.looseObject({ added: wireKeys, removed: wireKeys })
const endpointRef = z.looseObject({ id: z.string() })

/** {@link ApiDiff}. */
export const apiDiffSchema: z.ZodType<ApiDiff> = z.looseObject({
  addedEndpoints: z.array(endpointRef),
  removedEndpoints: z.array(endpointRef),
  updatedEndpoints: z.array(
    z.looseObject({
      id: z.string(),
      pathParameterDiff: diffPart,
      queryParameterDiff: diffPart,
      requestBodyDiff: diffPart,
      responseBodyDiff: diffPart,
    }),
  ),
  markdown: z.string(),
})
