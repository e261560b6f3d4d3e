import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  CreateSnippetsRequest,
  GetSnippetsRequest,
  LoadSnippetsQuery,
  LoadSnippetsRequest,
  Snippet,
  SnippetsPage,
} from '../schemas/snippets.js'
import { snippetListSchema, snippetsPageSchema } from '../schemas/snippets.js'

type Lookup =
  | 'UnauthorizedError'
  | 'UserNotInOrgError'
  | 'UnavailableError'
  | 'ApiIdRequiredError'
  | 'OrgIdRequiredError'
  | 'OrgIdAndApiIdNotFound'
  | 'OrgIdNotFound'
  | 'SDKNotFound'

/** The named errors each {@link SnippetsArea} method can return. */
export interface SnippetsErrors {
  create: 'UnauthorizedError' | 'UserNotInOrgError' | 'OrgIdNotFound' | 'SDKNotFound'
  get: Lookup | 'EndpointNotFound'
  load: Lookup | 'InvalidPageError'
}

const LOOKUP = {
  UnauthorizedError: true,
  UserNotInOrgError: true,
  UnavailableError: true,
  ApiIdRequiredError: true,
  OrgIdRequiredError: true,
  OrgIdAndApiIdNotFound: true,
  OrgIdNotFound: true,
  SDKNotFound: true,
} as const

const ERRORS: AreaErrors<SnippetsErrors> = {
  create: { UnauthorizedError: true, UserNotInOrgError: true, OrgIdNotFound: true, SDKNotFound: true },
  get: { ...LOOKUP, EndpointNotFound: true },
  load: { ...LOOKUP, InvalidPageError: true },
}

type Call<Body, K extends keyof SnippetsErrors> = RegistryResponse<Body, SnippetsErrors[K]>

/** Code snippets of SDK calls (`/snippets`). */
export interface SnippetsArea {
  /** `POST /snippets/create`: stores the snippets of one SDK. */
  create(body: CreateSnippetsRequest, options?: RequestOptions): Call<void, 'create'>
  /** `POST /snippets`: the snippets of one endpoint. */
  get(body: GetSnippetsRequest, options?: RequestOptions): Call<Snippet[], 'get'>
  /** `POST /snippets/load?page=`: one page of an API's snippets (pages start at 1). */
  load(
    body: LoadSnippetsRequest,
    query?: LoadSnippetsQuery,
    options?: RequestOptions,
  ): Call<SnippetsPage, 'load'>
}

/** The {@link SnippetsArea} of a client. */
export function createSnippetsArea(context: CallContext): SnippetsArea {
  const send = areaCaller(context, ERRORS)
  return {
    create: (body, options) =>
      send('create', { method: 'POST', path: '/snippets/create', body, schema: voidBodySchema }, options),
    get: (body, options) =>
      send('get', { method: 'POST', path: '/snippets', body, schema: snippetListSchema }, options),
    load: (body, { page } = {}, options) =>
      send(
        'load',
        { method: 'POST', path: '/snippets/load', query: { page }, body, schema: snippetsPageSchema },
        options,
      ),
  }
}
