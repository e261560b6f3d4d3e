import * as z from 'zod'
import type { EndpointIdentifier, JsonObject } from './common.js'
import { jsonObjectSchema, optionalField } from './common.js'

// Snippets (`/snippets`).

/** Which SDK to get snippets of; without a version the latest is used. */
export type SdkRequest =
  | { type: 'typescript' | 'python'; package: string; version?: string }
  | { type: 'go'; githubRepo: string; version?: string }
  | { type: 'ruby'; gem: string; version?: string }
  | { type: 'java'; group: string; artifact: string; version?: string }

/** An SDK at one version. */
export type Sdk =
  | { type: 'typescript' | 'python'; package: string; version: string }
  | { type: 'go'; githubRepo: string; version: string }
  | { type: 'ruby'; gem: string; version: string }
  | { type: 'java'; group: string; artifact: string; version: string }

/** {@link Sdk}. */
export const sdkSchema: z.ZodType<Sdk> = z.discriminatedUnion('type', [
  z.looseObject({ type: z.enum(['typescript', 'python']), package: z.string(), version: z.string() }),
  z.looseObject({ type: z.literal('go'), githubRepo: z.string(), version: z.string() }),
  z.looseObject({ type: z.literal('ruby'), gem: z.string(), version: z.string() }),
  z.looseObject({ type: z.literal('java'), group: z.string(), artifact: z.string(), version: z.string() }),
])

/** A snippet of one endpoint for one SDK. The `sdk` coordinates' fields are not documented per language. */
export type Snippet = { sdk: JsonObject; exampleIdentifier?: string } & (
  | { type: 'typescript' | 'go' | 'ruby'; client: string }
  | { type: 'python' | 'java'; sync_client: string; async_client: string }
)

const snippetBase = { sdk: jsonObjectSchema, exampleIdentifier: optionalField(z.string()) }

/** {@link Snippet}. */
export const snippetSchema: z.ZodType<Snippet> = z.discriminatedUnion('type', [
  z.looseObject({ ...snippetBase, type: z.enum(['typescript', 'go', 'ruby']), client: z.string() }),
  z.looseObject({
    ...snippetBase,
    type: z.enum(['python', 'java']),
    sync_client: z.string(),
    async_client: z.string(),
  }),
])

/** Values to fill a snippet with, as the playground's form holds them. */
export interface CustomSnippetPayload {
  headers?: { name: string; value: unknown }[]
  pathParameters?: { name: string; value: unknown }[]
  queryParameters?: { name: string; value: unknown }[]
  requestBody?: unknown
  auth?: { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string }
}

/** Body of `POST /snippets`. */
export interface GetSnippetsRequest {
  orgId?: string
  apiId?: string
  sdks?: SdkRequest[]
  endpoint: EndpointIdentifier
  exampleIdentifier?: string
  payload?: CustomSnippetPayload
}

/** Answer of `POST /snippets`. */
export const snippetListSchema: z.ZodType<Snippet[]> = z.array(snippetSchema)

/** Body of `POST /snippets/load`. */
export interface LoadSnippetsRequest {
  orgId?: string
  apiId?: string
  sdks?: SdkRequest[]
}

/** Query of `POST /snippets/load`: pages start at 1. */
export interface LoadSnippetsQuery {
  page?: number
}

/** Answer of `POST /snippets/load`: snippets by path, then by method; `next` is the next page, if any. */
export interface SnippetsPage {
  next?: number
  snippets: Record<string, Record<string, Snippet[]>>
}

/** {@link SnippetsPage}. */
export const snippetsPageSchema: z.ZodType<SnippetsPage> = z.looseObject({
  next: optionalField(z.number()),
  snippets: z.record(z.string(), z.record(z.string(), z.array(snippetSchema))),
})

/** The code of one snippet to store: one client, or a sync and an async client. */
export type SnippetCode = { client: string } | { sync_client: string; async_client: string }

/** Body of `POST /snippets/create`: the snippets of one SDK. */
export interface CreateSnippetsRequest {
  orgId: string
  apiId: string
  snippets: {
    type: 'typescript' | 'python' | 'go' | 'java' | 'ruby'
    sdk: JsonObject
    snippets: { endpoint: EndpointIdentifier; snippet: SnippetCode }[]
  }
}
