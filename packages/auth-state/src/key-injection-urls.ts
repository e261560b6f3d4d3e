import { KEY_INJECTION_LOGOUT_PATH } from './constants.js'
import { apiRoute } from './key-injection-config.js'

const LOGIN_ERROR_PARAMS = ['error', 'error_description'] as const

/**
 * The page to come back to after login or logout: the current URL without `error` and `error_description`. The
 * other query parameters stay as written (`?explorer=users/get-user` keeps its slash): re-serialising them all
 * would percent-encode what the page wrote readably.
 */
export function returnToUrl(currentUrl: string): string {
  const url = new URL(currentUrl)
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && !isLoginErrorParam(part))
  url.search = kept.length === 0 ? '' : `?${kept.join('&')}`
  return url.toString()
}

function isLoginErrorParam(part: string): boolean {
  const name = part.split('=', 1)[0] ?? ''
  try {
    return (LOGIN_ERROR_PARAMS as readonly string[]).includes(decodeURIComponent(name.replace(/\+/g, ' ')))
  } catch {
    // A malformed escape is not one of ours: keep it as it is.
    return false
  }
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
