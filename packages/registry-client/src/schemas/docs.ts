import * as z from 'zod'
import type { JsonObject } from './common.js'
import { jsonObjectSchema, optionalField } from './common.js'

// Bodies and answers of the first-generation docs calls, the dashboard and the docs cache.

/**
 * A documentation site's definition as the registry serves it (v1 read `DocsDefinition`). Its fields are not
 * documented in the reference, so it is typed as a JSON object and passed through whole.
 */
export type DocsDefinition = JsonObject

/** {@link DocsDefinition}. */
export const docsDefinitionSchema: z.ZodType<DocsDefinition> = jsonObjectSchema

/** Body of `POST /registry/docs/load`. */
export interface LoadDocsForDomainRequest {
  domain: string
}

/** Body of `POST /registry/docs/init`: the files to upload, relative to the docs folder. */
export interface StartDocsRegisterRequest {
  domain: string
  orgId: string
  filepaths: string[]
}

/** Where to upload one file. */
export interface FileUploadUrl {
  uploadUrl: string
  fileId: string
}

/** Answer of `POST /registry/docs/init`: the registration id and an upload URL per file path. */
export interface StartDocsRegisterResponse {
  docsRegistrationId: string
  uploadUrls: Record<string, FileUploadUrl>
}

/** {@link FileUploadUrl}. */
export const fileUploadUrlSchema: z.ZodType<FileUploadUrl> = z.looseObject({
  uploadUrl: z.string(),
  fileId: z.string(),
})

/** {@link StartDocsRegisterResponse}. */
export const startDocsRegisterResponseSchema: z.ZodType<StartDocsRegisterResponse> = z.looseObject({
  docsRegistrationId: z.string(),
  uploadUrls: z.record(z.string(), fileUploadUrlSchema),
})

/** A documentation page to register. */
export interface DocsPageWrite {
  markdown: string
  editThisPageUrl?: string
}

/** The write shape of a docs definition; `config` (the DocsConfig) is not typed by this client. */
export interface DocsDefinitionWrite {
  pages: Record<string, DocsPageWrite>
  config: JsonObject
  jsFiles?: Record<string, string>
}

/** Body of `POST /registry/docs/register/{docsRegistrationId}`. */
export interface RegisterDocsRequest {
  docsDefinition: DocsDefinitionWrite
}

/** Body of `POST /dashboard/get-docs-sites-for-org`. */
export interface GetDocsSitesForOrgRequest {
  orgId: string
}

/** A docs URL: domain plus optional path. */
export interface DocsSiteUrl {
  domain: string
  path?: string
}

/** Answer of `POST /dashboard/get-docs-sites-for-org`. */
export interface DocsSitesForOrg {
  docsSites: { mainUrl: DocsSiteUrl; urls: DocsSiteUrl[] }[]
}

const docsSiteUrl = z.looseObject({ domain: z.string(), path: optionalField(z.string()) })

/** {@link DocsSitesForOrg}. */
export const docsSitesForOrgSchema: z.ZodType<DocsSitesForOrg> = z.looseObject({
  docsSites: z.array(z.looseObject({ mainUrl: docsSiteUrl, urls: z.array(docsSiteUrl) })),
})

/** Body of `POST /docs-cache/invalidate`. */
export interface InvalidateDocsCacheRequest {
  url: string
}
