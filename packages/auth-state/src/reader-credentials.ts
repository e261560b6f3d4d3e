import type { RequestCredential } from '@api-explorer/model'
import type { AuthValues } from './auth-values.js'
import { selectedBearerToken } from './bearer-token-options.js'
import { headerSafeText } from './header-text.js'

/**
 * Every credential the reader entered, of every scheme (not only the endpoint's): a token endpoint's body may
 * carry the OAuth client secret while the endpoint itself takes no auth. Snippets hide each of these values
 * wherever it appears and copy `$<placeholder>` in its place. A value also goes in as the header carries it
 * (`headerSafeText`) when that differs.
 */
export function readerCredentials(values: AuthValues): RequestCredential[] {
  const found: RequestCredential[] = []
  const add = (value: string, placeholder: string): void => {
    for (const text of new Set([value, headerSafeText(value)])) {
      if (text.trim() !== '' && !found.some((credential) => credential.value === text)) {
        found.push({ value: text, placeholder })
      }
    }
  }
  add(selectedBearerToken(values.bearerAuth.token), 'API_TOKEN')
  add(values.oauth.accessToken, 'API_TOKEN')
  add(values.oauth.userSuppliedAccessToken, 'API_TOKEN')
  add(values.oauth.refreshToken, 'OAUTH_REFRESH_TOKEN')
  add(values.oauth.clientSecret, 'OAUTH_CLIENT_SECRET')
  for (const value of Object.values(values.header.headers)) add(value, 'API_KEY')
  add(values.basicAuth.password, 'API_PASSWORD')
  return found
}
