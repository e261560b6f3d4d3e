import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  ChangelogRequest,
  ChangelogResponse,
  GeneratorRelease,
  GeneratorReleaseRequest,
  GetLatestGeneratorReleaseRequest,
  ListGeneratorReleasesQuery,
  ListGeneratorReleasesResponse,
} from '../schemas/generators.js'
import {
  changelogResponseSchema,
  generatorReleaseSchema,
  listGeneratorReleasesResponseSchema,
} from '../schemas/generators.js'

/** The named errors each {@link GeneratorVersionsArea} method can return. */
export interface GeneratorVersionsErrors {
  getLatest: 'NoValidGeneratorsFoundError'
  getChangelog: never
  upsert: 'InvalidVersionError' | 'UnauthorizedError' | 'UserNotInOrgError'
  get: 'GeneratorVersionNotFoundError'
  list: never
}

const ERRORS: AreaErrors<GeneratorVersionsErrors> = {
  getLatest: { NoValidGeneratorsFoundError: true },
  getChangelog: {},
  upsert: { InvalidVersionError: true, UnauthorizedError: true, UserNotInOrgError: true },
  get: { GeneratorVersionNotFoundError: true },
  list: {},
}

type Call<Body, K extends keyof GeneratorVersionsErrors> = RegistryResponse<Body, GeneratorVersionsErrors[K]>

/** Releases of generators (`/generators/versions`). */
export interface GeneratorVersionsArea {
  /** `POST /generators/versions/latest`: the newest release that is not yanked and fits the request. */
  getLatest(
    body: GetLatestGeneratorReleaseRequest,
    options?: RequestOptions,
  ): Call<GeneratorRelease, 'getLatest'>
  /** `POST /generators/versions/{generatorId}/changelog`: release notes over a version range. */
  getChangelog(
    generatorId: string,
    body: ChangelogRequest,
    options?: RequestOptions,
  ): Call<ChangelogResponse, 'getChangelog'>
  /** `PUT /generators/versions`: creates or updates a release. */
  upsert(body: GeneratorReleaseRequest, options?: RequestOptions): Call<void, 'upsert'>
  /** `GET /generators/versions/{generatorId}/{version}`. */
  get(generatorId: string, version: string, options?: RequestOptions): Call<GeneratorRelease, 'get'>
  /** `GET /generators/versions/{generatorId}?page&pageSize`. */
  list(
    generatorId: string,
    query?: ListGeneratorReleasesQuery,
    options?: RequestOptions,
  ): Call<ListGeneratorReleasesResponse, 'list'>
}

/** The {@link GeneratorVersionsArea} of a client. */
export function createGeneratorVersionsArea(context: CallContext): GeneratorVersionsArea {
  const send = areaCaller(context, ERRORS)
  return {
    getLatest: (body, options) =>
      send(
        'getLatest',
        { method: 'POST', path: '/generators/versions/latest', body, schema: generatorReleaseSchema },
        options,
      ),
    getChangelog: (generatorId, body, options) =>
      send(
        'getChangelog',
        {
          method: 'POST',
          path: path`/generators/versions/${generatorId}/changelog`,
          body,
          schema: changelogResponseSchema,
        },
        options,
      ),
    upsert: (body, options) =>
      send('upsert', { method: 'PUT', path: '/generators/versions', body, schema: voidBodySchema }, options),
    get: (generatorId, version, options) =>
      send(
        'get',
        {
          method: 'GET',
          path: path`/generators/versions/${generatorId}/${version}`,
          schema: generatorReleaseSchema,
        },
        options,
      ),
    list: (generatorId, { page, pageSize } = {}, options) =>
      send(
        'list',
        {
          method: 'GET',
          path: path`/generators/versions/${generatorId}`,
          query: { page, pageSize },
          schema: listGeneratorReleasesResponseSchema,
        },
        options,
      ),
  }
}
