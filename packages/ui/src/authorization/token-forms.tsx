import type { EndpointFormStore, FormStorage } from '@api-explorer/form-state'
import type { ApiDefinition, PlaygroundConfiguration } from '@api-explorer/model'
import { FormStoreCacheProvider, useFormStoreCache } from '@api-explorer/react'
import type { ReactNode } from 'react'

/** The form of an endpoint by id: the same store each time, shared by every part that shows that endpoint. */
export type TokenForms = (endpointId: string) => EndpointFormStore

/**
 * Keeps one form per endpoint and websocket channel for as long as the explorer shows one definition: a reader
 * who fills a form, opens another endpoint and comes back finds their input, the client credentials typed in an
 * OAuth token endpoint's form survive switching endpoints, and an expired token can be fetched again with them
 * before Send. With a `storage` (the explorer passes `sessionStorage`) forms also outlive a reload; files are
 * never stored.
 */
export function TokenFormsProvider({
  definition,
  playground,
  storage,
  children,
}: {
  definition: ApiDefinition
  /** The site's presets, for every form. */
  playground?: PlaygroundConfiguration | undefined
  /** Where forms are kept between reloads; none keeps them in memory only. */
  storage?: FormStorage | undefined
  children?: ReactNode
}): ReactNode {
  return (
    <FormStoreCacheProvider
      definition={definition}
      {...(playground == null ? {} : { initialState: playground })}
      {...(storage == null ? {} : { storage })}
    >
      {children}
    </FormStoreCacheProvider>
  )
}

/** The form store of each endpoint (OAuth token endpoints included), by endpoint id. */
export function useTokenForms(): TokenForms {
  return useFormStoreCache().endpoint
}
