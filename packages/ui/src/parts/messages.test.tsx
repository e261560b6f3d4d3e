import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'
import { UI_TEXT } from '../messages.js'
import { fixtureDefinition } from '../../test/fixture-definition.js'

describe('the messages and renderDescription settings', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it("shows the host's wording where it gives one and the kit's everywhere else", async () => {
    window.history.replaceState(null, '', '/docs?explorer=users/get-user')
    render(
      <ApiExplorer
        definition={fixtureDefinition('https://api.example.com')}
        authStorage={null}
        formStorage={null}
        messages={{
          send: 'Senden',
          sendRequest: 'Anfrage senden',
          searchPlaceholder: 'Endpunkte suchen…',
          noMatches: (query) => `Nichts für „${query}“`,
        }}
      />,
    )
    expect(screen.getByRole('button', { name: 'Anfrage senden' }).textContent).toContain('Senden')
    expect(screen.getByPlaceholderText('Endpunkte suchen…')).toBeDefined()
    expect(screen.getByRole('button', { name: UI_TEXT.clearForm })).toBeDefined()
    // The description's markdown renderer is on its way: let it arrive before the test's page is torn down.
    await import('../markdown/markdown-renderer.js')
  })

  it("renders descriptions with the host's renderer when it passes one", () => {
    window.history.replaceState(null, '', '/docs?explorer=users/get-user')
    render(
      <ApiExplorer
        definition={fixtureDefinition('https://api.example.com')}
        authStorage={null}
        formStorage={null}
        renderDescription={(text) => <em data-testid="host-docs">{text.toUpperCase()}</em>}
      />,
    )
    const rendered = screen.getAllByTestId('host-docs')
    expect(rendered.length).toBeGreaterThan(0)
    expect(rendered.every((element) => element.textContent === element.textContent?.toUpperCase())).toBe(true)
  })
})
