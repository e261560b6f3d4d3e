import { fileURLToPath } from 'node:url'

/** The shared fixtures of real public API definitions: `../shared/fixtures/specs` beside the repository. */
export const FIXTURE_DIR: string = fileURLToPath(
  new URL('../../../../shared/fixtures/specs', import.meta.url),
)
