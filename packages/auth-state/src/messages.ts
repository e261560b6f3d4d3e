/**
 * Every user-facing message of this package, in one place, worded as in the playground specification's error
 * catalogue where it has one. Developer-facing causes (`OAuthStatus.cause`, key-injection errors) are here too
 * so hosts can match on them; none of them ever contains a credential.
 */
export const AUTH_STATE_MESSAGES: {
  /** Error banner when the OAuth token call fails or answers with something other than an ok JSON response. */
  readonly oauthLoginFailed: string
  /** Warning banner when the stored access token differs from the one obtained at login. */
  readonly oauthTokenChanged: string
  /** Cause: no sender was given to `createAuthStore`. */
  readonly oauthNoSender: string
  /** Cause: the token call never got a response. */
  readonly oauthRequestFailed: (reason: string) => string
  /** Cause: the token endpoint answered with an error status. */
  readonly oauthHttpStatus: (status: number, statusText: string) => string
  /** Cause: the token endpoint's answer was not JSON. */
  readonly oauthNotJson: (resultType: string) => string
  /** Cause: the access token locator found no string. */
  readonly oauthTokenNotFound: (locator: string) => string
  /** Cause: the access token locator is not a valid JSONPath. */
  readonly oauthBadLocator: (locator: string, reason: string) => string
  /** Key injection: the configuration call failed. */
  readonly keyInjectionRequestFailed: (url: string, reason: string) => string
  /** Key injection: the configuration call answered with an error status. */
  readonly keyInjectionHttpStatus: (url: string, status: number) => string
  /** Key injection: the configuration is not JSON. */
  readonly keyInjectionNotJson: (url: string) => string
  /** Key injection: the configuration has the wrong shape. */
  readonly keyInjectionInvalid: (url: string, issues: string) => string
  /** Key injection: login or logout outside a browser without `currentUrl`. */
  readonly noCurrentUrl: string
  /** Key injection: navigation outside a browser without `navigate`. */
  readonly noNavigate: string
} = {
  oauthLoginFailed: 'Failed to login with the provided credentials',
  oauthTokenChanged: 'The bearer token is no longer valid. Please refresh it by clicking the button below',
  oauthNoSender: 'No request sender was given to createAuthStore (option `send`), so no token can be fetched',
  oauthRequestFailed: (reason) => `The token request failed: ${reason}`,
  oauthHttpStatus: (status, statusText) =>
    `The token endpoint answered ${status}${statusText === '' ? '' : ` ${statusText}`}`,
  oauthNotJson: (resultType) => `The token endpoint did not answer with JSON (got a ${resultType} response)`,
  oauthTokenNotFound: (locator) => `No access token was found at ${locator} in the token response`,
  oauthBadLocator: (locator, reason) =>
    `The access token locator ${locator} is not a valid JSONPath: ${reason}`,
  keyInjectionRequestFailed: (url, reason) =>
    `Could not load the key-injection configuration from ${url}: ${reason}`,
  keyInjectionHttpStatus: (url, status) => `The key-injection configuration at ${url} answered ${status}`,
  keyInjectionNotJson: (url) => `The key-injection configuration at ${url} is not JSON`,
  keyInjectionInvalid: (url, issues) => `The key-injection configuration at ${url} is invalid: ${issues}`,
  noCurrentUrl: 'There is no current URL outside a browser: pass the `currentUrl` option',
  noNavigate: 'There is no browser location to navigate: pass the `navigate` option',
}

/** "Failed to login with the provided credentials" (spec §8: OAuth call fails). */
export const OAUTH_LOGIN_FAILED_MESSAGE: string = AUTH_STATE_MESSAGES.oauthLoginFailed

/** "The bearer token is no longer valid. …" (spec §8: stored token differs from login token). */
export const OAUTH_TOKEN_CHANGED_MESSAGE: string = AUTH_STATE_MESSAGES.oauthTokenChanged
