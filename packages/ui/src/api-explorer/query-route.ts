import { useCallback, useEffect, useState } from 'react'

/**
 * Where the explorer is: `null` when closed, `''` when open with nothing picked, otherwise the slug of the
 * open endpoint.
 */
export type ExplorerRoute = string | null

/** The route the current URL names through the query parameter `param`. */
export function readQueryRoute(search: string, param: string): ExplorerRoute {
  return new URLSearchParams(search).get(param)
}

/**
 * The current location with the query parameter set to the route, or removed for `null`. Slashes of a slug
 * stay readable (`?explorer=users/get-user`); the rest of the URL is kept.
 */
export function queryRouteHref(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  param: string,
  route: ExplorerRoute,
): string {
  const params = new URLSearchParams(location.search)
  if (route == null) {
    params.delete(param)
  } else {
    params.set(param, route)
  }
  const search = params.toString().replaceAll('%2F', '/')
  return `${location.pathname}${search === '' ? '' : `?${search}`}${location.hash}`
}

/**
 * The explorer route kept in the page URL's query parameter: navigating pushes a history entry, so Back
 * closes the explorer or returns to the previous endpoint.
 */
export function useQueryRoute(param: string): [ExplorerRoute, (route: ExplorerRoute) => void] {
  const [route, setRoute] = useState<ExplorerRoute>(() =>
    typeof window === 'undefined' ? null : readQueryRoute(window.location.search, param),
  )
  useEffect(() => {
    const sync = (): void => setRoute(readQueryRoute(window.location.search, param))
    sync()
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [param])
  const navigate = useCallback(
    (next: ExplorerRoute) => {
      window.history.pushState(window.history.state, '', queryRouteHref(window.location, param, next))
      setRoute(next)
    },
    [param],
  )
  return [route, navigate]
}
