/** How often the key-injection configuration is fetched again while it is enabled (5 minutes). */
export const KEY_INJECTION_REFRESH_INTERVAL_MS = 300_000

/**
 * The first retry after a failed key-injection load (5 s); each further failure in a row doubles it, up to the
 * refresh interval. Not in the spec: without it a failed first load would leave login unavailable for good.
 */
export const KEY_INJECTION_RETRY_DELAY_MS = 5_000

/** How long after a successful OAuth login the authorization form closes. */
export const OAUTH_CLOSE_DELAY_MS = 500

/** The query parameter carrying the return URL on login and logout, unless the site names another. */
export const DEFAULT_RETURN_TO_QUERY_PARAM = 'state'

/** The word written before an OAuth access token, unless the scheme says otherwise. */
export const DEFAULT_OAUTH_TOKEN_PREFIX = 'Bearer'

/** The header an OAuth access token travels in, unless the scheme says otherwise. */
export const DEFAULT_OAUTH_HEADER_NAME = 'Authorization'

/** The sessionStorage key of the persisted credentials (the reference playground's key, so sessions carry over). */
export const AUTH_STATE_STORAGE_KEY = 'playground-auth-state'

/** The site's api prefix when none is given (the reference docs site's prefix). */
export const DEFAULT_API_PREFIX = '/api/fern-docs'

/** Path of the key-injection configuration, below the api prefix. */
export const KEY_INJECTION_CONFIG_PATH = '/auth/api-key-injection'

/** Path of the logout route, below the api prefix. */
export const KEY_INJECTION_LOGOUT_PATH = '/auth/logout'
