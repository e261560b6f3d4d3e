import type { ApiDefinition } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'

function protectedApi(baseUrl: string): ApiDefinition {
  return {
    id: 'protected',
    endpoints: {
      me: {
        id: 'me',
        displayName: 'Who am I',
        method: 'GET',
        auth: ['bearer'],
        environments: [
          { id: 'sandbox', baseUrl },
          { id: 'production', baseUrl: 'https://api.example.com' },
        ],
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

const playground = {
  initial_state: { auth: { bearer_token: 'sk_default' } },
  env_state: { sandbox: { auth: { bearer_token: 'sk_sandbox' } } },
}

describe('AuthorizationCard in the explorer', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer({ body: '{"ok":true}' })
    window.history.replaceState(null, '', '/docs?explorer=who-am-i')
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await server.close()
  })

  it("sends the site's token for the endpoint's environment, then the reader's, and resets to the default", async () => {
    const user = userEvent.setup()
    render(<ApiExplorer definition={protectedApi(server.url)} playground={playground} authStorage={null} />)
    const card = screen.getByRole('region', { name: 'Enter your bearer token' })
    expect(within(card).getByText('Authenticated')).toBeDefined()

    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk_sandbox')

    await user.click(within(card).getByRole('button', { name: 'Edit credentials' }))
    const token = within(card).getByLabelText('Token')
    expect(token.getAttribute('type')).toBe('password')
    expect(document.activeElement).toBe(token)
    await user.clear(token)
    expect(within(card).getByText('Not Authenticated')).toBeDefined()
    await user.type(token, 'sk_mine')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(2))
    expect(server.requests[1]?.headers['authorization']).toBe('Bearer sk_mine')

    await user.click(within(card).getByRole('button', { name: 'Reset token to default' }))
    expect((within(card).getByLabelText('Token') as HTMLInputElement).value).toBe('sk_sandbox')
    await user.click(within(card).getByRole('button', { name: 'Close' }))
    expect(within(card).queryByLabelText('Token')).toBeNull()
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Edit credentials' }))
  })

  it('keeps the credentials when the explorer is closed and opened again', async () => {
    const user = userEvent.setup()
    render(<ApiExplorer definition={protectedApi(server.url)} authStorage={null} />)
    await user.click(screen.getByRole('button', { name: 'Edit credentials' }))
    await user.type(screen.getByLabelText('Token'), 'sk_kept')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()

    window.history.pushState(null, '', '/docs?explorer=who-am-i')
    window.dispatchEvent(new PopStateEvent('popstate'))
    const card = await screen.findByRole('region', { name: 'Enter your bearer token' })
    expect(within(card).getByText('Authenticated')).toBeDefined()
  })
})

describe('site presets and fallbacks', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer({ body: '{"ok":true}' })
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await server.close()
  })

  it("fills the site's query and header presets into the form, the snippet and Send", async () => {
    const user = userEvent.setup()
    const definition = protectedApi(server.url)
    const me = definition.endpoints['me']
    if (me == null) throw new Error('fixture')
    me.queryParameters = [
      {
        key: 'expand',
        valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
      },
    ]
    window.history.replaceState(null, '', '/docs?explorer=who-am-i')
    render(
      <ApiExplorer
        definition={definition}
        authStorage={null}
        playground={{ initial_state: { query_parameters: { expand: 'team' }, auth: { bearer_token: 't' } } }}
      />,
    )
    expect((screen.getByRole('textbox', { name: /expand/ }) as HTMLInputElement).value).toBe('team')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0]?.url).toBe('/me?expand=team')
  })

  it('shows a bearer token form when the OAuth token endpoint is missing, sending its header and prefix', async () => {
    const user = userEvent.setup()
    const definition = protectedApi(server.url)
    definition.auths = {
      bearer: {
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: {
            type: 'referencedEndpoint',
            endpointId: 'missing',
            accessTokenLocator: '$.body.access_token',
            headerName: 'X-Token',
            tokenPrefix: 'Token',
          },
        },
      },
    }
    window.history.replaceState(null, '', '/docs?explorer=who-am-i')
    render(<ApiExplorer definition={definition} authStorage={null} />)
    const card = screen.getByRole('region', { name: 'Enter your bearer token' })
    await user.click(within(card).getByRole('button', { name: 'Edit credentials' }))
    await user.type(within(card).getByLabelText('Token'), 'abc')
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0]?.headers['x-token']).toBe('Token abc')
  })
})
