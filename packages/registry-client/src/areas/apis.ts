import type { ApiDefinition } from '@api-explorer/model'
import { apiDefinitionSchema } from '@api-explorer/model/schema'
import type { CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { AreaErrors } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import type {
  ApiDefinitionV1,
  ApiDiff,
  ApiDiffQuery,
  RegisterApiDefinitionRequest,
  RegisterApiDefinitionResponse,
} from '../schemas/apis.js'
import { apiDefinitionV1Schema, apiDiffSchema, registerApiDefinitionResponseSchema } from '../schemas/apis.js'

/** The named errors each {@link ApisArea} method can return. */
export interface ApisErrors {
  loadLatest: 'ApiDoesNotExistError' | 'UnauthorizedError' | 'UserNotInOrgError'
  load: 'ApiDoesNotExistError'
  register: 'UnauthorizedError' | 'UserNotInOrgError'
  diff: never
}

const ERRORS: AreaErrors<ApisErrors> = {
  loadLatest: { ApiDoesNotExistError: true, UnauthorizedError: true, UserNotInOrgError: true },
  load: { ApiDoesNotExistError: true },
  register: { UnauthorizedError: true, UserNotInOrgError: true },
  diff: {},
}

/** API definitions: register, load (latest and v1 shapes) and diff. */
export interface ApisArea {
  /** `GET /registry/api/latest/load/{apiDefinitionId}`: the definition in the latest shape (the model's). */
  loadLatest(
    apiDefinitionId: string,
    options?: RequestOptions,
  ): RegistryResponse<ApiDefinition, ApisErrors['loadLatest']>
  /** `GET /registry/api/load/{apiDefinitionId}`: the definition in the v1 read shape (also read for snippet templates). */
  load(
    apiDefinitionId: string,
    options?: RequestOptions,
  ): RegistryResponse<ApiDefinitionV1, ApisErrors['load']>
  /** `POST /registry/api/register`. */
  register(
    body: RegisterApiDefinitionRequest,
    options?: RequestOptions,
  ): RegistryResponse<RegisterApiDefinitionResponse, ApisErrors['register']>
  /** `GET /registry/diff?previousApiDefinitionId&currentApiDefinitionId`. */
  diff(query: ApiDiffQuery, options?: RequestOptions): RegistryResponse<ApiDiff, ApisErrors['diff']>
}

/** The {@link ApisArea} of a client. */
export function createApisArea(context: CallContext): ApisArea {
  const send = areaCaller(context, ERRORS)
  return {
    loadLatest: (apiDefinitionId, options) =>
      send(
        'loadLatest',
        {
          method: 'GET',
          path: path`/registry/api/latest/load/${apiDefinitionId}`,
          schema: apiDefinitionSchema,
        },
        options,
      ),
    load: (apiDefinitionId, options) =>
      send(
        'load',
        { method: 'GET', path: path`/registry/api/load/${apiDefinitionId}`, schema: apiDefinitionV1Schema },
        options,
      ),
    register: (body, options) =>
      send(
        'register',
        { method: 'POST', path: '/registry/api/register', body, schema: registerApiDefinitionResponseSchema },
        options,
      ),
    diff: ({ previousApiDefinitionId, currentApiDefinitionId }, options) =>
      send(
        'diff',
        {
          method: 'GET',
          path: '/registry/diff',
          query: { previousApiDefinitionId, currentApiDefinitionId },
          schema: apiDiffSchema,
        },
        options,
      ),
  }
}
