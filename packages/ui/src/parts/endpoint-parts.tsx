import { EndpointScope, useHttpRequest } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { AuthCards } from '../authorization/auth-cards.js'
import { useEndpointAuth } from '../authorization/use-request-auth.js'
import { EndpointRequestPreview as RequestPreviewOfScope } from '../request-preview/endpoint-request-preview.js'
import { ResponseCard } from '../response-card/response-card.js'
import { PartRoot } from './part-root.js'

/** Props of the parts that show one endpoint's piece. */
export type EndpointPartProps = {
  /** The endpoint: its slug (`users/get-user`) or its id. */
  endpoint: string
}

/**
 * The request preview of one endpoint on its own (inside an `ExplorerProvider`): the HTTP snippets and SDK
 * calls of what Send would send now, following the form wherever that form is shown.
 *
 * @example
 * <EndpointRequestPreview endpoint="users/create-user" />
 */
export function EndpointRequestPreview({ endpoint }: EndpointPartProps): ReactNode {
  return (
    <PartRoot>
      <EndpointScope endpoint={endpoint}>
        <ScopedRequestPreview />
      </EndpointScope>
    </PartRoot>
  )
}

function ScopedRequestPreview(): ReactNode {
  const auth = useEndpointAuth()
  const request = useHttpRequest(auth.headers)
  return <RequestPreviewOfScope request={request} scheme={auth.selected?.scheme} />
}

/** The response card of one endpoint on its own: the response of its last Send, wherever Send was pressed. */
export function EndpointResponseCard({ endpoint }: EndpointPartProps): ReactNode {
  return (
    <PartRoot>
      <EndpointScope endpoint={endpoint}>
        <ResponseCard />
      </EndpointScope>
    </PartRoot>
  )
}

/**
 * The auth card of one endpoint on its own: the login card when the site's key-injection login is on and the
 * endpoint takes a bearer token, else the authorization card of its first scheme; nothing when it needs no
 * auth. Credentials are shared by every part of the explorer.
 */
export function EndpointAuthorizationCard({ endpoint }: EndpointPartProps): ReactNode {
  return (
    <PartRoot>
      <EndpointScope endpoint={endpoint}>
        <ScopedAuthCards />
      </EndpointScope>
    </PartRoot>
  )
}

function ScopedAuthCards(): ReactNode {
  const auth = useEndpointAuth()
  return auth.selected == null ? null : (
    <AuthCards selected={auth.selected} tokenRequest={auth.tokenRequest} />
  )
}
