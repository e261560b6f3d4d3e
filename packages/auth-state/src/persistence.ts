// zod/mini: the functional build, so a page bundles only the few validators used here.
import * as z from 'zod/mini'
import type {
  AuthSchemeKey,
  BasicAuthState,
  BearerAuthState,
  HeaderAuthState,
  OAuthState,
} from './auth-values.js'
import { AUTH_SCHEME_KEYS, emptyOAuthState } from './auth-values.js'

/**
 * What is kept in sessionStorage under one key: the credentials of each scheme the reader has entered,
 * keyed by scheme. Schemes left at their defaults are absent.
 */
export type PersistedAuthState = {
  bearerAuth?: BearerAuthState
  header?: HeaderAuthState
  basicAuth?: BasicAuthState
  oauth?: OAuthState
}

/** Called when storage throws or holds something unusable; never given a credential. */
export type StorageErrorHandler = (error: unknown, operation: 'read' | 'write') => void

/** The schema of each scheme's stored credentials. */
type SchemeSchemas = { [Key in AuthSchemeKey]: z.ZodMiniType<NonNullable<PersistedAuthState[Key]>, unknown> }

/**
 * Built on first read rather than when the module loads: building zod schemas costs the page's first evaluation a
 * few milliseconds, before anything is read from storage.
 */
let schemeSchemas: SchemeSchemas | undefined

function buildSchemeSchemas(): SchemeSchemas {
  const bearerSchema = z.strictObject({ token: z.string() })
  const headerSchema = z.strictObject({ headers: z.record(z.string(), z.string()) })
  const basicSchema = z.strictObject({ username: z.string(), password: z.string() })
  const empty = emptyOAuthState()
  const oauthSchema = z.object({
    clientId: z._default(z.string(), empty.clientId),
    clientSecret: z._default(z.string(), empty.clientSecret),
    accessToken: z._default(z.string(), empty.accessToken),
    refreshToken: z._default(z.string(), empty.refreshToken),
    authorizationUrl: z._default(z.string(), empty.authorizationUrl),
    tokenUrl: z._default(z.string(), empty.tokenUrl),
    tokenPrefix: z._default(z.string(), empty.tokenPrefix),
    scopes: z._default(z.array(z.string()), []),
    isLoggedIn: z._default(z.boolean(), false),
    // A login cannot survive a reload, so a stored "logging in" would only leave the form stuck on "Loading...".
    isLoggingIn: z._default(
      z.pipe(
        z.boolean(),
        z.transform(() => false),
      ),
      false,
    ),
    selectedInputMethod: z._default(z.enum(['credentials', 'token']), 'credentials'),
    loggedInStartingToken: z._default(z.string(), empty.loggedInStartingToken),
    userSuppliedAccessToken: z._default(z.string(), empty.userSuppliedAccessToken),
  })

  return {
    bearerAuth: bearerSchema,
    header: headerSchema,
    basicAuth: basicSchema,
    oauth: oauthSchema,
  }
}

/** What {@link readPersistedAuth} found. */
export type PersistedAuthRead = {
  persisted: PersistedAuthState
  /** Something stored was dropped (not JSON, not an object, or a scheme entry of the wrong shape). */
  corrupt: boolean
}

/**
 * Reads the persisted credentials. Each scheme's entry is validated on its own, so one bad entry drops only
 * itself; unreadable storage (throwing, not JSON, not an object) yields nothing. Problems are reported to
 * `onError`, never thrown.
 */
export function readPersistedAuth(
  storage: Storage | undefined,
  key: string,
  onError: StorageErrorHandler,
): PersistedAuthRead {
  let text: string | null
  try {
    text = storage?.getItem(key) ?? null
  } catch (error) {
    onError(error, 'read')
    return { persisted: {}, corrupt: false }
  }
  if (text == null) {
    return { persisted: {}, corrupt: false }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    onError(error, 'read')
    return { persisted: {}, corrupt: true }
  }
  if (parsed == null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    onError(new TypeError(`The stored auth state under "${key}" is not an object`), 'read')
    return { persisted: {}, corrupt: true }
  }
  let corrupt = false
  const schemas = (schemeSchemas ??= buildSchemeSchemas())
  const persisted: PersistedAuthState = {}
  for (const scheme of AUTH_SCHEME_KEYS) {
    if (!Object.hasOwn(parsed, scheme)) {
      continue
    }
    const result = schemas[scheme].safeParse((parsed as Record<string, unknown>)[scheme])
    if (result.success) {
      Object.assign(persisted, { [scheme]: result.data })
    } else {
      corrupt = true
      // The issue paths name the wrong fields; the messages never echo the values.
      onError(
        new TypeError(`The stored ${scheme} credentials are invalid: ${z.prettifyError(result.error)}`),
        'read',
      )
    }
  }
  return { persisted, corrupt }
}

/**
 * Writes the persisted credentials (removing the key when there are none). A full or unavailable storage is
 * reported to `onError`; the credentials stay in memory.
 */
export function writePersistedAuth(
  storage: Storage | undefined,
  key: string,
  persisted: PersistedAuthState,
  onError: StorageErrorHandler,
): void {
  if (storage == null) {
    return
  }
  try {
    if (Object.keys(persisted).length === 0) {
      storage.removeItem(key)
    } else {
      storage.setItem(key, JSON.stringify(persisted))
    }
  } catch (error) {
    onError(error, 'write')
  }
}

/** `globalThis.sessionStorage` when there is one and it may be used (reading it throws in some sandboxes). */
export function defaultSessionStorage(): Storage | undefined {
  try {
    return typeof globalThis.sessionStorage === 'undefined' ? undefined : globalThis.sessionStorage
  } catch {
    return undefined
  }
}
