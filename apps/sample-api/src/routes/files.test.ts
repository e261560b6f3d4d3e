import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSampleApi } from '../server.js'
import { startSampleApi } from '../server.js'

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex')

describe('file routes', () => {
  let api: RunningSampleApi
  beforeAll(async () => {
    api = await startSampleApi({ port: 0 })
  })
  afterAll(async () => {
    await api.close()
  })

  it('echoes every part of a multipart upload in arrival order', async () => {
    const form = new FormData()
    form.append('description', 'A greeting')
    form.append('file', new Blob(['Hello, world!'], { type: 'text/plain' }), 'hello.txt')
    form.append('tags', 'demo')
    form.append('tags', 'text')
    form.append('metadata', new Blob(['{"source":"docs"}'], { type: 'application/json' }))
    const response = await fetch(`${api.url}/uploads`, { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fields: [
        { name: 'description', value: 'A greeting' },
        { name: 'tags', value: 'demo' },
        { name: 'tags', value: 'text' },
        { name: 'metadata', value: '{"source":"docs"}', contentType: 'application/json' },
      ],
      files: [
        {
          name: 'file',
          fileName: 'hello.txt',
          contentType: 'text/plain',
          size: 13,
          sha256: sha256('Hello, world!'),
        },
      ],
    })
  })

  it('reports the content type of a JSON text part sent without a filename', async () => {
    const boundary = 'sample-boundary'
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="metadata"',
      'Content-Type: application/json',
      '',
      '{"public":true}',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.bin"',
      'Content-Type: application/octet-stream',
      '',
      'abc',
      `--${boundary}--`,
      '',
    ].join('\r\n')
    const response = await fetch(`${api.url}/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expect(await response.json()).toMatchObject({
      fields: [{ name: 'metadata', value: '{"public":true}', contentType: 'application/json' }],
      files: [{ name: 'file', fileName: 'a.bin', size: 3 }],
    })
  })

  it('requires a file part and a multipart body', async () => {
    const form = new FormData()
    form.append('description', 'no file')
    const withoutFile = await fetch(`${api.url}/uploads`, { method: 'POST', body: form })
    expect(withoutFile.status).toBe(400)
    expect(await withoutFile.json()).toMatchObject({ error: 'ValidationError', content: { field: 'file' } })

    const notMultipart = await fetch(`${api.url}/uploads`, { method: 'POST', body: 'plain' })
    expect(notMultipart.status).toBe(400)
    expect(await notMultipart.json()).toMatchObject({ error: 'ValidationError', content: { field: 'body' } })
  })

  it('reports the size, hash and content type of a raw body', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256)
    const response = await fetch(`${api.url}/uploads/bytes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: bytes,
    })
    expect(await response.json()).toEqual({
      size: 300,
      sha256: sha256(bytes),
      contentType: 'application/octet-stream',
    })
  })

  it('downloads sample.bin as an attachment of 1024 counting bytes', async () => {
    const response = await fetch(`${api.url}/files/sample.bin`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sample.bin"')
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(bytes.length).toBe(1024)
    expect(bytes.every((byte, index) => byte === index % 256)).toBe(true)
  })

  it('downloads report.csv as CSV', async () => {
    const response = await fetch(`${api.url}/files/report.csv`)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="report.csv"')
    expect((await response.text()).split('\n')[0]).toBe('month,requests,errors,p95_ms')
  })

  it('answers an unknown file with FileNotFoundError', async () => {
    for (const name of ['missing.txt', 'constructor']) {
      const response = await fetch(`${api.url}/files/${name}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'FileNotFoundError', content: { fileName: name } })
    }
  })
})
