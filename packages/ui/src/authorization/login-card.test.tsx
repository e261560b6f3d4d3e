import type { ApiDefinition } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'

function bearerApi(baseUrl: string): ApiDefinition {
  return {
    id: 'bearer',
    endpoints: {
      me: {
        id: 'me',
        displayName: 'Who am I',
        method: 'GET',
        auth: ['bearer'],
        environments: [{ id: 'local', baseUrl }],
        path: [{ type: 'literal', value: '/me' }],
      },
    },
    websockets: {},
    webhooks: {},
    types: {},
    subpackages: {},
    auths: { bearer: { type: 'bearerAuth' } },
  }
}

const PAGE = 'https://docs.example.com/docs?explorer=who-am-i'

describe('the login card of key-injection login', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer({ body: '{"ok":true}' })
    window.history.replaceState(null, '', '/docs?explorer=who-am-i')
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await server.close()
  })

  const configFetch = (config: object) =>
    vi.fn(
      async () => new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }),
    )

  it('offers Login to the authorization URL, shows a login error, and lets the reader provide a token', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    const fetch = configFetch({
      enabled: true,
      authenticated: false,
      authorizationUrl: 'https://auth.example.com/authorize',
    })
    render(
      <ApiExplorer
        definition={bearerApi(server.url)}
        authStorage={null}
        keyInjection={{
          fetch,
          navigate,
          currentUrl: () => `${PAGE}&error=access_denied&error_description=Nope`,
        }}
      />,
    )
    const card = await screen.findByRole('region', { name: 'Login to send a real request' })
    expect(within(card).getByRole('alert').textContent).toBe('Nope')
    await user.click(within(card).getByRole('button', { name: 'Login' }))
    const target = new URL(String(navigate.mock.calls[0]?.[0]))
    expect(`${target.origin}${target.pathname}`).toBe('https://auth.example.com/authorize')
    expect(target.searchParams.get('state')).toBe(PAGE)

    await user.click(within(card).getByRole('button', { name: 'Provide token manually' }))
    expect(screen.getByRole('region', { name: 'Enter your bearer token' })).toBeDefined()
  })

  it('sends the injected token once logged in, and logs out through the site', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    const fetch = configFetch({ enabled: true, authenticated: true, access_token: 'injected-key' })
    render(
      <ApiExplorer
        definition={bearerApi(server.url)}
        authStorage={null}
        keyInjection={{ fetch, navigate, currentUrl: () => PAGE }}
      />,
    )
    const card = await screen.findByRole('region', { name: 'Successfully logged in' })
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer injected-key')

    await user.click(within(card).getByRole('button', { name: 'Logout' }))
    const target = new URL(String(navigate.mock.calls[0]?.[0]), 'https://docs.example.com')
    expect(target.pathname).toBe('/api/fern-docs/auth/logout')
    expect(target.searchParams.get('state')).toBe(PAGE)
  })
})
