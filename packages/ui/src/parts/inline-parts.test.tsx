import type { ApiDefinition } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ExplorerProvider } from '../api-explorer/explorer-provider.js'
import { EndpointPlayground } from '../endpoint-playground/endpoint-playground.js'
import { EndpointAuthorizationCard, EndpointRequestPreview, EndpointResponseCard } from './endpoint-parts.js'

function protectedApi(baseUrl: string): ApiDefinition {
  const endpoint = (id: string, displayName: string, path: string) => ({
    id,
    displayName,
    method: 'GET' as const,
    auth: ['bearer'],
    environments: [{ id: 'local', baseUrl }],
    path: [{ type: 'literal' as const, value: path }],
  })
  return {
    id: 'protected',
    endpoints: { me: endpoint('me', 'Who am I', '/me'), teams: endpoint('teams', 'My teams', '/me/teams') },
    websockets: {},
    webhooks: {},
    types: {},
    subpackages: {},
    auths: { bearer: { type: 'bearerAuth' } },
  }
}

describe('parts inline in a host page, under one provider', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer({ body: '{"ok":true}' })
  })
  afterEach(() => server.close())

  it('share the credentials, the form and the response wherever each part sits', async () => {
    const user = userEvent.setup()
    render(
      <ExplorerProvider definition={protectedApi(server.url)} authStorage={null} formStorage={null}>
        <section aria-label="Who am I reference">
          <EndpointPlayground endpoint="who-am-i" headingLevel={3} />
        </section>
        <section aria-label="My teams reference">
          <EndpointAuthorizationCard endpoint="teams" />
          <EndpointRequestPreview endpoint="teams" />
          <EndpointResponseCard endpoint="teams" />
        </section>
        <section aria-label="Teams playground">
          <EndpointPlayground endpoint="my-teams" headingLevel={3} />
        </section>
      </ExplorerProvider>,
    )
    // No overlay: the parts render where the host put them.
    expect(screen.queryByRole('dialog')).toBeNull()
    const me = screen.getByRole('region', { name: 'Who am I reference' })
    expect(within(me).getByRole('heading', { level: 3, name: 'Who am I' })).toBeDefined()

    // A token typed in one playground's card is the token of every endpoint.
    await user.click(within(me).getByRole('button', { name: 'Edit credentials' }))
    await user.type(within(me).getByLabelText('Token'), 'sk_shared')
    const teams = screen.getByRole('region', { name: 'My teams reference' })
    expect(within(teams).getByText('Authenticated')).toBeDefined()
    expect(within(teams).getByText(/^curl/).textContent).toContain('Authorization: Bearer')

    // Send in the teams playground shows in the standalone response card of the same endpoint.
    const playground = screen.getByRole('region', { name: 'Teams playground' })
    await user.click(within(playground).getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(server.requests).toHaveLength(1))
    expect(server.requests[0]?.headers['authorization']).toBe('Bearer sk_shared')
    await waitFor(() => expect(within(teams).getByText('200 OK')).toBeDefined())
  })

  it('shows its alert, and logs the reason, when put outside a provider, without taking the page down', () => {
    const logged: unknown[][] = []
    const silence = console.error
    console.error = (...args: unknown[]) => void logged.push(args)
    try {
      render(
        <>
          <p>Host page text</p>
          <EndpointResponseCard endpoint="me" />
        </>,
      )
    } finally {
      console.error = silence
    }
    expect(screen.getByText('Host page text')).toBeDefined()
    expect(screen.getByRole('alert').textContent).toBe('This part of the API Explorer could not be shown.')
    expect(logged.flat().some((entry) => String(entry).includes('`useExplorer` must be used within'))).toBe(
      true,
    )
  })
})
