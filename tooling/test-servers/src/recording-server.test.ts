import { describe, expect, it } from 'vitest'
import { startRecordingServer } from './recording-server.js'

describe('startRecordingServer', () => {
  it('records the raw request and answers with the configured reply', async () => {
    const server = await startRecordingServer()
    try {
      server.reply({ status: 201, headers: { 'X-Reply': 'yes' }, body: 'created' })
      const response = await fetch(`${server.url}/a%20b?x=1&x=2`, {
        method: 'POST',
        headers: { 'X-Custom': 'value' },
        body: 'hello',
      })
      expect(response.status).toBe(201)
      expect(response.headers.get('x-reply')).toBe('yes')
      expect(await response.text()).toBe('created')
      expect(server.requests).toHaveLength(1)
      expect(server.requests[0]).toMatchObject({
        method: 'POST',
        url: '/a%20b?x=1&x=2',
        headers: { 'x-custom': 'value' },
      })
      expect(server.requests[0]?.body.toString()).toBe('hello')
    } finally {
      await server.close()
    }
  })
})
