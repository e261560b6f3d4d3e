import type { z } from 'zod'
import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  AlgoliaPreviewWhitelist,
  AlgoliaPreviewWhitelistRequest,
  DocsConfigById,
  DocsUrlMetadata,
  DocsUrlRequest,
  ListDocsUrlsQuery,
  ListDocsUrlsResponse,
  LoadDocsForUrlRequest,
  LoadDocsForUrlResponse,
  RegisterDocsV2Request,
  SetDocsArchivedRequest,
  SetDocsMetadataForUrlRequest,
  StartDocsPreviewRegisterRequest,
  StartDocsPreviewRegisterResponse,
  StartDocsRegisterV2Request,
  StartDocsRegisterV2Response,
  TransferDocsOwnershipRequest,
} from '../schemas/docs-v2.js'
import {
  algoliaPreviewWhitelistSchema,
  docsConfigByIdSchema,
  docsUrlMetadataSchema,
  listDocsUrlsResponseSchema,
  loadDocsForUrlResponseSchema,
  organizationIdSchema,
  startDocsPreviewRegisterResponseSchema,
  startDocsRegisterV2ResponseSchema,
} from '../schemas/docs-v2.js'

type Auth = 'UnauthorizedError' | 'UserNotInOrgError'

/** The named errors each {@link DocsV2Area} method can return. */
export interface DocsV2Errors {
  getOrganizationForUrl: 'DomainNotRegisteredError'
  getMetadataForUrl: 'DomainNotRegisteredError' | 'InvalidURLError'
  loadWithUrl: 'DomainNotRegisteredError' | Auth
  loadPrivateWithUrl: 'DomainNotRegisteredError' | Auth
  listUrls: Auth
  get: 'DocsDefinitionNotFoundError' | Auth
  prepopulateS3Bucket: Auth
  init:
    | 'InvalidDomainError'
    | 'InvalidCustomDomainError'
    | 'DomainBelongsToAnotherOrgError'
    | 'UnavailableError'
    | Auth
  initPreview: 'InvalidDomainError' | Auth
  register: 'DocsRegistrationIdNotFound' | Auth
  transferOwnership: 'DocsNotFoundError' | Auth
  setIsArchived: 'DomainNotRegisteredError' | 'InvalidURLError' | Auth
  setMetadataForUrl: 'InvalidURLError' | Auth
  addToAlgoliaPreviewWhitelist: Auth
  removeFromAlgoliaPreviewWhitelist: Auth
  listAlgoliaPreviewWhitelist: Auth
}

const AUTH = { UnauthorizedError: true, UserNotInOrgError: true } as const

const ERRORS: AreaErrors<DocsV2Errors> = {
  getOrganizationForUrl: { DomainNotRegisteredError: true },
  getMetadataForUrl: { DomainNotRegisteredError: true, InvalidURLError: true },
  loadWithUrl: { DomainNotRegisteredError: true, ...AUTH },
  loadPrivateWithUrl: { DomainNotRegisteredError: true, ...AUTH },
  listUrls: AUTH,
  get: { DocsDefinitionNotFoundError: true, ...AUTH },
  prepopulateS3Bucket: AUTH,
  init: {
    InvalidDomainError: true,
    InvalidCustomDomainError: true,
    DomainBelongsToAnotherOrgError: true,
    UnavailableError: true,
    ...AUTH,
  },
  initPreview: { InvalidDomainError: true, ...AUTH },
  register: { DocsRegistrationIdNotFound: true, ...AUTH },
  transferOwnership: { DocsNotFoundError: true, ...AUTH },
  setIsArchived: { DomainNotRegisteredError: true, InvalidURLError: true, ...AUTH },
  setMetadataForUrl: { InvalidURLError: true, ...AUTH },
  addToAlgoliaPreviewWhitelist: AUTH,
  removeFromAlgoliaPreviewWhitelist: AUTH,
  listAlgoliaPreviewWhitelist: AUTH,
}

type Call<Body, K extends keyof DocsV2Errors> = RegistryResponse<Body, DocsV2Errors[K]>

