import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  DocsDefinition,
  LoadDocsForDomainRequest,
  RegisterDocsRequest,
  StartDocsRegisterRequest,
  StartDocsRegisterResponse,
} from '../schemas/docs.js'
import { docsDefinitionSchema, startDocsRegisterResponseSchema } from '../schemas/docs.js'

/** The named errors each {@link DocsArea} method can return. */
export interface DocsErrors {
  load: 'DomainNotRegisteredError'
  loadForDomain: 'DomainNotRegisteredError'
  init: 'UnauthorizedError' | 'UserNotInOrgError'
  register: 'UnauthorizedError' | 'UserNotInOrgError' | 'DocsRegistrationIdNotFound'
}

const ERRORS: AreaErrors<DocsErrors> = {
  load: { DomainNotRegisteredError: true },
  loadForDomain: { DomainNotRegisteredError: true },
  init: { UnauthorizedError: true, UserNotInOrgError: true },
  register: { UnauthorizedError: true, UserNotInOrgError: true, DocsRegistrationIdNotFound: true },
}

/** Docs sites, first generation (`/registry/docs`). Registering is two steps: {@link DocsArea.init}, then {@link DocsArea.register}. */
export interface DocsArea {
  /** `GET /registry/docs/load/{domain}`. */
  load(domain: string, options?: RequestOptions): RegistryResponse<DocsDefinition, DocsErrors['load']>
  /** `POST /registry/docs/load` with `{domain}`. */
  loadForDomain(
    body: LoadDocsForDomainRequest,
    options?: RequestOptions,
  ): RegistryResponse<DocsDefinition, DocsErrors['loadForDomain']>
  /** `POST /registry/docs/init`: starts a registration; answers its id and the upload URLs. */
  init(
    body: StartDocsRegisterRequest,
    options?: RequestOptions,
  ): RegistryResponse<StartDocsRegisterResponse, DocsErrors['init']>
  /** `POST /registry/docs/register/{docsRegistrationId}`: finishes the registration. */
  register(
    docsRegistrationId: string,
    body: RegisterDocsRequest,
    options?: RequestOptions,
  ): RegistryResponse<void, DocsErrors['register']>
}

/** The {@link DocsArea} of a client. */
export function createDocsArea(context: CallContext): DocsArea {
  const send = areaCaller(context, ERRORS)
  return {
    load: (domain, options) =>
      send(
        'load',
        { method: 'GET', path: path`/registry/docs/load/${domain}`, schema: docsDefinitionSchema },
        options,
      ),
    loadForDomain: (body, options) =>
      send(
        'loadForDomain',
        { method: 'POST', path: '/registry/docs/load', body, schema: docsDefinitionSchema },
        options,
      ),
    init: (body, options) =>
      send(
        'init',
        { method: 'POST', path: '/registry/docs/init', body, schema: startDocsRegisterResponseSchema },
        options,
      ),
    register: (docsRegistrationId, body, options) =>
      send(
        'register',
        {
          method: 'POST',
          path: path`/registry/docs/register/${docsRegistrationId}`,
          body,
          schema: voidBodySchema,
        },
        options,
      ),
  }
}
