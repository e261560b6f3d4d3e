import type { HttpRequest } from '@api-explorer/model'
import type { SelectedAuthScheme } from '@api-explorer/react'
import { useExplorer, useExplorerState, useKeyInjection } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { AuthorizationCard } from './authorization-card.js'
import { LoginCard } from './login-card.js'

/** Props of {@link AuthCards}. */
export type AuthCardsProps = {
  selected: SelectedAuthScheme
  tokenRequest?: (() => HttpRequest) | undefined
}

/**
 * The auth card of an endpoint: the login card when the site's key-injection login is enabled and the
 * endpoint takes a bearer token (the injected token is one), until the reader chooses "Provide token
 * manually"; otherwise the authorization card.
 */
export function AuthCards(props: AuthCardsProps): ReactNode {
  const keyInjection = useExplorer().keyInjection != null
  const bearer = props.selected.scheme.type === 'bearerAuth'
  return keyInjection && bearer ? <WithKeyInjection {...props} /> : <AuthorizationCard {...props} />
}

function WithKeyInjection(props: AuthCardsProps): ReactNode {
  const enabled = useKeyInjection((state) => state.config.enabled)
  // The choice holds for every endpoint of the explorer, not only the one it was made on.
  const explorer = useExplorer()
  const manualToken = useExplorerState((state) => state.manualToken)
  const setManualToken = explorer.setManualToken
  return enabled && !manualToken ? (
    <LoginCard onProvideManually={() => setManualToken(true)} />
  ) : (
    <AuthorizationCard {...props} {...(enabled ? { onLogin: () => setManualToken(false) } : {})} />
  )
}
