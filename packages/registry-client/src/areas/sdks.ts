import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import type { ComputedSemanticVersion, ComputeSemanticVersionRequest } from '../schemas/sdks.js'
import { computedSemanticVersionSchema } from '../schemas/sdks.js'

/** The named errors each {@link SdksArea} method can return. */
export interface SdksErrors {
  computeSemanticVersion: 'FailedToComputeExistingVersion' | 'FailedToIncrementVersion'
}

const ERRORS: AreaErrors<SdksErrors> = {
  computeSemanticVersion: { FailedToComputeExistingVersion: true, FailedToIncrementVersion: true },
}

/** SDK versioning (`/sdks`). */
export interface SdksArea {
  /** `POST /sdks/semantic-version/compute`: the next version to release an SDK at, and the bump. */
  computeSemanticVersion(
    body: ComputeSemanticVersionRequest,
    options?: RequestOptions,
  ): RegistryResponse<ComputedSemanticVersion, SdksErrors['computeSemanticVersion']>
}

/** The {@link SdksArea} of a client. */
export function createSdksArea(context: CallContext): SdksArea {
  const send = areaCaller(context, ERRORS)
  return {
    computeSemanticVersion: (body, options) =>
      send(
        'computeSemanticVersion',
        {
          method: 'POST',
          path: '/sdks/semantic-version/compute',
          body,
          schema: computedSemanticVersionSchema,
        },
        options,
      ),
  }
}
