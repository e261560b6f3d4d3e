import { describe, expect, it } from 'vitest'
import { queryRouteHref, readQueryRoute } from './query-route.js'

describe('queryRouteHref', () => {
  const location = { pathname: '/docs/users', search: '?tab=1&explorer=old', hash: '#top' }

  it('sets the parameter with readable slashes and keeps the rest of the URL', () => {
    expect(queryRouteHref(location, 'explorer', 'users/get-user')).toBe(
      '/docs/users?tab=1&explorer=users/get-user#top',
    )
  })

  it('removes the parameter to close', () => {
    expect(queryRouteHref(location, 'explorer', null)).toBe('/docs/users?tab=1#top')
    expect(queryRouteHref({ ...location, search: '?explorer=' }, 'explorer', null)).toBe('/docs/users#top')
  })
})

describe('readQueryRoute', () => {
  it('reads closed, open and a slug', () => {
    expect(readQueryRoute('?tab=1', 'explorer')).toBeNull()
    expect(readQueryRoute('?explorer', 'explorer')).toBe('')
    expect(readQueryRoute('?explorer=users/get-user', 'explorer')).toBe('users/get-user')
  })
})
