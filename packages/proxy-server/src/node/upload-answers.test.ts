import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { startRecordingServer, type RecordingServer } from '@api-explorer/test-servers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { errorMessage } from '../../test/error-message.js'
import { startProxyServer, type RunningProxy } from './node-server.js'

/** curl is installed by tooling/scripts/ensure-test-tools.js; only outside CI may it be missing. */
const curlMissing =
  process.env['CI'] !== 'true' && spawnSync('sh', ['-c', 'command -v curl'], { stdio: 'ignore' }).status !== 0

function curl(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('curl', args, { timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr })
    })
  })
}

const TWO_MIB = 2 * 1024 * 1024

describe('uploads: Expect: 100-continue and bodies over the limit', () => {
  let proxy: RunningProxy
  let small: RunningProxy
  let upstream: RecordingServer
  let dir: string
  let file: string
  let payload: Buffer
  beforeAll(async () => {
    upstream = await startRecordingServer()
    proxy = await startProxyServer({ port: 0, allowPrivate: true })
    small = await startProxyServer({ port: 0, allowPrivate: true, maxRequestBodyBytes: 1024 * 1024 })
    dir = await mkdtemp(join(tmpdir(), 'proxy-upload-'))
    file = join(dir, 'upload.bin')
    payload = randomBytes(TWO_MIB)
    await writeFile(file, payload)
  })
  afterAll(async () => {
    await proxy.close()
    await small.close()
    await upstream.close()
    await rm(dir, { recursive: true, force: true })
  })

  it.skipIf(curlMissing)(
    'passes a 2 MiB curl upload with Expect: 100-continue (--data-binary) and answers the Expect itself',
    async () => {
      const before = upstream.requests.length
      const result = await curl([
        '--silent',
        '--show-error',
        '--write-out',
        '%{http_code}',
        '--output',
        '/dev/null',
        '-H',
        'Expect: 100-continue',
        '-H',
        'Content-Type: application/octet-stream',
        '--data-binary',
        `@${file}`,
        `${proxy.url}/${upstream.url}/upload`,
      ])
      expect(result.stderr).toBe('')
      expect(result.stdout).toBe('200')
      const received = upstream.requests[before]
      expect(received?.body.equals(payload)).toBe(true)
      expect(received?.headers).not.toHaveProperty('expect')
    },
  )

  it.skipIf(curlMissing)('passes a 2 MiB multipart curl upload (-F sends Expect itself)', async () => {
    const before = upstream.requests.length
    const result = await curl([
      '--silent',
      '--show-error',
      '--write-out',
      '%{http_code}',
      '--output',
      '/dev/null',
      '-F',
      `file=@${file};type=application/octet-stream`,
      `${proxy.url}/${upstream.url}/form`,
    ])
    expect(result.stderr).toBe('')
    expect(result.stdout).toBe('200')
    const received = upstream.requests[before]
    expect(received?.body.includes(payload)).toBe(true)
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
  })

  it.skipIf(curlMissing)('refuses a declared body over the limit before curl sends it', async () => {
    const before = upstream.requests.length
    const result = await curl([
      '--silent',
      '--show-error',
      '--write-out',
      '\n%{http_code}',
      '--data-binary',
      `@${file}`,
      `${small.url}/${upstream.url}/upload`,
    ])
    const [body, status] = result.stdout.split('\n')
    expect(status).toBe('413')
    expect(JSON.parse(body ?? '')).toMatchObject({
      status: 413,
      message: 'Request body larger than 1048576 bytes',
    })
    expect(upstream.requests.length).toBe(before)
  })

  it('lets fetch read the 413 of a streamed body over the limit (not "fetch failed")', async () => {
    // A stream has no Content-Length: the proxy finds out mid-body, answers, then discards the rest.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < TWO_MIB; offset += 64 * 1024)
          controller.enqueue(payload.subarray(offset, offset + 64 * 1024))
        controller.close()
      },
    })
    const response = await fetch(`${small.url}/${upstream.url}/upload`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { Origin: 'https://docs.example.com' },
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(await errorMessage(response)).toBe('Request body larger than 1048576 bytes')
  })

  it('lets fetch read the 413 of a declared body over the limit', async () => {
    const response = await fetch(`${small.url}/${upstream.url}/upload`, {
      method: 'POST',
      body: new Uint8Array(payload),
    })
    expect(response.status).toBe(413)
    expect(await errorMessage(response)).toBe('Request body larger than 1048576 bytes')
  })
})
