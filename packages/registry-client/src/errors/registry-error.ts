import type { APIResponse, FetcherError } from '@api-explorer/fetcher'
import type { RegistryErrorContent, RegistryErrorName } from './error-catalogue.js'

/**
 * One named error. Its `content` has the payload type the catalogue declares, unless the server sent
 * something else under that name (classic encoding only): then `content` is what was sent and
 * `unexpectedContent` is `true`. Check `!error.unexpectedContent` to narrow `content` to its type.
 */
export type NamedRegistryError<N extends RegistryErrorName = RegistryErrorName> = N extends RegistryErrorName
  ? { error: N; content: RegistryErrorContent[N]; unexpectedContent?: undefined } | UnexpectedContentError<N>
  : never

/** A named error whose content did not have the declared payload shape (or was absent or null). */
export interface UnexpectedContentError<N extends RegistryErrorName = RegistryErrorName> {
  error: N
  /** The content as the server sent it. */
  content: unknown
  unexpectedContent: true
}

/**
 * Anything that is not a named error the call declares: an undeclared or unknown name, an undecodable
 * error body, a non-JSON body, a timeout, an abort, a network failure, or a body that failed its schema.
 */
export interface UnknownRegistryError {
  error: undefined
  content: FetcherError
}

/** The failure of a registry call: one of the names `N` the call declares, or {@link UnknownRegistryError}. */
export type RegistryError<N extends RegistryErrorName = RegistryErrorName> =
  NamedRegistryError<N> | UnknownRegistryError

/** What every registry method resolves to. It never rejects. */
export type RegistryResponse<Body, N extends RegistryErrorName> = Promise<APIResponse<Body, RegistryError<N>>>

/**
 * One handler per name the call declares, plus `_other` for {@link UnknownRegistryError} and, optionally,
 * `_unexpectedContent` for a named error whose content had an unexpected shape.
 */
export type RegistryErrorVisitor<N extends RegistryErrorName, Result> = {
  [K in N]: (content: RegistryErrorContent[K]) => Result
} & {
  _other: (error: FetcherError) => Result
  _unexpectedContent?: (error: UnexpectedContentError<N>) => Result
}

/**
 * Calls the handler of the error's name with its content, or `_other` with the fetcher error. The visitor
 * must handle exactly the names the call can return, so a new name is a compile error at every use. A named
 * error with unexpected content goes to `_unexpectedContent` when given; without it, like Fern's clients,
 * the name's handler gets the content as it was sent.
 */
export function visitRegistryError<N extends RegistryErrorName, Result>(
  error: RegistryError<N>,
  visitor: RegistryErrorVisitor<N, Result>,
): Result {
  if (error.error === undefined) return visitor._other(error.content)
  if (error.unexpectedContent === true && visitor._unexpectedContent) {
    return visitor._unexpectedContent(error as UnexpectedContentError<N>)
  }
  const handler = visitor[error.error as N] as (content: unknown) => Result
  return handler(error.content)
}

/** Whether a registry error is the named error `name`, narrowing its content. */
export function isRegistryError<N extends RegistryErrorName, K extends N>(
  error: RegistryError<N>,
  name: K,
): error is Extract<RegistryError<N>, { error: K }> {
  return error.error === name
}
