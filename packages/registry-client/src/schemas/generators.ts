import type { ChangelogEntryType, GeneratorLanguage, ReleaseType } from '../docs-enumerations.js'
import * as z from 'zod'
import { optionalField } from './common.js'
import {
  changelogEntryTypeSchema,
  generatorLanguageSchema,
  releaseTypeSchema,
} from '../docs-configuration.js'

// Generators, CLI releases and generator releases (`/generators`).

/** The kind of a generator. */
export type GeneratorKind = 'sdk' | 'model' | 'server' | 'other'

/** A registered generator. */
export interface Generator {
  id: string
  displayName: string
  generatorType: { type: GeneratorKind }
  generatorLanguage?: GeneratorLanguage
  dockerImage: string
}

/** {@link Generator}. */
export const generatorSchema: z.ZodType<Generator> = z.looseObject({
  id: z.string(),
  displayName: z.string(),
  generatorType: z.looseObject({ type: z.enum(['sdk', 'model', 'server', 'other']) }),
  generatorLanguage: optionalField(generatorLanguageSchema),
  dockerImage: z.string(),
})

/** A generator, or `null` when none matches (an empty body counts as `null`). */
export const generatorOrNullSchema: z.ZodType<Generator | null> = generatorSchema
  .nullish()
  .transform((generator): Generator | null => generator ?? null)

/** Body of `POST /generators/by-image`. */
export interface GetGeneratorByImageRequest {
  dockerImage: string
}

/** Release notes in the "keep a changelog" style; strings are markdown. */
export interface ChangelogEntry {
  type: ChangelogEntryType
  summary: string
  upgrade_notes?: string
  added?: string[]
  changed?: string[]
  deprecated?: string[]
  removed?: string[]
  fixed?: string[]
}

/** {@link ChangelogEntry}. */
export const changelogEntrySchema: z.ZodType<ChangelogEntry> = z.looseObject({
  type: changelogEntryTypeSchema,
  summary: z.string(),
  upgrade_notes: optionalField(z.string()),
  added: optionalField(z.array(z.string())),
  changed: optionalField(z.array(z.string())),
  deprecated: optionalField(z.array(z.string())),
  removed: optionalField(z.array(z.string())),
  fixed: optionalField(z.array(z.string())),
})

/** Marks a version as unsafe to upgrade to. The field name's spelling is the registry's. */
export interface Yank {
  remediation_verision?: string
}

/** A release as sent to the registry. */
export interface ReleaseRequest {
  version: string
  /** A date, `YYYY-MM-DD`. */
  created_at?: string
  is_yanked?: Yank
  changelog_entry?: ChangelogEntry[]
}

/** A release as the registry answers it. */
export interface Release extends ReleaseRequest {
  release_type: ReleaseType
  major_version: number
}

const releaseRequestShape = {
  version: z.string(),
  created_at: optionalField(z.string()),
  is_yanked: optionalField(z.looseObject({ remediation_verision: optionalField(z.string()) })),
  changelog_entry: optionalField(z.array(changelogEntrySchema)),
}
const releaseShape = { ...releaseRequestShape, release_type: releaseTypeSchema, major_version: z.number() }

/** A CLI release to create or update. */
export interface CliReleaseRequest extends ReleaseRequest {
  /** The major IR version the CLI exposes. */
  ir_version: number
}

/** A CLI release. */
export interface CliRelease extends Release {
  ir_version: number
}

/** {@link CliRelease}. */
export const cliReleaseSchema: z.ZodType<CliRelease> = z.looseObject({
  ...releaseShape,
  ir_version: z.number(),
})

/** Body of `POST /generators/cli/latest`. */
export interface GetLatestCliReleaseRequest {
  /** Defaults to GA on the server. */
  release_types?: ReleaseType[]
  ir_version?: number
}

/** Query of `GET /generators/cli`. */
export interface ListCliReleasesQuery {
  page?: number
  page_size?: number
}

/** Answer of `GET /generators/cli`. */
export interface ListCliReleasesResponse {
  cli_releases: CliRelease[]
}

/** {@link ListCliReleasesResponse}. */
export const listCliReleasesResponseSchema: z.ZodType<ListCliReleasesResponse> = z.looseObject({
  cli_releases: z.array(cliReleaseSchema),
})

/** Body of the changelog calls: a version range, each end inclusive or exclusive. */
export interface ChangelogRequest {
  from_version_inclusive?: string
  from_version_exclusive?: string
  to_version_exclusive?: string
  to_version_inclusive?: string
}

/** Answer of the changelog calls: entries per version. */
export interface ChangelogResponse {
  entries: { version: string; changelog_entry: ChangelogEntry[] }[]
}

/** {@link ChangelogResponse}. */
export const changelogResponseSchema: z.ZodType<ChangelogResponse> = z.looseObject({
  entries: z.array(z.looseObject({ version: z.string(), changelog_entry: z.array(changelogEntrySchema) })),
})

/** A generator release to create or update. */
export interface GeneratorReleaseRequest extends ReleaseRequest {
  generatorId: string
  /** The major IR version the generator consumes. */
  irVersion: number
  migration?: string
  /** A stringified JSON schema of the generator's custom config. */
  customConfigSchema?: string
}

/** A generator release. */
export interface GeneratorRelease extends Release {
  generatorId: string
  irVersion: number
  migration?: string
  customConfigSchema?: string
}

/** {@link GeneratorRelease}. */
export const generatorReleaseSchema: z.ZodType<GeneratorRelease> = z.looseObject({
  ...releaseShape,
  generatorId: z.string(),
  irVersion: z.number(),
  migration: optionalField(z.string()),
  customConfigSchema: optionalField(z.string()),
})

/** Body of `POST /generators/versions/latest`. */
export interface GetLatestGeneratorReleaseRequest {
  generator: string
  cliVersion?: string
  irVersion?: number
  generatorMajorVersion?: number
  releaseTypes?: ReleaseType[]
}

/** Query of `GET /generators/versions/{generatorId}`. */
export interface ListGeneratorReleasesQuery {
  page?: number
  pageSize?: number
}

/** Answer of `GET /generators/versions/{generatorId}`. */
export interface ListGeneratorReleasesResponse {
  generatorReleases: GeneratorRelease[]
}

/** {@link ListGeneratorReleasesResponse}. */
export const listGeneratorReleasesResponseSchema: z.ZodType<ListGeneratorReleasesResponse> = z.looseObject({
  generatorReleases: z.array(generatorReleaseSchema),
})

/** Answer of `GET /generators`. */
export const generatorListSchema: z.ZodType<Generator[]> = z.array(generatorSchema)
