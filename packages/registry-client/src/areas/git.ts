import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { path } from '../path.js'
import { voidBodySchema } from '../schemas/common.js'
import type {
  FernRepository,
  ListPullRequestsRequest,
  ListPullRequestsResponse,
  ListRepositoriesRequest,
  ListRepositoriesResponse,
  PullRequest,
} from '../schemas/git.js'
import {
  fernRepositorySchema,
  listPullRequestsResponseSchema,
  listRepositoriesResponseSchema,
  pullRequestSchema,
} from '../schemas/git.js'

// Every git call is restricted to members of the registry's own organization; "not found" answers carry
// error names outside the catalogue and so come back as unknown errors with the body kept.
type Auth = 'UnauthorizedError' | 'UserNotInOrgError'

/** The named errors each {@link GitArea} method can return. */
export interface GitErrors {
  getRepository: Auth
  listRepositories: Auth
  upsertRepository: Auth
  deleteRepository: Auth
  getPullRequest: Auth
  listPullRequests: Auth
  upsertPullRequest: Auth
  deletePullRequest: Auth
}

const AUTH = { UnauthorizedError: true, UserNotInOrgError: true } as const

const ERRORS: AreaErrors<GitErrors> = {
  getRepository: AUTH,
  listRepositories: AUTH,
  upsertRepository: AUTH,
  deleteRepository: AUTH,
  getPullRequest: AUTH,
  listPullRequests: AUTH,
  upsertPullRequest: AUTH,
  deletePullRequest: AUTH,
}

type Call<Body, K extends keyof GitErrors> = RegistryResponse<Body, GitErrors[K]>

const BASE = '/generators/github'

/** Generator repositories and their pull requests (`/generators/github`). */
export interface GitArea {
  /** `GET /generators/github/repository/{owner}/{repo}`. */
  getRepository(owner: string, repo: string, options?: RequestOptions): Call<FernRepository, 'getRepository'>
  /** `POST /generators/github/repository/list`. */
  listRepositories(
    body?: ListRepositoriesRequest,
    options?: RequestOptions,
  ): Call<ListRepositoriesResponse, 'listRepositories'>
  /** `PUT /generators/github/repository/upsert`. */
  upsertRepository(body: FernRepository, options?: RequestOptions): Call<void, 'upsertRepository'>
  /** `DELETE /generators/github/repository/{owner}/{repo}/delete`. */
  deleteRepository(owner: string, repo: string, options?: RequestOptions): Call<void, 'deleteRepository'>
  /** `GET /generators/github/pull-request/{owner}/{repo}/{number}`. */
  getPullRequest(
    owner: string,
    repo: string,
    pullRequestNumber: number,
    options?: RequestOptions,
  ): Call<PullRequest, 'getPullRequest'>
  /** `POST /generators/github/pull-request/list`. */
  listPullRequests(
    body?: ListPullRequestsRequest,
    options?: RequestOptions,
  ): Call<ListPullRequestsResponse, 'listPullRequests'>
  /** `PUT /generators/github/pull-request/upsert`. */
  upsertPullRequest(body: PullRequest, options?: RequestOptions): Call<void, 'upsertPullRequest'>
  /** `DELETE /generators/github/pull-request/{owner}/{repo}/{number}/delete`. */
  deletePullRequest(
    owner: string,
    repo: string,
    pullRequestNumber: number,
    options?: RequestOptions,
  ): Call<void, 'deletePullRequest'>
}

/** The {@link GitArea} of a client. */
export function createGitArea(context: CallContext): GitArea {
  const send = areaCaller(context, ERRORS)
  return {
    getRepository: (owner, repo, options) =>
      send(
        'getRepository',
        { method: 'GET', path: `${BASE}${path`/repository/${owner}/${repo}`}`, schema: fernRepositorySchema },
        options,
      ),
    listRepositories: (body = {}, options) =>
      send(
        'listRepositories',
        { method: 'POST', path: `${BASE}/repository/list`, body, schema: listRepositoriesResponseSchema },
        options,
      ),
    upsertRepository: (body, options) =>
      send(
        'upsertRepository',
        { method: 'PUT', path: `${BASE}/repository/upsert`, body, schema: voidBodySchema },
        options,
      ),
    deleteRepository: (owner, repo, options) =>
      send(
        'deleteRepository',
        {
          method: 'DELETE',
          path: `${BASE}${path`/repository/${owner}/${repo}/delete`}`,
          schema: voidBodySchema,
        },
        options,
      ),
    getPullRequest: (owner, repo, pullRequestNumber, options) =>
      send(
        'getPullRequest',
        {
          method: 'GET',
          path: `${BASE}${path`/pull-request/${owner}/${repo}/${pullRequestNumber}`}`,
          schema: pullRequestSchema,
        },
        options,
      ),
    listPullRequests: (body = {}, options) =>
      send(
        'listPullRequests',
        { method: 'POST', path: `${BASE}/pull-request/list`, body, schema: listPullRequestsResponseSchema },
        options,
      ),
    upsertPullRequest: (body, options) =>
      send(
        'upsertPullRequest',
        { method: 'PUT', path: `${BASE}/pull-request/upsert`, body, schema: voidBodySchema },
        options,
      ),
    deletePullRequest: (owner, repo, pullRequestNumber, options) =>
      send(
        'deletePullRequest',
        {
          method: 'DELETE',
          path: `${BASE}${path`/pull-request/${owner}/${repo}/${pullRequestNumber}/delete`}`,
          schema: voidBodySchema,
        },
        options,
      ),
  }
}
