import type { APIResponse, FetcherError } from '@api-explorer/fetcher'
import type { RegistryErrorContent, RegistryErrorName } from './error-catalogue.js'

/** One named error, with the payload the catalogue declares for it. */
export type NamedRegistryError<N extends RegistryErrorName = RegistryErrorName> = N extends RegistryErrorName
  ? { error: N; content: RegistryErrorContent[N] }
  : never

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

/** One handler per name the call declares, plus `_other` for {@link UnknownRegistryError}. */
export type RegistryErrorVisitor<N extends RegistryErrorName, Result> = {
  [K in N]: (content: RegistryErrorContent[K]) => Result
} & { _other: (error: FetcherError) => Result }

/**
 * Calls the handler of the error's name with its content, or `_other` with the fetcher error. The visitor
 * must handle exactly the names the call can return, so a new name is a compile error at every use.
 */
export function visitRegistryError<N extends RegistryErrorName, Result>(
  error: RegistryError<N>,
  visitor: RegistryErrorVisitor<N, Result>,
): Result {
  if (error.error === undefined) return visitor._other(error.content)
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