/** Docs sites, second generation (`/v2/registry/docs`). */
export interface DocsV2Area {
  /** `POST /v2/registry/docs/organization-for-url`: the id of the organization that owns a docs URL. */
  getOrganizationForUrl(body: DocsUrlRequest, options?: RequestOptions): Call<string, 'getOrganizationForUrl'>
  /** `POST /v2/registry/docs/metadata-for-url`. */
  getMetadataForUrl(
    body: DocsUrlRequest,
    options?: RequestOptions,
  ): Call<DocsUrlMetadata, 'getMetadataForUrl'>
  /** `POST /v2/registry/docs/load-with-url`: the docs served at a URL. */
  loadWithUrl(
    body: LoadDocsForUrlRequest,
    options?: RequestOptions,
  ): Call<LoadDocsForUrlResponse, 'loadWithUrl'>
  /** `POST /v2/registry/docs/private/load-with-url` (deprecated by the registry). */
  loadPrivateWithUrl(
    body: DocsUrlRequest,
    options?: RequestOptions,
  ): Call<LoadDocsForUrlResponse, 'loadPrivateWithUrl'>
  /** `GET /v2/registry/docs/urls/list?page&limit&custom&preview`. */
  listUrls(query?: ListDocsUrlsQuery, options?: RequestOptions): Call<ListDocsUrlsResponse, 'listUrls'>
  /** `GET /v2/registry/docs/{docsConfigId}`: a docs config and the APIs it references. */
  get(docsConfigId: string, options?: RequestOptions): Call<DocsConfigById, 'get'>
  /** `POST /v2/registry/docs/prepopulate-s3-bucket` (no body). */
  prepopulateS3Bucket(options?: RequestOptions): Call<void, 'prepopulateS3Bucket'>
  /** `POST /v2/registry/docs/v2/init`: starts a registration. */
  init(body: StartDocsRegisterV2Request, options?: RequestOptions): Call<StartDocsRegisterV2Response, 'init'>
  /** `POST /v2/registry/docs/preview/init`: starts a preview registration. */
  initPreview(
    body: StartDocsPreviewRegisterRequest,
    options?: RequestOptions,
  ): Call<StartDocsPreviewRegisterResponse, 'initPreview'>
  /** `POST /v2/registry/docs/register/{docsRegistrationId}`: finishes a registration. */
  register(
    docsRegistrationId: string,
    body: RegisterDocsV2Request,
    options?: RequestOptions,
  ): Call<void, 'register'>
  /** `POST /v2/registry/docs/transfer-ownership`. */
  transferOwnership(
    body: TransferDocsOwnershipRequest,
    options?: RequestOptions,
  ): Call<void, 'transferOwnership'>
  /** `POST /v2/registry/docs/set-is-archived`. */
  setIsArchived(body: SetDocsArchivedRequest, options?: RequestOptions): Call<void, 'setIsArchived'>
  /** `POST /v2/registry/docs/set-metadata-for-url`. */
  setMetadataForUrl(
    body: SetDocsMetadataForUrlRequest,
    options?: RequestOptions,
  ): Call<void, 'setMetadataForUrl'>
  /** `POST /v2/registry/docs/algolia-preview-whitelist/add`. */
  addToAlgoliaPreviewWhitelist(
    body: AlgoliaPreviewWhitelistRequest,
    options?: RequestOptions,
  ): Call<void, 'addToAlgoliaPreviewWhitelist'>
  /** `POST /v2/registry/docs/algolia-preview-whitelist/remove`. */
  removeFromAlgoliaPreviewWhitelist(
    body: AlgoliaPreviewWhitelistRequest,
    options?: RequestOptions,
  ): Call<void, 'removeFromAlgoliaPreviewWhitelist'>
  /** `GET /v2/registry/docs/algolia-preview-whitelist/list`. */
  listAlgoliaPreviewWhitelist(
    options?: RequestOptions,
  ): Call<AlgoliaPreviewWhitelist, 'listAlgoliaPreviewWhitelist'>
}

const BASE = '/v2/registry/docs'

/** The {@link DocsV2Area} of a client. */
export function createDocsV2Area(context: CallContext): DocsV2Area {
  const send = areaCaller(context, ERRORS)
  const post = <Body, K extends keyof DocsV2Errors>(
    name: K,
    route: string,
    body: unknown,
    schema: z.ZodType<Body>,
    options: RequestOptions | undefined,
  ): Call<Body, K> => send(name, { method: 'POST', path: `${BASE}${route}`, body, schema }, options)
  return {
    getOrganizationForUrl: (body, options) =>
      post('getOrganizationForUrl', '/organization-for-url', body, organizationIdSchema, options),
    getMetadataForUrl: (body, options) =>
      post('getMetadataForUrl', '/metadata-for-url', body, docsUrlMetadataSchema, options),
    loadWithUrl: (body, options) =>
      post('loadWithUrl', '/load-with-url', body, loadDocsForUrlResponseSchema, options),
    loadPrivateWithUrl: (body, options) =>
      post('loadPrivateWithUrl', '/private/load-with-url', body, loadDocsForUrlResponseSchema, options),
    listUrls: ({ page, limit, custom, preview } = {}, options) =>
      send(
        'listUrls',
        {
          method: 'GET',
          path: `${BASE}/urls/list`,
          query: { page, limit, custom, preview },
          schema: listDocsUrlsResponseSchema,
        },
        options,
      ),
    get: (docsConfigId, options) =>
      send(
        'get',
        { method: 'GET', path: `${BASE}${path`/${docsConfigId}`}`, schema: docsConfigByIdSchema },
        options,
      ),
    prepopulateS3Bucket: (options) =>
      post('prepopulateS3Bucket', '/prepopulate-s3-bucket', undefined, voidBodySchema, options),
    init: (body, options) => post('init', '/v2/init', body, startDocsRegisterV2ResponseSchema, options),
    initPreview: (body, options) =>
      post('initPreview', '/preview/init', body, startDocsPreviewRegisterResponseSchema, options),
    register: (docsRegistrationId, body, options) =>
      post('register', path`/register/${docsRegistrationId}`, body, voidBodySchema, options),
    transferOwnership: (body, options) =>
      post('transferOwnership', '/transfer-ownership', body, voidBodySchema, options),
    setIsArchived: (body, options) =>
      post('setIsArchived', '/set-is-archived', body, voidBodySchema, options),
    setMetadataForUrl: (body, options) =>
      post('setMetadataForUrl', '/set-metadata-for-url', body, voidBodySchema, options),
    addToAlgoliaPreviewWhitelist: (body, options) =>
      post('addToAlgoliaPreviewWhitelist', '/algolia-preview-whitelist/add', body, voidBodySchema, options),
    removeFromAlgoliaPreviewWhitelist: (body, options) =>
      post(
        'removeFromAlgoliaPreviewWhitelist',
        '/algolia-preview-whitelist/remove',
        body,
        voidBodySchema,
        options,
      ),
    listAlgoliaPreviewWhitelist: (options) =>
      send(
        'listAlgoliaPreviewWhitelist',
        {
          method: 'GET',
          path: `${BASE}/algolia-preview-whitelist/list`,
          schema: algoliaPreviewWhitelistSchema,
        },
        options,
      ),
  }
}
