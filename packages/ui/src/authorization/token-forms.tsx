import type { EndpointFormStore } from '@api-explorer/form-state'
import { createEndpointFormStore } from '@api-explorer/form-state'
import type { ApiDefinition, PlaygroundConfiguration } from '@api-explorer/model'
import type { Context, ReactNode } from 'react'
import { createContext, useContext, useState } from 'react'

/** The forms of OAuth token endpoints, one per endpoint id, shared by every endpoint that logs in with it. */
export type TokenForms = (endpointId: string) => EndpointFormStore

const TokenFormsContext: Context<TokenForms | null> = createContext<TokenForms | null>(null)

/**
 * Keeps the form of each OAuth token endpoint for as long as the explorer shows one definition, so that the
 * client credentials a reader typed survive switching endpoints, and an expired token can be fetched again
 * with them before Send.
 */
export function TokenFormsProvider({
  definition,
  playground,
  children,
}: {
  definition: ApiDefinition
  /** The site's presets, for the token endpoints' forms too. */
  playground?: PlaygroundConfiguration | undefined
  children?: ReactNode
}): ReactNode {
  const [forms] = useState(() => {
    const stores = new Map<string, EndpointFormStore>()
    return (endpointId: string): EndpointFormStore => {
      let store = stores.get(endpointId)
      if (store == null) {
        store = createEndpointFormStore({
          definition,
          endpointId,
          ...(playground == null ? {} : { initialState: playground }),
        })
        stores.set(endpointId, store)
      }
      return store
    }
  })
  return <TokenFormsContext.Provider value={forms}>{children}</TokenFormsContext.Provider>
}

/** The form store of each OAuth token endpoint, by endpoint id. Throws outside `<ApiExplorer>`. */
export function useTokenForms(): TokenForms {
  const forms = useContext(TokenFormsContext)
  if (forms == null) {
    throw new Error('`useTokenForms` must be used within `<ApiExplorer>`')
  }
  return forms
}
