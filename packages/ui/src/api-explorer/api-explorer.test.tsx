import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fixtureDefinition } from '../../test/fixture-definition.js'
import { ApiExplorer } from './api-explorer.js'

describe('ApiExplorer', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer({ body: '{"id":"usr_ada","name":"Ada"}' })
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await server.close()
  })

  const open = (search: string): void => {
    window.history.replaceState(null, '', `/docs${search}`)
    render(<ApiExplorer definition={fixtureDefinition(server.url)} />)
  }

  it('stays closed without the explorer query parameter', () => {
    open('?tab=intro')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens on the endpoint the query parameter names, with the list grouped by breadcrumb', () => {
    open('?explorer=users/get-user')
    const dialog = screen.getByRole('dialog', { name: /API Explorer/ })
    const list = within(dialog).getByRole('navigation', { name: 'Endpoints' })
    expect(within(list).getByRole('heading', { name: 'Users' })).toBeDefined()
    expect(within(list).getByRole('link', { name: 'GET Get user' }).getAttribute('aria-current')).toBe('page')
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Get user' })).toBeDefined()
    expect(within(dialog).getByPlaceholderText('Search for endpoints...')).toBeDefined()
  })

  it('portals the overlay into the portal container, e.g. inside a shadow root', () => {
    window.history.replaceState(null, '', '/docs?explorer=health')
    const host = document.createElement('div')
    document.body.append(host)
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'))
    render(<ApiExplorer definition={fixtureDefinition(server.url)} portalContainer={container} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(container).getByRole('dialog', { name: /API Explorer/ })).toBeDefined()
    host.remove()
  })

  it('starts with focus on its close button, with a reference link before it, and keeps focus inside', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/docs?explorer=users/get-user')
    render(
      <ApiExplorer definition={fixtureDefinition(server.url)} referenceHref={(item) => `/${item.slug}`} />,
    )
    const dialog = screen.getByRole('dialog', { name: /API Explorer/ })
    expect(within(dialog).getByRole('link', { name: 'View in API Reference' })).toBeDefined()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close API Explorer' }))
    await user.tab()
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('moves to another endpoint through the URL', async () => {
    const user = userEvent.setup()
    open('?explorer')
    await user.click(screen.getByRole('link', { name: 'POST Create user' }))
    expect(window.location.search).toBe('?explorer=users/create-user')
    expect(screen.getByRole('heading', { level: 2, name: 'Create user' })).toBeDefined()
  })

  it('closes with Escape and with the close button, removing the parameter', async () => {
    const user = userEvent.setup()
    open('?explorer=health')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.search).toBe('')

    act(() => {
      window.history.pushState(null, '', '/docs?explorer=health')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('dialog')).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Close API Explorer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.search).toBe('')
  })

  it('clears the search with the first Escape and closes with the second', async () => {
    const user = userEvent.setup()
    open('?explorer=health')
    const search = screen.getByRole('searchbox', { name: 'Search endpoints' })
    await user.type(search, 'user')
    expect(screen.queryByRole('link', { name: 'GET Health' })).toBeNull()
    await user.keyboard('{Escape}')
    expect((search as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('dialog')).toBeDefined()
    expect(screen.getByRole('link', { name: 'GET Health' })).toBeDefined()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('rebuilds the cURL snippet from the form and sends the same request', async () => {
    const user = userEvent.setup()
    open('?explorer=users/get-user')
    await user.type(screen.getByRole('textbox', { name: /userId/ }), 'usr_ada')
    await user.click(screen.getByRole('button', { name: '1 more optional property' }))
    await user.click(screen.getByRole('menuitem', { name: /fields/ }))
    await user.type(screen.getByRole('textbox', { name: /fields/ }), 'name email')
    const preview = screen.getByRole('region', { name: 'Request' })
    expect(within(preview).getByText(/^curl/).textContent).toBe(
      `curl '${server.url}/users/usr_ada?fields=name%20email'`,
    )

    await user.click(screen.getByRole('button', { name: 'Send request' }))
    const response = screen.getByRole('region', { name: 'Response' })
    expect(await within(response).findByText('200 OK')).toBeDefined()
    expect(within(response).getByText(/^\d+\.\d{2} ms$/)).toBeDefined()
    expect(within(response).getByText('29 B')).toBeDefined()
    expect(within(response).getByText(/"name": "Ada"/)).toBeDefined()
    expect(server.requests.map((request) => request.url)).toEqual(['/users/usr_ada?fields=name%20email'])
  })

  it('edits body properties, leaves read-only ones out, and resets with Clear form and Use example', async () => {
    const user = userEvent.setup()
    open('?explorer=users/create-user')
    const form = screen.getByRole('region', { name: 'Body Parameters' })
    expect(within(form).queryByText('id')).toBeNull()
    const name = within(form).getByRole('textbox', { name: /name/ })
    expect((name as HTMLInputElement).value).toBe('Ada')
    await user.clear(name)
    await user.type(name, 'Grace')
    await user.click(within(form).getByRole('combobox', { name: /role/ }))
    await user.click(screen.getByRole('option', { name: 'member' }))
    const snippet = (): string =>
      within(screen.getByRole('region', { name: 'Request' })).getByText(/^curl/).textContent ?? ''
    expect(snippet()).toContain(`-d '{\n  "name": "Grace",\n  "role": "member"\n}'`)

    await user.click(screen.getByRole('button', { name: 'Clear form' }))
    expect(snippet()).toContain(`-d '{\n  "name": ""\n}'`)
    await user.click(screen.getByRole('button', { name: 'Use example' }))
    expect(snippet()).toContain(`"name": "Ada"`)
  })

  it('starts a fresh form when the host passes another definition', () => {
    window.history.replaceState(null, '', '/docs?explorer=health')
    const { rerender } = render(<ApiExplorer definition={fixtureDefinition(server.url)} />)
    const snippet = (): string =>
      within(screen.getByRole('region', { name: 'Request' })).getByText(/^curl/).textContent ?? ''
    expect(snippet()).toBe(`curl ${server.url}/healthz`)
    rerender(<ApiExplorer definition={fixtureDefinition('https://api.example.com')} />)
    expect(snippet()).toBe('curl https://api.example.com/healthz')
  })

  it("lists the outline's endpoints while the definition loads, and opens the picked one when it arrives", async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/docs?explorer')
    const full = fixtureDefinition(server.url)
    const outline = {
      ...full,
      types: {},
      endpoints: Object.fromEntries(
        Object.values(full.endpoints).map((endpoint) => [
          endpoint.id,
          {
            id: endpoint.id,
            method: endpoint.method,
            path: endpoint.path,
            ...(endpoint.displayName == null ? {} : { displayName: endpoint.displayName }),
            ...(endpoint.namespace == null ? {} : { namespace: endpoint.namespace }),
          },
        ]),
      ),
    }
    const { rerender } = render(<ApiExplorer definition={undefined} outline={outline} />)
    const dialog = screen.getByRole('dialog', { name: /API Explorer/ })
    const list = within(dialog).getByRole('navigation', { name: 'Endpoints' })
    expect(within(list).getByRole('heading', { name: 'Users' })).toBeDefined()
    // The playground waits for the definition: a skeleton, no form yet.
    expect(dialog.querySelector('.ax-Skeleton[aria-busy="true"]')).not.toBeNull()
    expect(within(dialog).queryByRole('heading', { level: 2, name: 'Get user' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull()
    await user.click(within(list).getByRole('link', { name: 'POST Create user' }))
    expect(window.location.search).toBe('?explorer=users/create-user')
    expect(within(list).getByRole('link', { name: 'POST Create user' }).getAttribute('aria-current')).toBe(
      'page',
    )
    rerender(<ApiExplorer definition={full} outline={outline} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Create user' })).toBeDefined()
  })
})
