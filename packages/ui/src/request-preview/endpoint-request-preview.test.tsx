import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'
import { fixtureDefinition } from '../../test/fixture-definition.js'
import { SNIPPET_LANGUAGE_STORAGE_KEY } from '@api-explorer/core'
import { RequestPreview } from './request-preview.js'

describe('the request preview in the explorer', () => {
  let server: RecordingServer
  beforeEach(async () => {
    server = await startRecordingServer()
    window.history.replaceState(null, '', '/docs?explorer=users/get-user')
    localStorage.clear()
  })
  afterEach(async () => {
    window.history.replaceState(null, '', '/')
    await server.close()
  })

  const code = (): string =>
    within(screen.getByRole('region', { name: 'Request' })).getByRole('code').textContent ?? ''

  it("offers the API's SDKs next to the HTTP snippets and writes the SDK call of the form", async () => {
    const user = userEvent.setup()
    render(
      <ApiExplorer
        definition={fixtureDefinition(server.url)}
        sdks={[{ language: 'python', package: 'fixture-sdk', clientName: 'FixtureClient' }]}
        authStorage={null}
      />,
    )
    await user.type(screen.getByRole('textbox', { name: /userId/ }), 'usr_ada')
    const language = screen.getByRole('combobox', { name: 'Language' })
    const options = within(language)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['cURL', 'TypeScript', 'Python', 'Python SDK'])

    await user.selectOptions(language, 'Python SDK')
    // The SDK generators load on first use.
    await within(screen.getByRole('region', { name: 'Request' })).findByRole('code')
    expect(code()).toContain('from fixture_sdk import FixtureClient')
    expect(code()).toContain('user_id="usr_ada"')
  })

  it('offers more HTTP languages when the host asks for them', () => {
    render(
      <ApiExplorer
        definition={fixtureDefinition(server.url)}
        snippetLanguages={['curl', 'go', 'ruby', 'kotlin']}
        authStorage={null}
      />,
    )
    const options = within(screen.getByRole('combobox', { name: 'Language' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['cURL', 'Go', 'Ruby'])
  })

  it('reads language aliases in the setting as the language they stand for, once each', () => {
    render(
      <ApiExplorer
        definition={fixtureDefinition(server.url)}
        snippetLanguages={['sh', 'js', 'node', 'TS', 'golang']}
        authStorage={null}
      />,
    )
    const options = within(screen.getByRole('combobox', { name: 'Language' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['cURL', 'JavaScript', 'TypeScript', 'Go'])
  })

  it('remembers the language across endpoints and visits, falling back to cURL for an unknown one', async () => {
    const user = userEvent.setup()
    const view = render(<ApiExplorer definition={fixtureDefinition(server.url)} authStorage={null} />)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Python')
    await user.click(screen.getByRole('link', { name: 'POST Create user' }))
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('python')
    expect(localStorage.getItem(SNIPPET_LANGUAGE_STORAGE_KEY)).toBe('python')
    view.unmount()

    localStorage.setItem(SNIPPET_LANGUAGE_STORAGE_KEY, 'sdk:go')
    render(<ApiExplorer definition={fixtureDefinition(server.url)} authStorage={null} />)
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('curl')
  })
})

describe('RequestPreview copy', () => {
  const request = {
    method: 'GET',
    url: 'https://api.example.com/me',
    query: [],
    headers: [['Authorization', 'Bearer sk_live_secret_value'] as [string, string]],
    secrets: ['Authorization'],
  }

  it('shows the credentials redacted, copies runnable code with placeholders, and the real values on request', async () => {
    const user = userEvent.setup()
    const view = render(<RequestPreview request={request} />)
    expect(screen.getByRole('code').textContent).not.toContain('sk_live_secret_value')
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    const copied = await navigator.clipboard.readText()
    expect(copied).toContain('Bearer $API_TOKEN')
    expect(copied).not.toContain('sk_live_secret_value')
    expect(copied).not.toContain('*')

    await user.click(screen.getByRole('button', { name: 'Copy with credentials' }))
    expect(await navigator.clipboard.readText()).toContain('Bearer sk_live_secret_value')
    expect(screen.getByRole('code').textContent).not.toContain('sk_live_secret_value')
    view.unmount()

    // A host can withhold the real values; a request without credentials has nothing to copy them with.
    const hidden = render(<RequestPreview request={request} copyWithSecrets={false} />)
    expect(screen.queryByRole('button', { name: 'Copy with credentials' })).toBeNull()
    hidden.unmount()
    render(<RequestPreview request={{ ...request, headers: [], secrets: [] }} />)
    expect(screen.queryByRole('button', { name: 'Copy with credentials' })).toBeNull()
  })

  it('hides an OAuth client secret the body carries, in the shown snippet and in Copy', async () => {
    const user = userEvent.setup()
    render(
      <RequestPreview
        request={{
          method: 'POST',
          url: 'https://api.example.com/oauth/token',
          query: [],
          headers: [['Content-Type', 'application/x-www-form-urlencoded']],
          body: {
            type: 'urlencoded',
            fields: [
              ['grant_type', 'client_credentials'],
              ['client_secret', 'cs_reader_secret_42'],
            ],
          },
          credentials: [{ value: 'cs_reader_secret_42', placeholder: 'OAUTH_CLIENT_SECRET' }],
        }}
      />,
    )
    expect(screen.getByRole('code').textContent).not.toContain('cs_reader_secret_42')
    await user.click(screen.getByRole('button', { name: 'Copy code' }))
    expect(await navigator.clipboard.readText()).toContain('client_secret=$OAUTH_CLIENT_SECRET')
  })
})
