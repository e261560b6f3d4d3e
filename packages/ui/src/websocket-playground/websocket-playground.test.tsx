import type { ApiDefinition } from '@api-explorer/model'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiExplorer } from '../api-explorer/api-explorer.js'

const STRING = { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } } as const

const definition: ApiDefinition = {
  id: 'chat',
  endpoints: {},
  websockets: {
    rooms: {
      id: 'rooms',
      displayName: 'Chat room',
      path: [
        { type: 'literal', value: '/rooms/' },
        { type: 'pathParameter', value: 'room' },
      ],
      environments: [{ id: 'local', baseUrl: 'wss://chat.example.com' }],
      pathParameters: [{ key: 'room', valueShape: STRING }],
      messages: [
        {
          type: 'say',
          displayName: 'Say',
          origin: 'client',
          body: { type: 'object', extends: [], properties: [{ key: 'text', valueShape: STRING }] },
        },
        { type: 'said', origin: 'server', body: STRING },
      ],
    },
  },
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
}

describe('WebSocketPlayground in the explorer', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('lists the channel with a WSS badge and shows its URL, a panel per client message and the log', () => {
    window.history.replaceState(null, '', '/docs?explorer=chat-room')
    render(<ApiExplorer definition={definition} authStorage={null} />)
    expect(screen.getByRole('link', { name: 'WSS Chat room' })).toBeDefined()
    expect(screen.getByTestId('channel-url').textContent).toBe('wss://chat.example.com/rooms/:room')
    expect(screen.getByRole('button', { name: 'Connect' })).toBeDefined()
    const say = screen.getByRole('region', { name: 'Say' })
    expect(
      (within(say).getByRole('button', { name: 'Send message: Say' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(screen.queryByRole('region', { name: 'said' })).toBeNull()
    const log = screen.getByRole('region', { name: 'Messages' })
    expect(within(log).getByText('Not connected')).toBeDefined()
  })

  it('hides Connect when sending is disabled', () => {
    window.history.replaceState(null, '', '/docs?explorer=chat-room')
    render(<ApiExplorer definition={definition} authStorage={null} sendDisabled />)
    expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull()
  })
})
