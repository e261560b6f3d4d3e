import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import { voidBodySchema } from '../schemas/common.js'
import type { InvalidateDocsCacheRequest } from '../schemas/docs.js'

/** The named errors each {@link DocsCacheArea} method can return. */
export interface DocsCacheErrors {
  invalidate: 'UnauthorizedError' | 'UserNotInOrgError' | 'InvalidURLError'
}

const ERRORS: AreaErrors<DocsCacheErrors> = {
  invalidate: { UnauthorizedError: true, UserNotInOrgError: true, InvalidURLError: true },
}

/** The docs cache. */
export interface DocsCacheArea {
  /** `POST /docs-cache/invalidate`: drops the cached docs of a URL. */
  invalidate(
    body: InvalidateDocsCacheRequest,
    options?: RequestOptions,
  ): RegistryResponse<void, DocsCacheErrors['invalidate']>
}

/** The {@link DocsCacheArea} of a client. */
export function createDocsCacheArea(context: CallContext): DocsCacheArea {
  const send = areaCaller(context, ERRORS)
  return {
    invalidate: (body, options) =>
      send(
        'invalidate',
        { method: 'POST', path: '/docs-cache/invalidate', body, schema: voidBodySchema },
        options,
      ),
  }
}
