// @vitest-environment node
import type { ApiDefinition } from '@api-explorer/model'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { fixtureDefinition } from '../../test/fixture-definition.js'

describe('server rendering', () => {
  it('renders an inline endpoint playground with no window: method, path, form sections and Send', async () => {
    expect(typeof window).toBe('undefined')
    // Imported here, in a process without `window`: nothing may touch it at import either.
    const { EndpointPlayground, ExplorerProvider } = await import('../index.js')
    const definition: ApiDefinition = fixtureDefinition('https://api.example.com')
    const html = renderToString(
      <ExplorerProvider
        definition={definition}
        authStorage={null}
        formStorage={null}
        preferenceStorage={null}
      >
        <EndpointPlayground endpoint="users/get-user" />
      </ExplorerProvider>,
    )
    expect(html).toContain('Get user')
    expect(html).toContain('>GET<')
    expect(html).toContain('https://api.example.com')
    expect(html).toContain('userId')
    expect(html).toContain('Path Parameters')
    expect(html).toContain('Send')
    expect(html).toContain('curl')
  }, 60_000) // imports the whole UI kit from source in this test: slow on a loaded machine, not a speed check
})
