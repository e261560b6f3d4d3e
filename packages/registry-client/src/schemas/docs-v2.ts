import * as z from 'zod'
import type { ApiDefinitionV1 } from './apis.js'
import { apiDefinitionV1Schema } from './apis.js'
import type { JsonObject } from './common.js'
import { jsonObjectSchema, optionalField } from './common.js'
import type { DocsDefinition, DocsDefinitionWrite, FileUploadUrl } from './docs.js'
import { docsDefinitionSchema, fileUploadUrlSchema } from './docs.js'

// Bodies and answers of the second-generation docs calls (`/v2/registry/docs`).

/** A body holding one docs URL. */
export interface DocsUrlRequest {
  url: string
}

/** Body of `POST /v2/registry/docs/load-with-url`. */
export interface LoadDocsForUrlRequest {
  url: string
  /** Newer servers: leave the API definitions out of the answer. */
  excludeApis?: boolean
}

/** Domain and base path of a docs site. */
export interface DocsBaseUrl {
  domain: string
  basePath?: string
}

/** Answer of `POST /v2/registry/docs/load-with-url` and `/private/load-with-url`. */
export interface LoadDocsForUrlResponse {
  baseUrl: DocsBaseUrl
  definition: DocsDefinition
  lightModeEnabled: boolean
}

const baseUrlShape = { domain: z.string(), basePath: optionalField(z.string()) }

/** {@link LoadDocsForUrlResponse}. */
export const loadDocsForUrlResponseSchema: z.ZodType<LoadDocsForUrlResponse> = z.looseObject({
  baseUrl: z.looseObject(baseUrlShape),
  definition: docsDefinitionSchema,
  lightModeEnabled: z.boolean(),
})

/** Answer of `POST /v2/registry/docs/metadata-for-url`. */
export interface DocsUrlMetadata {
  isPreviewUrl: boolean
  org: string
  /** The URL asked about, echoed. */
  url: string
  gitUrl?: string
  enableAlgoliaOnPreview?: boolean
  /** Mentioned by the reference's tests; its shape is not documented. */
  basepaths?: unknown
}

/** {@link DocsUrlMetadata}. */
export const docsUrlMetadataSchema: z.ZodType<DocsUrlMetadata> = z.looseObject({
  isPreviewUrl: z.boolean(),
  org: z.string(),
  url: z.string(),
  gitUrl: optionalField(z.string()),
  enableAlgoliaOnPreview: optionalField(z.boolean()),
  basepaths: optionalField(z.unknown()),
})

/** Query of `GET /v2/registry/docs/urls/list`. */
export interface ListDocsUrlsQuery {
  page?: number
  limit?: number
  /** Only docs with a custom domain. */
  custom?: boolean
  /** Newer servers: only (or no) preview URLs. */
  preview?: boolean
}

/** One registered docs URL. */
export interface DocsDomainItem extends DocsBaseUrl {
  organizationId: string
  updatedAt: string
}

/** Answer of `GET /v2/registry/docs/urls/list`. */
export interface ListDocsUrlsResponse {
  urls: DocsDomainItem[]
}

/** {@link ListDocsUrlsResponse}. */
export const listDocsUrlsResponseSchema: z.ZodType<ListDocsUrlsResponse> = z.looseObject({
  urls: z.array(z.looseObject({ ...baseUrlShape, organizationId: z.string(), updatedAt: z.string() })),
})

/** Answer of `GET /v2/registry/docs/{docsConfigId}`: the DocsConfig (not typed here) and its APIs. */
export interface DocsConfigById {
  docsConfig: JsonObject
  apis: Record<string, ApiDefinitionV1>
}

/** {@link DocsConfigById}. */
export const docsConfigByIdSchema: z.ZodType<DocsConfigById> = z.looseObject({
  docsConfig: jsonObjectSchema,
  apis: z.record(z.string(), apiDefinitionV1Schema),
})

