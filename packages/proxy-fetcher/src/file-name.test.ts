import { describe, expect, it } from 'vitest'
import { downloadFileName } from './file-name.js'

describe('downloadFileName', () => {
  it.each([
    ['attachment; filename="report.pdf"', 'report.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    [`attachment; filename="fallback.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`, 'résumé.txt'],
    ['attachment; filename="quoted \\"name\\".txt"', 'quoted "name".txt'],
  ])('reads %s', (header, name) => {
    expect(downloadFileName(header, 'application/octet-stream')).toBe(name)
  })

  it('names an anonymous file by a UUID and the MIME subtype', () => {
    expect(downloadFileName(null, 'image/png; charset=binary')).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(downloadFileName('inline', 'audio/webm')).toMatch(/^[0-9a-f-]{36}\.webm$/)
  })
})
