import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { startCli as startCliProcess, type CliProcess } from '../../test/cli-process.js'
import { freshGet, startEndlessUpstream, streamGet, type EndlessUpstream } from '../../test/drain-support.js'
import { startTestUpstream, type TestUpstream } from '../../test/test-upstream.js'
import { PROXY_MESSAGES } from '../messages.js'

const started: CliProcess[] = []

async function startCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliProcess> {
  const cli = await startCliProcess(args, env)
  started.push(cli)
  return cli
}

// Generous: the CLI starts under tsx on two shared cores. Nothing here asserts speed.
describe('the CLI drains on SIGTERM and SIGINT', { timeout: 60_000 }, () => {
  let upstream: TestUpstream
  let endless: EndlessUpstream
  beforeAll(async () => {
    upstream = await startTestUpstream()
    endless = await startEndlessUpstream()
  })
  afterEach(async () => {
    await Promise.all(started.splice(0).map((cli) => cli.stop()))
  })
  afterAll(async () => {
    await upstream.close()
    await endless.close()
  })

  it('on SIGTERM, a stream that began before arrives whole, new requests get 503, and it exits 0 after', async () => {
    const cli = await startCli(['--port', '0', '--allow-private'])
    const stream = streamGet(`${cli.url}/${upstream.url}/sse`)
    await stream.received('event: first')
    cli.child.kill('SIGTERM')
    await cli.waitForOutput(/SIGTERM: draining/)

    const health = await freshGet(`${cli.url}/healthz`)
    expect(health.status).toBe(503)
    expect(health.headers['connection']).toBe('close')
    const fresh = await freshGet(`${cli.url}/${upstream.url}/echo`)
    expect([fresh.status, JSON.parse(fresh.body).message]).toEqual([503, PROXY_MESSAGES.draining])
    expect(cli.child.exitCode).toBeNull()

    upstream.releaseStream()
    expect(await stream.ended).toEqual({ complete: true })
    expect(stream.body()).toBe('event: first\ndata: 1\n\nevent: second\ndata: 2\n\n')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
  })

  it('with --drain 500, cuts a never-ending stream at the deadline and exits 0', async () => {
    const cli = await startCli(['--port', '0', '--allow-private', '--drain', '500'])
    const stream = streamGet(`${cli.url}/${endless.url}/forever`)
    await stream.received('data: 1')
    const signalledAt = Date.now()
    cli.child.kill('SIGINT')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    // Not before the deadline: the stream was still going.
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(450)
    expect(await stream.ended).toEqual({ complete: false })
    expect(cli.output()).toMatch(/SIGINT: draining, up to 500 ms/)
  })

  it('reads the deadline from API_EXPLORER_PROXY_DRAIN_MS, and a second signal stops at once', async () => {
    const cli = await startCli(['--port', '0', '--allow-private'], { API_EXPLORER_PROXY_DRAIN_MS: '600000' })
    const stream = streamGet(`${cli.url}/${endless.url}/forever`)
    await stream.received('data: 1')
    cli.child.kill('SIGTERM')
    await cli.waitForOutput(/SIGTERM: draining, up to 600000 ms/)
    await stream.received('data: 3')
    cli.child.kill('SIGTERM')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    expect(await stream.ended).toEqual({ complete: false })
  })

  it('serves metrics on API_EXPLORER_PROXY_METRICS_PORT (not the proxy port), through the drain', async () => {
    const cli = await startCli(['--port', '0', '--allow-private', '--drain', '20000'], {
      API_EXPLORER_PROXY_METRICS_PORT: '0',
    })
    const metricsUrl = await cli.waitForOutput(/Metrics at (http:\/\/\S+)/)
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    expect(metricsUrl).not.toBe(`${cli.url}/metrics`)
    expect((await freshGet(`${cli.url}/${upstream.url}/echo`)).status).toBe(200)
    const stream = streamGet(`${cli.url}/${endless.url}/forever`)
    await stream.received('data: 1')
    cli.child.kill('SIGTERM')
    await cli.waitForOutput(/SIGTERM: draining/)
    expect((await freshGet(`${cli.url}/${upstream.url}/echo`)).status).toBe(503)

    const during = await freshGet(metricsUrl)
    expect(during.status).toBe(200)
    expect(during.body).toMatch(/^api_explorer_proxy_requests_total\{code="200"\} 1$/m)
    expect(during.body).toMatch(/^api_explorer_proxy_requests_total\{code="503"\} 1$/m)
    expect(during.body).toMatch(/^api_explorer_proxy_refusals_total\{reason="draining"\} 1$/m)
    expect(during.body).toMatch(/^process_cpu_user_seconds_total \S+$/m)

    cli.child.kill('SIGTERM')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
    await expect(freshGet(metricsUrl)).rejects.toThrow()
  })

  it('exits 0 at once on SIGTERM when nothing is in flight', async () => {
    const cli = await startCli(['--port', '0'])
    expect((await freshGet(`${cli.url}/healthz`)).status).toBe(200)
    cli.child.kill('SIGTERM')
    expect(await cli.exited).toEqual({ code: 0, signal: null })
  })
})
