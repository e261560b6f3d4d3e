import type { HttpRequest } from '@api-explorer/model'
import type { RecordingServer } from '@api-explorer/test-servers'
import { startRecordingServer } from '@api-explorer/test-servers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlaygroundAnalyticsEvent } from './analytics.js'
import { createResponseStore } from './response-store.js'
import { sendRequest } from './send-request.js'

describe('analytics events', () => {
  let upstream: RecordingServer
  beforeEach(async () => {
    upstream = await startRecordingServer({ status: 201, body: '{"id":"usr_1"}' })
  })
  afterEach(async () => {
    await upstream.close()
  })

  const request = (url = `${upstream.url}/users`): HttpRequest => ({
    method: 'POST',
    url,
    query: [],
    headers: [],
  })
  const context = {
    endpointId: 'endpoint_users.create',
    endpointName: 'Create user',
    docsRoute: '/docs/users',
    endpointRoute: '/api-reference/users/create',
  }

  it('reports the request sent and the response received with the host context', async () => {
    const events: PlaygroundAnalyticsEvent[] = []
    const result = await sendRequest(request(), {
      onAnalyticsEvent: (event) => events.push(event),
      analyticsContext: context,
    })
    expect(events).toEqual([
      { name: 'api_playground_request_sent', properties: { ...context, method: 'POST' } },
      {
        name: 'api_playground_request_received',
        properties: {
          ...context,
          method: 'POST',
          responseStatus: 201,
          responseStatusText: 'Created',
          responseTime: result.time,
          responseSize: 14,
        },
      },
    ])
  })

  it('sends empty fields without a context and only the sent event when nothing answers', async () => {
    const closed = await startRecordingServer()
    await closed.close()
    const events: PlaygroundAnalyticsEvent[] = []
    await expect(
      sendRequest(request(`${closed.url}/`), { onAnalyticsEvent: (event) => events.push(event) }),
    ).rejects.toThrow()
    expect(events).toEqual([
      {
        name: 'api_playground_request_sent',
        properties: { endpointId: '', endpointName: '', method: 'POST', docsRoute: '', endpointRoute: '' },
      },
    ])
  })

  it('takes the store context per send and survives a failing callback', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const names: string[] = []
    const store = createResponseStore({
      analyticsContext: { docsRoute: '/docs' },
      onAnalyticsEvent: (event) => {
        names.push(`${event.name} ${event.properties.endpointId} ${event.properties.docsRoute}`)
        throw new Error('tracker down')
      },
    })
    await store.getState().send(request(), { analyticsContext: { endpointId: 'e1' } })
    await store.getState().send(request(), { analyticsContext: { endpointId: 'e2', docsRoute: '/docs/e2' } })
    expect(store.getState().response.type).toBe('loaded')
    expect(names).toEqual([
      'api_playground_request_sent e1 /docs',
      'api_playground_request_received e1 /docs',
      'api_playground_request_sent e2 /docs/e2',
      'api_playground_request_received e2 /docs/e2',
    ])
    expect(errors).toHaveBeenCalledWith('The analytics callback failed', expect.any(Error))
  })
})
