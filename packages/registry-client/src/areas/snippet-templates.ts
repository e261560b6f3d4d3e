import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  EndpointSnippetTemplate,
  GetSnippetTemplateRequest,
  RegisterSnippetTemplateBatchRequest,
  RegisterSnippetTemplateRequest,
} from '../schemas/snippet-templates.js'
import { endpointSnippetTemplateSchema } from '../schemas/snippet-templates.js'

/** The named errors each {@link SnippetTemplatesArea} method can return. */
export interface SnippetTemplatesErrors {
  register: never
  registerBatch: never
  get: 'UnauthorizedError' | 'SnippetNotFound'
}

const ERRORS: AreaErrors<SnippetTemplatesErrors> = {
  register: {},
  registerBatch: {},
  get: { UnauthorizedError: true, SnippetNotFound: true },
}

type Call<Body, K extends keyof SnippetTemplatesErrors> = RegistryResponse<Body, SnippetTemplatesErrors[K]>

/** Snippet templates (`/snippet-template`). */
export interface SnippetTemplatesArea {
  /** `POST /snippet-template/register`. */
  register(body: RegisterSnippetTemplateRequest, options?: RequestOptions): Call<void, 'register'>
  /** `POST /snippet-template/register/batch`. */
  registerBatch(
    body: RegisterSnippetTemplateBatchRequest,
    options?: RequestOptions,
  ): Call<void, 'registerBatch'>
  /** `POST /snippet-template/get`: the template of one endpoint for one SDK. */
  get(body: GetSnippetTemplateRequest, options?: RequestOptions): Call<EndpointSnippetTemplate, 'get'>
}

/** The {@link SnippetTemplatesArea} of a client. */
export function createSnippetTemplatesArea(context: CallContext): SnippetTemplatesArea {
  const send = areaCaller(context, ERRORS)
  return {
    register: (body, options) =>
      send(
        'register',
        { method: 'POST', path: '/snippet-template/register', body, schema: voidBodySchema },
        options,
      ),
    registerBatch: (body, options) =>
      send(
        'registerBatch',
        {
          method: 'POST',
          path: '/snippet-template/register/batch',
          body,
          schema: voidBodySchema,
        },
        options,
      ),
    get: (body, options) =>
      send(
        'get',
        { method: 'POST', path: '/snippet-template/get', body, schema: endpointSnippetTemplateSchema },
        options,
      ),
  }
}
