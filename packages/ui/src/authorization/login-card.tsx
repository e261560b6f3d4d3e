import {
  canResetToDefault,
  useAuthStore,
  useAuthStoreApi,
  useExplorer,
  useKeyInjection,
  useKeyInjectionStore,
} from '@api-explorer/react'
import { LogIn } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { PartRoot } from '../parts/part-root.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The login card of key-injection login. Logged out: "Login to send a real request" with "Login" (to the
 * site's authorization URL) and "Provide token manually"; a login error from the page URL is shown. Logged in:
 * "Successfully logged in" with "Reset token to default" (when the token was edited) and "Logout".
 */
export function LoginCard({
  onProvideManually,
}: {
  /** "Provide token manually"; default: the explorer's manual-token choice, so its endpoints show the token form. */
  onProvideManually?: (() => void) | undefined
}): ReactNode {
  const uiText = useMessages()
  const explorer = useExplorer()
  const provideManually = onProvideManually ?? (() => explorer.setManualToken(true))
  const config = useKeyInjection((state) => state.config)
  const loginError = useKeyInjection((state) => state.loginError)
  const injection = useKeyInjectionStore()
  const authStore = useAuthStoreApi()
  const resettable = useAuthStore((state) => canResetToDefault(state, 'bearerAuth'))
  const headingId = useId()
  const authenticated = config.enabled && config.authenticated
  return (
    <PartRoot>
      <section className="ax-Card ax-AuthorizationCard" aria-labelledby={headingId}>
        <header className="ax-Card-header">
          <LogIn aria-hidden size={14} />
          <h3 id={headingId}>{authenticated ? uiText.loggedIn : uiText.loginTitle}</h3>
          <span className="ax-StatusBadge" data-tone={authenticated ? 'success' : 'neutral'}>
            {authenticated ? uiText.authenticated : uiText.notAuthenticated}
          </span>
        </header>
        <div className="ax-Card-body ax-AuthorizationCard-body">
          {loginError == null || authenticated ? null : (
            <p className="ax-Banner" data-tone="error" role="alert">
              {loginError}
            </p>
          )}
          <div className="ax-Toolbar">
            {authenticated ? (
              <>
                {resettable ? (
                  <button
                    type="button"
                    className="ax-Button"
                    data-variant="ghost"
                    onClick={() => authStore.getState().resetToDefault('bearerAuth')}
                  >
                    {uiText.resetToken}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="ax-Button"
                  data-variant="ghost"
                  onClick={() => injection.getState().logout()}
                >
                  {uiText.logout}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="ax-Button"
                  data-variant="primary"
                  onClick={() => injection.getState().login()}
                >
                  {uiText.login}
                </button>
                <button type="button" className="ax-Button" data-variant="ghost" onClick={provideManually}>
                  {uiText.provideTokenManually}
                </button>
              </>
            )}
          </div>
        </div>
      </section>
    </PartRoot>
  )
}
