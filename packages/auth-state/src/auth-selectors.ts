import type { PlaygroundState } from '@api-explorer/model'
import { defaultAuthValues } from './auth-defaults.js'
import type { AuthSchemeKey, AuthValues } from './auth-values.js'
import { AUTH_STATE_MESSAGES } from './messages.js'

/**
 * The warning of spec §8 when the OAuth access token in use is no longer the one the last login obtained
 * (it was edited or replaced since), else `undefined`.
 */
export function selectOAuthWarning(state: Pick<AuthValues, 'oauth'>): string | undefined {
  const { oauth } = state
  const changed =
    oauth.isLoggedIn &&
    oauth.selectedInputMethod === 'credentials' &&
    oauth.loggedInStartingToken !== '' &&
    oauth.accessToken !== oauth.loggedInStartingToken
  return changed ? AUTH_STATE_MESSAGES.oauthTokenChanged : undefined
}

/**
 * Whether "Reset token to default" would change a scheme's credentials: the reader has entered some and they
 * differ from the defaults (see `defaultAuthValues`).
 */
export function canResetToDefault(
  state: AuthValues & {
    customized: Record<AuthSchemeKey, boolean>
    playgroundState: PlaygroundState
    injectedToken: string | undefined
  },
  scheme: AuthSchemeKey,
): boolean {
  if (!state.customized[scheme]) {
    return false
  }
  const defaults = defaultAuthValues(state.playgroundState, state.injectedToken)
  return JSON.stringify(state[scheme]) !== JSON.stringify(defaults[scheme])
}
