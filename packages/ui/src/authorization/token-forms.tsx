import type { EndpointFormStore } from '@api-explorer/react'
import { useFormStoreCache } from '@api-explorer/react'

/** The form of an endpoint by id: the same store each time, shared by every part that shows that endpoint. */
export type TokenForms = (endpointId: string) => EndpointFormStore

/**
 * The form store of each endpoint (OAuth token endpoints included), by endpoint id, from the explorer's forms:
 * the client credentials typed in an OAuth token endpoint's form survive switching endpoints, and an expired
 * token can be fetched again with them before Send.
 */
export function useTokenForms(): TokenForms {
  return useFormStoreCache().endpoint
}
