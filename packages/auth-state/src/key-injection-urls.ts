import { KEY_INJECTION_LOGOUT_PATH } from './constants.js'
import { apiRoute } from './key-injection-config.js'

const LOGIN_ERROR_PARAMS = ['error', 'error_description'] as const

/** The page to come back to after login or logout: the current URL without `error` and `error_description`. */
export function returnToUrl(currentUrl: string): string {
  const url = new URL(currentUrl)
  for (const name of LOGIN_ERROR_PARAMS) {
    url.searchParams.delete(name)
  }
  return url.toString()
}

/** The login error a failed redirect left in the URL: `error_description`, or failing that `error`. */
export function loginErrorFromUrl(currentUrl: string): string | undefined {
  let params: URLSearchParams
  try {
    params = new URL(currentUrl).searchParams
  } catch {
    return undefined
  }
  const description = params.get('error_description')
  if (description != null && description.trim() !== '') {
    return description
  }
  const error = params.get('error')
  return error != null && error.trim() !== '' ? error : undefined
}

/**
 * Where "Login" sends the browser: `authorizationUrl` (resolved against the current URL) with the return URL
 * in the `returnToQueryParam` parameter.
 */
export function keyInjectionLoginUrl(
  authorizationUrl: string,
  returnToQueryParam: string,
  currentUrl: string,
): string {
  const url = new URL(authorizationUrl, currentUrl)
  url.searchParams.set(returnToQueryParam, returnToUrl(currentUrl))
  return url.toString()
}

/** Where "Logout" sends the browser: the site's `<apiPrefix>/auth/logout` with the return URL. */
export function keyInjectionLogoutUrl(
  apiPrefix: string,
  returnToQueryParam: string,
  currentUrl: string,
): string {
  const url = new URL(apiRoute(apiPrefix, KEY_INJECTION_LOGOUT_PATH), currentUrl)
  url.searchParams.set(returnToQueryParam, returnToUrl(currentUrl))
  return url.toString()
}
