import type { VersionBump } from '../docs-enumerations.js'
import * as z from 'zod'
import { versionBumpSchema } from '../docs-configuration.js'

/** Languages the SDK version service looks up registries for. */
export type SdkVersionLanguage = 'Go' | 'TypeScript' | 'Java' | 'Python' | 'Csharp' | 'Ruby'

/** Body of `POST /sdks/semantic-version/compute`. */
export interface ComputeSemanticVersionRequest {
  /** The organization that owns the package. */
  org: string
  /** E.g. `@org/sdk` or `com.org:org-java`. */
  package: string
  language?: SdkVersionLanguage
  /** `owner/repo`, whose latest release gives the current version. */
  githubRepository?: string
}

/** Answer of `POST /sdks/semantic-version/compute`. */
export interface ComputedSemanticVersion {
  /** The version to release the SDK at. */
  version: string
  bump: VersionBump
}

/** {@link ComputedSemanticVersion}. */
export const computedSemanticVersionSchema: z.ZodType<ComputedSemanticVersion> = z.looseObject({
  version: z.string(),
  bump: versionBumpSchema,
})
