import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'
import { fixtureDefinition } from '../../test/fixture-definition.js'

function twoEnvironments(): ReturnType<typeof fixtureDefinition> {
  const definition = fixtureDefinition('https://api.example.com')
  const environments = [
    { id: 'production', baseUrl: 'https://api.example.com' },
    { id: 'sandbox', baseUrl: 'https://sandbox.example.com/v2' },
  ]
  for (const endpoint of Object.values(definition.endpoints)) {
    endpoint.environments = environments
  }
  return definition
}

describe('UrlBar', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  const snippet = (): string =>
    within(screen.getByRole('region', { name: 'Request' })).getByText(/^curl/).textContent ?? ''

  it('switches the environment requests go to when the endpoint has more than one', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/docs?explorer=health')
    render(<ApiExplorer definition={twoEnvironments()} authStorage={null} formStorage={null} />)
    const environment = screen.getByRole('combobox', { name: 'Environment' })
    expect((environment as HTMLSelectElement).value).toBe('production')
    await user.selectOptions(environment, 'sandbox')
    expect((screen.getByRole('textbox', { name: 'Base URL' }) as HTMLInputElement).value).toBe(
      'https://sandbox.example.com/v2',
    )
    expect(snippet()).toBe('curl https://sandbox.example.com/v2/healthz')
  })

  it('has no environment switcher with one environment', () => {
    window.history.replaceState(null, '', '/docs?explorer=health')
    render(<ApiExplorer definition={fixtureDefinition('https://api.example.com')} authStorage={null} />)
    expect(screen.queryByRole('combobox', { name: 'Environment' })).toBeNull()
  })

  it('copies the full URL, query included, and says so', async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/docs?explorer=users/get-user')
    render(<ApiExplorer definition={fixtureDefinition('https://api.example.com')} authStorage={null} />)
    await user.type(screen.getByRole('textbox', { name: 'userId' }), 'usr_ada')
    await user.click(screen.getByRole('button', { name: 'Copy URL' }))
    expect(await navigator.clipboard.readText()).toBe('https://api.example.com/users/usr_ada')
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Copied')).toBe(true)
  })
})
