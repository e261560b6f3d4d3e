import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { once } from 'node:events'

import type { Dispatcher } from 'undici'
import { describe, expect, it } from 'vitest'

import { startProxyServer } from './node-server.js'
import { UpstreamBody } from './upstream-body.js'

/** A dispatch controller that records what the body asks of the target's socket. */
function fakeController(): Dispatcher.DispatchController & { calls: string[] } {
  const calls: string[] = []
  let paused = false
  let aborted = false
  return {
    calls,
    get aborted() {
      return aborted
    },
    get paused() {
      return paused
    },
    get reason() {
      return null
    },
    pause() {
      paused = true
      calls.push('pause')
    },
    resume() {
      paused = false
      calls.push('resume')
    },
    abort() {
      aborted = true
      calls.push('abort')
    },
  }
}

const bytes = (text: string): Buffer => Buffer.from(text)

describe('UpstreamBody', () => {
  it('collects the chunks that came before and after the choice into one buffer', async () => {
    const body = new UpstreamBody(fakeController())
    body.push(bytes('hel'))
    const whole = body.collect()
    body.push(bytes('lo'))
    body.end()
    expect((await whole).toString()).toBe('hello')
  })

  it('pauses the socket past 64 KiB before the reader chooses, and collecting resumes it', async () => {
    const controller = fakeController()
    const body = new UpstreamBody(controller)
    body.push(Buffer.alloc(64 * 1024))
    expect(controller.calls).toEqual([])
    body.push(Buffer.alloc(1))
    expect(controller.calls).toEqual(['pause'])
    const whole = body.collect()
    expect(controller.calls).toEqual(['pause', 'resume'])
    body.end()
    expect((await whole).length).toBe(64 * 1024 + 1)
  })

  it('streams the queued chunks first, then the later ones, with backpressure', async () => {
    const controller = fakeController()
    const body = new UpstreamBody(controller)
    body.push(bytes('a'))
    const stream = body.stream()
    body.push(Buffer.alloc(32 * 1024))
    // Past the stream's buffer: the target's socket waits for the reader.
    expect(controller.calls).toEqual(['pause'])
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    await new Promise((resolve) => setImmediate(resolve))
    // The reader drained it and asked for more.
    expect(controller.calls).toEqual(['pause', 'resume'])
    body.end()
    await once(stream, 'end')
    // Chunks may be merged on the way; the order of the bytes is what counts.
    const whole = Buffer.concat(chunks)
    expect([
      whole.length,
      whole.subarray(0, 1).toString(),
      whole.subarray(1).every((byte) => byte === 0),
    ]).toEqual([1 + 32 * 1024, 'a', true])
    expect(controller.calls).not.toContain('abort')
  })

  it('passes a failure to the reader, whichever way it reads', async () => {
    const collected = new UpstreamBody(fakeController())
    const whole = collected.collect()
    collected.fail(new Error('target reset'))
    await expect(whole).rejects.toThrow('target reset')

    const streamed = new UpstreamBody(fakeController())
    const stream = streamed.stream()
    streamed.fail(new Error('target reset'))
    await expect(stream.toArray()).rejects.toThrow('target reset')

    const early = new UpstreamBody(fakeController())
    early.fail(new Error('target reset'))
    await expect(early.collect()).rejects.toThrow('target reset')
  })

  it('aborts the transfer when its reader gives up or discards it, never once it has ended', () => {
    const controller = fakeController()
    const streamed = new UpstreamBody(controller)
    streamed.stream().destroy()
    expect(controller.calls).toEqual(['abort'])

    const redirect = fakeController()
    new UpstreamBody(redirect).discard()
    expect(redirect.calls).toEqual(['abort'])

    const finished = fakeController()
    const done = new UpstreamBody(finished)
    done.end()
    done.discard()
    const ended = new UpstreamBody(finished)
    ended.end()
    ended.stream().destroy()
    expect(finished.calls).toEqual([])
  })

  it('can be read one way only', () => {
    const body = new UpstreamBody(fakeController())
    void body.collect()
    expect(() => body.stream()).toThrow(/already/)
  })
})

/** A target that sends `first` and then holds the answer open; resolves `closed` when its connection ends. */
async function holdingTarget(
  answer: (response: ServerResponse) => void,
): Promise<{ url: string; closed: Promise<void>; server: Server }> {
  let closedResolve: () => void = () => undefined
  const closed = new Promise<void>((resolve) => (closedResolve = resolve))
  const server = createServer((_request, response) => {
    response.once('close', () => closedResolve())
    answer(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, closed, server }
}

/** Requests through the proxy and goes away as soon as the answer's headers (and any first bytes) arrive. */
function leaveEarly(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent: false }, (response) => {
      response.destroy()
      resolve()
    })
    outgoing.once('error', reject)
    outgoing.end()
  })
}

describe('a client that goes away ends the transfer from the target', () => {
  it('while the answer streams', async () => {
    const target = await holdingTarget((response) => {
      response.writeHead(200, { 'Content-Type': 'text/event-stream' })
      response.write('data: 1\n\n')
    })
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    try {
      await leaveEarly(`${proxy.url}/${target.url}/`)
      await expect(target.closed).resolves.toBeUndefined()
    } finally {
      await proxy.close()
      target.server.closeAllConnections()
      target.server.close()
    }
  })

  it('while a buffered answer is still arriving', async () => {
    const target = await holdingTarget((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' })
      response.write('{"partial":')
    })
    const proxy = await startProxyServer({ port: 0, allowPrivate: true })
    try {
      // The proxy holds the headers until the whole body is in, so the client leaves on its request alone.
      const outgoing = httpRequest(`${proxy.url}/${target.url}/`, { agent: false })
      outgoing.on('error', () => undefined)
      outgoing.end()
      await new Promise((resolve) => setTimeout(resolve, 200))
      outgoing.destroy()
      await expect(target.closed).resolves.toBeUndefined()
    } finally {
      await proxy.close()
      target.server.closeAllConnections()
      target.server.close()
    }
  })
})
