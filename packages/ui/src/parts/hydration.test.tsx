import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { ExplorerProvider } from '../api-explorer/explorer-provider.js'
import { EndpointPlayground } from '../endpoint-playground/endpoint-playground.js'
import { fixtureDefinition } from '../../test/fixture-definition.js'

describe('hydration', () => {
  it('hydrates the server markup of an inline playground without a mismatch, and it works', async () => {
    const definition = fixtureDefinition('https://api.example.com')
    const page = (
      <ExplorerProvider
        definition={definition}
        authStorage={null}
        formStorage={null}
        preferenceStorage={null}
      >
        <EndpointPlayground endpoint="users/get-user" />
      </ExplorerProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    const recoverable = vi.fn()
    const logged = vi.spyOn(console, 'error')
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable })
      await Promise.resolve()
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(logged).not.toHaveBeenCalled()
    // Hydrated, it is live: typing updates the request preview.
    await userEvent.setup().type(within(container).getByRole('textbox', { name: 'userId' }), 'usr_ada')
    expect(within(container).getByText(/^curl/).textContent).toBe(
      'curl https://api.example.com/users/usr_ada',
    )
    // The description's markdown renderer is on its way: let it arrive, then unmount, so that no render React
    // scheduled is left to run after the test's page (and its window) is torn down.
    await act(async () => {
      await import('../markdown/markdown-renderer.js')
    })
    act(() => root?.unmount())
    container.remove()
  })
})
