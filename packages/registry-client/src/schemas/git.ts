import type { PullRequestState } from '../docs-enumerations.js'
import * as z from 'zod'
import { optionalField } from './common.js'
import { pullRequestStateSchema } from '../docs-configuration.js'

// Repositories and pull requests of generators (`/generators/github`). Times are ISO date-time strings.

/** A check run on a commit. */
export interface CheckRun {
  checkId: string
  repositoryOwner: string
  repositoryName: string
  ref: string
  name: string
  status: string
  conclusion: string
  checkRunUrl: string
  createdAt: string
  completedAt?: string
  rawCheckRun: unknown
}

/** {@link CheckRun}. */
export const checkRunSchema: z.ZodType<CheckRun> = z.looseObject({
  checkId: z.string(),
  repositoryOwner: z.string(),
  repositoryName: z.string(),
  ref: z.string(),
  name: z.string(),
  status: z.string(),
  conclusion: z.string(),
  checkRunUrl: z.string(),
  createdAt: z.string(),
  completedAt: optionalField(z.string()),
  rawCheckRun: z.unknown(),
})

/** Fields every repository has. */
export interface BaseRepository {
  id: { type: 'github'; id: string }
  name: string
  /** The GitHub organization, e.g. `fern-api`. */
  owner: string
  /** `owner/name`. */
  fullName: string
  url: string
  /** The Fern organization that owns the repository. */
  repositoryOwnerOrganizationId: string
  defaultBranchChecks: CheckRun[]
}

/** A repository: an SDK's, or a Fern configuration's. */
export type FernRepository =
  (BaseRepository & { type: 'sdk'; sdkLanguage: string }) | (BaseRepository & { type: 'config' })

const baseRepositoryShape = {
  id: z.looseObject({ type: z.literal('github'), id: z.string() }),
  name: z.string(),
  owner: z.string(),
  fullName: z.string(),
  url: z.string(),
  repositoryOwnerOrganizationId: z.string(),
  defaultBranchChecks: z.array(checkRunSchema),
}

/** {@link FernRepository}. */
export const fernRepositorySchema: z.ZodType<FernRepository> = z.discriminatedUnion('type', [
  z.looseObject({ ...baseRepositoryShape, type: z.literal('sdk'), sdkLanguage: z.string() }),
  z.looseObject({ ...baseRepositoryShape, type: z.literal('config') }),
])

/** A GitHub user; newer servers may leave name and email out. */
export interface GithubUser {
  name?: string
  email?: string
  username: string
}

/** Who reviews a pull request: a user or a team. */
export type PullRequestReviewer =
  ({ type: 'user' } & GithubUser) | { type: 'team'; name: string; teamId: string }

/** A pull request. */
export interface PullRequest {
  pullRequestNumber: number
  repositoryName: string
  repositoryOwner: string
  /** Optional on newer servers. */
  author?: GithubUser
  reviewers: PullRequestReviewer[]
  title: string
  url: string
  checks: CheckRun[]
  state: PullRequestState
  createdAt: string
  updatedAt?: string
  mergedAt?: string
  closedAt?: string
}

const githubUserShape = {
  name: optionalField(z.string()),
  email: optionalField(z.string()),
  username: z.string(),
}

/** {@link PullRequest}. */
export const pullRequestSchema: z.ZodType<PullRequest> = z.looseObject({
  pullRequestNumber: z.number(),
  repositoryName: z.string(),
  repositoryOwner: z.string(),
  author: optionalField(z.looseObject(githubUserShape)),
  reviewers: z.array(
    z.discriminatedUnion('type', [
      z.looseObject({ type: z.literal('user'), ...githubUserShape }),
      z.looseObject({ type: z.literal('team'), name: z.string(), teamId: z.string() }),
    ]),
  ),
  title: z.string(),
  url: z.string(),
  checks: z.array(checkRunSchema),
  state: pullRequestStateSchema,
  createdAt: z.string(),
  updatedAt: optionalField(z.string()),
  mergedAt: optionalField(z.string()),
  closedAt: optionalField(z.string()),
})

/** Body of `POST /generators/github/repository/list`: a page and optional filters. */
export interface ListRepositoriesRequest {
  page?: number
  pageSize?: number
  organizationId?: string
  repositoryName?: string
  repositoryOwner?: string
}

/** Answer of `POST /generators/github/repository/list`. */
export interface ListRepositoriesResponse {
  repositories: FernRepository[]
}

/** {@link ListRepositoriesResponse}. */
export const listRepositoriesResponseSchema: z.ZodType<ListRepositoriesResponse> = z.looseObject({
  repositories: z.array(fernRepositorySchema),
})

/** Body of `POST /generators/github/pull-request/list`: a page and optional filters. */
export interface ListPullRequestsRequest {
  page?: number
  pageSize?: number
  repositoryName?: string
  repositoryOwner?: string
  organizationId?: string
}

/** Answer of `POST /generators/github/pull-request/list`. */
export interface ListPullRequestsResponse {
  pullRequests: PullRequest[]
}

/** {@link ListPullRequestsResponse}. */
export const listPullRequestsResponseSchema: z.ZodType<ListPullRequestsResponse> = z.looseObject({
  pullRequests: z.array(pullRequestSchema),
})
