import { describe, expect, it } from 'vitest'
import { explorerOver, useStack } from '../test/stack.js'

const running = useStack()

describe('an endpoint session', () => {
  it('sends the form through the proxy, shows the response and emits both analytics events', async () => {
    const { explorer, events } = explorerOver(running())
    const getUser = explorer.endpoint('users/get-user')
    getUser.form.getState().setValue(['pathParameters', 'userId'], 'usr_ada')

    const outcome = await getUser.send()

    expect(outcome).toMatchObject({
      type: 'sent',
      request: { method: 'GET', url: `${running().api.url}/users/usr_ada` },
    })
    const response = getUser.response.getState().response
    expect(response.type).toBe('loaded')
    if (response.type !== 'loaded') return
    expect(response.value).toMatchObject({ type: 'json', response: { status: 200, body: { id: 'usr_ada' } } })
    expect(events.map((event) => event.name)).toEqual([
      'api_playground_request_sent',
      'api_playground_request_received',
    ])
    expect(events[1]?.properties).toMatchObject({
      endpointId: 'getUser',
      endpointName: 'Get user',
      method: 'GET',
      docsRoute: '/docs/users',
      endpointRoute: '/users/get-user',
      responseStatus: 200,
    })
  })

  it('never sends twice at once: a second Send while one is under way is refused', async () => {
    const { explorer, events } = explorerOver(running())
    const slow = explorer.endpoint('slow')
    const first = slow.send()
    const second = await slow.send()
    expect(second).toMatchObject({ type: 'blocked', reason: 'busy' })
    await first
    expect(events.filter((event) => event.name === 'api_playground_request_sent')).toHaveLength(1)
  })

  it('refuses a loopback target from a page that is not on loopback, and when sending is disabled', async () => {
    const { explorer: remotePage, events } = explorerOver(running(), {
      pageHostname: () => 'docs.example.com',
    })
    expect(await remotePage.endpoint('listUsers').send()).toEqual({
      type: 'blocked',
      reason: 'localhost',
      message: 'Cannot send requests to localhost',
    })

    const { explorer: readOnly } = explorerOver(running(), { sendDisabled: true })
    expect(await readOnly.endpoint('listUsers').send()).toMatchObject({ type: 'blocked', reason: 'disabled' })
    readOnly.update({ sendDisabled: false })
    expect(await readOnly.endpoint('listUsers').send()).toMatchObject({ type: 'sent' })
    expect(events).toEqual([])
  })

  it('reports an invalid form instead of sending, and sends it anyway when asked', async () => {
    const { explorer } = explorerOver(running())
    const getUser = explorer.endpoint('getUser')
    getUser.form.getState().setValue(['pathParameters', 'userId'], '')
    const outcome = await getUser.send()
    expect(outcome.type).toBe('invalid')
    expect(getUser.response.getState().response.type).toBe('notStartedLoading')
    expect(await getUser.send({ ignoreInvalid: true })).toMatchObject({ type: 'sent' })
  })

  it('takes the credentials at the moment of sending, and waits for a login in flight', async () => {
    const { explorer } = explorerOver(running())
    const protectedRoute = explorer.endpoint('getOAuthProtected')
    const tokenRequest = protectedRoute.auth.tokenRequest
    expect(tokenRequest).toBeTypeOf('function')
    if (tokenRequest == null) return
    const tokenForm = explorer.forms().endpoint('getOAuthToken').getState()
    expect(tokenForm.errors).toEqual([])

    // The reader pressed "Fetch Bearer Token" and, before it answered, Send.
    const oauth = protectedRoute.auth.selected?.declared
    expect(oauth?.type).toBe('oAuth')
    if (oauth?.type !== 'oAuth') return
    const login = explorer.auth
      .getState()
      .fetchBearerToken({ oauth: oauth.value.value, request: tokenRequest() })
    await protectedRoute.send()
    expect(await login).toBe(true)

    const response = protectedRoute.response.getState().response
    expect(response.type === 'loaded' ? response.value.response.status : response.type).toBe(200)
  })

  it('keeps each form while the reader switches, and fresh sessions when the proxy changes', async () => {
    const { explorer } = explorerOver(running())
    const first = explorer.endpoint('getUser')
    first.form.getState().setValue(['pathParameters', 'userId'], 'usr_grace')
    explorer.select('users/list-users')
    expect(explorer.store.getState().selectedId).toBe('listUsers')
    expect(explorer.endpoint('users/get-user')).toBe(first)

    explorer.update({ proxyUrl: running().proxy.url.replace('127.0.0.1', 'localhost') })
    const replaced = explorer.endpoint('getUser')
    expect(replaced).not.toBe(first)
    expect(explorer.store.getState().revision).toBe(1)
    expect(replaced.form.getState().formState.pathParameters.userId).toBe('usr_grace')
    expect(await replaced.send()).toMatchObject({ type: 'sent' })
  })

  it('names an unknown item, and a channel asked for as an endpoint', () => {
    const { explorer } = explorerOver(running())
    expect(() => explorer.endpoint('nope')).toThrow(
      'The API definition has no endpoint or websocket channel "nope".',
    )
    expect(() => explorer.endpoint('rooms')).toThrow('"rooms" is a websocket channel, not an endpoint.')
  })

  it('remembers the snippet language in the given storage', () => {
    const values = new Map<string, string>()
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    } as Storage
    const { explorer } = explorerOver(running(), { preferenceStorage: storage })
    expect(explorer.store.getState().snippetLanguage).toBe('curl')
    explorer.setSnippetLanguage('python')
    const { explorer: later } = explorerOver(running(), { preferenceStorage: storage })
    expect(later.store.getState().snippetLanguage).toBe('python')
  })
})
