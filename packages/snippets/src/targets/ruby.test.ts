import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { rubyRunner } from '../../test/fidelity/runners/ruby.js'
import { describeFidelity, fidelityRequests, sampleFile } from '../../test/targets/native.js'
import { rubyString } from './ruby-string.js'
import { ruby } from './ruby.js'

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

describe('ruby', () => {
  it('writes a multipart body out when a name holds a backslash, which set_form would escape', () => {
    const code = ruby.generate(
      request({ body: { type: 'form-data', parts: [{ name: 'a\\b', type: 'field', value: 'x' }] } }),
    )
    expect(code).toContain("require 'net/http'\nrequire 'securerandom'\n")
    expect(code).not.toContain('request.set_form(')
    expect(code).toContain(
      'body << "--#{boundary}\\r\\n" << "Content-Disposition: form-data; name=\\"a\\\\b\\"\\r\\n\\r\\n".b << \'x\'.b << "\\r\\n"',
    )
    expect(code).toContain('request[\'Content-Type\'] = "multipart/form-data; boundary=#{boundary}"')
  })

  it('writes a complete script for a bare GET', () => {
    expect(ruby.generate(request({ method: 'GET' }))).toBe(
      [
        "require 'net/http'",
        '',
        "uri = URI('https://api.example.com/users')",
        'request = Net::HTTP::Get.new(uri)',
        '',
        "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
        '  http.request(request)',
        'end',
        'puts response.body',
      ].join('\n'),
    )
  })

  it('sets the first value of a header and adds repeated ones', () => {
    const code = ruby.generate(
      request({
        query: [['q', 'a b']],
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Tag', 'one'],
          ['x-tag', 'two'],
        ],
        body: { type: 'json', value: { name: 'Ada' } },
      }),
    )
    expect(code).toContain(
      "uri = URI('https://api.example.com/users?q=a%20b')\nrequest = Net::HTTP::Post.new(uri)\n",
    )
    // A repeated name is one header, as fetch sends it.
    expect(code).toContain("request['X-Tag'] = 'one, two'\n")
    expect(code).toContain(`request.body = '{"name":"Ada"}'\n`)
  })

  it('uses a generic request for methods net/http has no class for', () => {
    expect(ruby.generate(request({ method: 'PURGE' }))).toContain(
      "request = Net::HTTPGenericRequest.new('PURGE', true, true, uri)",
    )
  })

  it('percent-encodes URL characters URI refuses', () => {
    expect(ruby.generate(request({ url: 'https://api.example.com/caf\u00e9/a|b[0]' }))).toContain(
      "URI('https://api.example.com/caf%C3%A9/a%7Cb%5B0%5D')",
    )
  })

  it('sends URL-encoded fields and byte bodies as Send does', () => {
    const form = ruby.generate(request({ body: { type: 'urlencoded', fields: [['a', '1 2']] } }))
    expect(form).toContain(
      "request['Content-Type'] = 'application/x-www-form-urlencoded'\nrequest.body = 'a=1+2'",
    )
    const file = sampleFile('photo.png', [1], 'image/png')
    expect(ruby.generate(request({ body: { type: 'bytes', file } }))).toContain(
      "request['Content-Type'] = 'image/png'\nrequest.body = File.binread('photo.png')",
    )
  })

  it('writes multipart parts with set_form, typed text parts as a blob', () => {
    const code = ruby.generate(fidelityRequests('http://localhost')['multipart'] as HttpRequest)
    expect(code).toContain(
      [
        'request.set_form(',
        '  [',
        `    ['note', "multi\\r\\nline $x \\#{y}"],`,
        `    ['meta', "{\\"a\\":\\"b;c\\"}\\n", { filename: 'blob', content_type: 'application/json' }],`,
        "    ['cv', File.open('cv.pdf', 'rb'), { filename: 'cv.pdf', content_type: 'application/pdf' }],",
      ].join('\n'),
    )
  })

  it('quotes any string as a Ruby literal', () => {
    expect(rubyString('plain "☃" #{x}')).toBe(`'plain "☃" #{x}'`)
    expect(rubyString("it's \\ #{x} #@y")).toBe(`"it's \\\\ \\#{x} \\#@y"`)
    expect(rubyString('a\n\r\t\u0000\u001b')).toBe('"a\\n\\r\\t\\u{0}\\e"')
    expect(rubyString('ü\u2028x\u2029')).toBe('"ü\\u{2028}x\\u{2029}"')
  })
})

describeFidelity(ruby, rubyRunner)