/** Who may read a docs site. */
export type DocsAuthConfig = { type: 'public' } | { type: 'private'; authType: 'sso' }

/** A file to upload: its path, or its path and content hash (newer). */
export type DocsFilePath = string | { path: string; fileHash?: string }

/** An image to upload, with its intrinsic size. */
export interface DocsImageFilePath {
  filePath: string
  width: number
  height: number
  blurDataUrl?: string
  alt?: string
  fileHash?: string
}

/** Body of `POST /v2/registry/docs/v2/init`. */
export interface StartDocsRegisterV2Request {
  /** A `*.buildwithfern.com` URL. */
  domain: string
  customDomains: string[]
  authConfig?: DocsAuthConfig
  orgId: string
  /** Deprecated by the registry. */
  apiId?: string
  filepaths: DocsFilePath[]
  images?: DocsImageFilePath[]
}

/** Answer of the v2 init calls. An upload URL is a bare string on some servers. */
export interface StartDocsRegisterV2Response {
  docsRegistrationId: string
  uploadUrls: Record<string, string | FileUploadUrl>
  /** Newer servers: files already uploaded (same hash); element shape not documented. */
  skippedFiles?: unknown[]
}

const startV2Shape = {
  docsRegistrationId: z.string(),
  uploadUrls: z.record(z.string(), z.union([z.string(), fileUploadUrlSchema])),
  skippedFiles: optionalField(z.array(z.unknown())),
}

/** {@link StartDocsRegisterV2Response}. */
export const startDocsRegisterV2ResponseSchema: z.ZodType<StartDocsRegisterV2Response> =
  z.looseObject(startV2Shape)

/** Body of `POST /v2/registry/docs/preview/init`. */
export interface StartDocsPreviewRegisterRequest {
  orgId: string
  basePath?: string
  authConfig?: DocsAuthConfig
  filepaths: DocsFilePath[]
  images?: DocsImageFilePath[]
}

/** Answer of `POST /v2/registry/docs/preview/init`: as the v2 init answer, plus the preview URL. */
export interface StartDocsPreviewRegisterResponse extends StartDocsRegisterV2Response {
  previewUrl: string
}

/** {@link StartDocsPreviewRegisterResponse}. */
export const startDocsPreviewRegisterResponseSchema: z.ZodType<StartDocsPreviewRegisterResponse> =
  z.looseObject({
    ...startV2Shape,
    previewUrl: z.string(),
  })

/** Body of `POST /v2/registry/docs/register/{docsRegistrationId}`. */
export interface RegisterDocsV2Request {
  docsDefinition: DocsDefinitionWrite
  /** Ignored by the server. */
  libraryDocs?: unknown
  excludeApis?: boolean
  basepathAware?: boolean
}

/** Body of `POST /v2/registry/docs/transfer-ownership`. */
export interface TransferDocsOwnershipRequest {
  domain: string
  toOrgId: string
}

/** Body of `POST /v2/registry/docs/set-is-archived`. */
export interface SetDocsArchivedRequest {
  url: string
  isArchived: boolean
}

/** Body of `POST /v2/registry/docs/set-metadata-for-url`. */
export interface SetDocsMetadataForUrlRequest {
  url: string
  githubUrl?: string
}

/** Body of the Algolia preview whitelist add and remove calls. */
export interface AlgoliaPreviewWhitelistRequest {
  domain: string
}

/** Answer of `GET /v2/registry/docs/algolia-preview-whitelist/list`. */
export interface AlgoliaPreviewWhitelist {
  domains: string[]
}

/** {@link AlgoliaPreviewWhitelist}. */
export const algoliaPreviewWhitelistSchema: z.ZodType<AlgoliaPreviewWhitelist> = z.looseObject({
  domains: z.array(z.string()),
})

/** Answer of `POST /v2/registry/docs/organization-for-url`: the organization id. */
export const organizationIdSchema: z.ZodType<string> = z.string()
