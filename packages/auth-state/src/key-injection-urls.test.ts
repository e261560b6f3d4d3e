import { describe, expect, it } from 'vitest'
import {
  keyInjectionLoginUrl,
  keyInjectionLogoutUrl,
  loginErrorFromUrl,
  returnToUrl,
} from './key-injection-urls.js'

const page =
  'https://docs.example.com/api/users?explorer=true&error=access_denied&error_description=Denied&tab=1'

describe('returnToUrl', () => {
  it('removes error and error_description and keeps the rest', () => {
    expect(returnToUrl(page)).toBe('https://docs.example.com/api/users?explorer=true&tab=1')
  })

  it('keeps the other parameters as the page wrote them, and drops an emptied query', () => {
    expect(returnToUrl('https://docs.example.com/ref?explorer=users/get-user&q=a%20b&error=x#top')).toBe(
      'https://docs.example.com/ref?explorer=users/get-user&q=a%20b#top',
    )
    expect(returnToUrl('https://docs.example.com/ref?error%5Fdescription=no&error=x')).toBe(
      'https://docs.example.com/ref',
    )
    expect(returnToUrl('https://docs.example.com/ref?bad=%E0%A4%A&x=1')).toBe(
      'https://docs.example.com/ref?bad=%E0%A4%A&x=1',
    )
  })
})

describe('loginErrorFromUrl', () => {
  it('prefers error_description, then error', () => {
    expect(loginErrorFromUrl(page)).toBe('Denied')
    expect(loginErrorFromUrl('https://docs.example.com/?error=access_denied')).toBe('access_denied')
    expect(loginErrorFromUrl('https://docs.example.com/?error=access_denied&error_description=')).toBe(
      'access_denied',
    )
  })

  it('is undefined without an error or for a URL that does not parse', () => {
    expect(loginErrorFromUrl('https://docs.example.com/')).toBeUndefined()
    expect(loginErrorFromUrl('not a url')).toBeUndefined()
  })
})

describe('keyInjectionLoginUrl', () => {
  it('puts the cleaned return URL in the named parameter of the authorization URL', () => {
    const url = new URL(keyInjectionLoginUrl('https://auth.example.com/authorize?client_id=c', 'state', page))
    expect(url.origin + url.pathname).toBe('https://auth.example.com/authorize')
    expect(url.searchParams.get('client_id')).toBe('c')
    expect(url.searchParams.get('state')).toBe('https://docs.example.com/api/users?explorer=true&tab=1')
  })

  it('resolves a relative authorization URL against the page', () => {
    const url = new URL(keyInjectionLoginUrl('/login', 'return_to', page))
    expect(url.origin + url.pathname).toBe('https://docs.example.com/login')
    expect(url.searchParams.get('return_to')).toBe('https://docs.example.com/api/users?explorer=true&tab=1')
  })
})

describe('keyInjectionLogoutUrl', () => {
  it('goes to the logout route under the api prefix with the return URL', () => {
    const url = new URL(keyInjectionLogoutUrl('/api/fern-docs/', 'state', page))
    expect(url.origin + url.pathname).toBe('https://docs.example.com/api/fern-docs/auth/logout')
    expect(url.searchParams.get('state')).toBe('https://docs.example.com/api/users?explorer=true&tab=1')
  })
})
