import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  ChangelogRequest,
  ChangelogResponse,
  CliRelease,
  CliReleaseRequest,
  GetLatestCliReleaseRequest,
  ListCliReleasesQuery,
  ListCliReleasesResponse,
} from '../schemas/generators.js'
import {
  changelogResponseSchema,
  cliReleaseSchema,
  listCliReleasesResponseSchema,
} from '../schemas/generators.js'

/** The named errors each {@link CliArea} method can return. */
export interface CliErrors {
  getLatest: 'NoValidClisFoundError'
  getChangelog: never
  getForIr: 'NoValidClisFoundError'
  upsert: 'UnauthorizedError' | 'UserNotInOrgError'
  list: never
  get: 'CliVersionNotFoundError'
}

const ERRORS: AreaErrors<CliErrors> = {
  getLatest: { NoValidClisFoundError: true },
  getChangelog: {},
  getForIr: { NoValidClisFoundError: true },
  upsert: { UnauthorizedError: true, UserNotInOrgError: true },
  list: {},
  get: { CliVersionNotFoundError: true },
}

type Call<Body, K extends keyof CliErrors> = RegistryResponse<Body, CliErrors[K]>

/** Releases of the command-line tool (`/generators/cli`). */
export interface CliArea {
  /** `POST /generators/cli/latest`: the newest release that is not yanked (GA unless `release_types` says otherwise). */
  getLatest(body?: GetLatestCliReleaseRequest, options?: RequestOptions): Call<CliRelease, 'getLatest'>
  /** `POST /generators/cli/changelog`: release notes over a version range. */
  getChangelog(body: ChangelogRequest, options?: RequestOptions): Call<ChangelogResponse, 'getChangelog'>
  /** `GET /generators/cli/for-ir/{irVersion}`: the oldest GA release that supports an IR version. */
  getForIr(irVersion: number, options?: RequestOptions): Call<CliRelease, 'getForIr'>
  /** `PUT /generators/cli`: creates or updates a release. */
  upsert(body: CliReleaseRequest, options?: RequestOptions): Call<void, 'upsert'>
  /** `GET /generators/cli?page&page_size`. */
  list(query?: ListCliReleasesQuery, options?: RequestOptions): Call<ListCliReleasesResponse, 'list'>
  /** `GET /generators/cli/{version}`. */
  get(version: string, options?: RequestOptions): Call<CliRelease, 'get'>
}

/** The {@link CliArea} of a client. */
export function createCliArea(context: CallContext): CliArea {
  const send = areaCaller(context, ERRORS)
  return {
    getLatest: (body = {}, options) =>
      send(
        'getLatest',
        { method: 'POST', path: '/generators/cli/latest', body, schema: cliReleaseSchema },
        options,
      ),
    getChangelog: (body, options) =>
      send(
        'getChangelog',
        { method: 'POST', path: '/generators/cli/changelog', body, schema: changelogResponseSchema },
        options,
      ),
    getForIr: (irVersion, options) =>
      send(
        'getForIr',
        { method: 'GET', path: path`/generators/cli/for-ir/${irVersion}`, schema: cliReleaseSchema },
        options,
      ),
    upsert: (body, options) =>
      send('upsert', { method: 'PUT', path: '/generators/cli', body, schema: voidBodySchema }, options),
    list: ({ page, page_size } = {}, options) =>
      send(
        'list',
        {
          method: 'GET',
          path: '/generators/cli',
          query: { page, page_size },
          schema: listCliReleasesResponseSchema,
        },
        options,
      ),
    get: (version, options) =>
      send(
        'get',
        { method: 'GET', path: path`/generators/cli/${version}`, schema: cliReleaseSchema },
        options,
      ),
  }
}
