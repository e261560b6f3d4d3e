import type { AreaErrors, CallContext, RequestOptions } from '../call.js'
import { areaCaller } from '../call.js'
import type { RegistryResponse } from '../errors/registry-error.js'
import type { DocsSitesForOrg, GetDocsSitesForOrgRequest } from '../schemas/docs.js'
import { docsSitesForOrgSchema } from '../schemas/docs.js'

/** The named errors each {@link DashboardArea} method can return. */
export interface DashboardErrors {
  getDocsSitesForOrg: 'UnauthorizedError' | 'UserNotInOrgError'
}

const ERRORS: AreaErrors<DashboardErrors> = {
  getDocsSitesForOrg: { UnauthorizedError: true, UserNotInOrgError: true },
}

/** The dashboard. */
export interface DashboardArea {
  /** `POST /dashboard/get-docs-sites-for-org`: an organization's docs sites and their URLs. */
  getDocsSitesForOrg(
    body: GetDocsSitesForOrgRequest,
    options?: RequestOptions,
  ): RegistryResponse<DocsSitesForOrg, DashboardErrors['getDocsSitesForOrg']>
}

/** The {@link DashboardArea} of a client. */
export function createDashboardArea(context: CallContext): DashboardArea {
  const send = areaCaller(context, ERRORS)
  return {
    getDocsSitesForOrg: (body, options) =>
      send(
        'getDocsSitesForOrg',
        { method: 'POST', path: '/dashboard/get-docs-sites-for-org', body, schema: docsSitesForOrgSchema },
        options,
      ),
  }
}
