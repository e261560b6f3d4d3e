/**
 * A value that loads: not started, loading, loaded or failed. Streams move through `loaded` repeatedly as
 * chunks arrive.
 */
export type Loadable<T, E = unknown> =
  | { type: 'notStartedLoading' }
  | { type: 'loading' }
  | { type: 'loaded'; value: T }
  | { type: 'failed'; error: E }

/** A {@link Loadable} that has not started. */
export function notStartedLoading(): { type: 'notStartedLoading' } {
  return { type: 'notStartedLoading' }
}

/** A {@link Loadable} in flight. */
export function loading(): { type: 'loading' } {
  return { type: 'loading' }
}

/** A loaded {@link Loadable}. */
export function loaded<T>(value: T): { type: 'loaded'; value: T } {
  return { type: 'loaded', value }
}

/** A failed {@link Loadable}. */
export function failed<E>(error: E): { type: 'failed'; error: E } {
  return { type: 'failed', error }
}
