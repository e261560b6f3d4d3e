import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { goRunner } from '../../test/fidelity/runners/go.js'
import { goString } from './go-string.js'
import { go } from './go.js'
import { describeFidelity, fidelityRequests, sampleFile } from '../../test/targets/native.js'

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

describe('go', () => {
  it('writes a complete program for a bare GET', () => {
    expect(go.generate(request({ method: 'GET' }))).toBe(
      [
        'package main',
        '',
        'import (',
        '\t"fmt"',
        '\t"io"',
        '\t"net/http"',
        ')',
        '',
        'func main() {',
        '\treq, err := http.NewRequest("GET", "https://api.example.com/users", nil)',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '',
        '\tres, err := http.DefaultClient.Do(req)',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tdefer res.Body.Close()',
        '',
        '\tresBody, err := io.ReadAll(res.Body)',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tfmt.Println(string(resBody))',
        '}',
      ].join('\n'),
    )
  })

  it('sends compact JSON and adds every header, noting canonical names', () => {
    const code = go.generate(
      request({
        query: [['q', 'a b']],
        headers: [
          ['content-type', 'application/json'],
          ['X-Tag', 'one'],
          ['X-Tag', 'two'],
        ],
        body: { type: 'json', value: { name: 'Ada' } },
      }),
    )
    expect(code).toContain('\tpayload := strings.NewReader(`{"name":"Ada"}`)\n')
    expect(code).toContain('http.NewRequest("POST", "https://api.example.com/users?q=a%20b", payload)')
    expect(code).toContain('// Go sends header names in canonical form')
    expect(code).toContain('\treq.Header.Add("X-Tag", "one, two")\n')
  })

  it('sends URL-encoded fields as the text URLSearchParams writes', () => {
    const code = go.generate(
      request({
        headers: [['Content-Type', 'application/x-www-form-urlencoded']],
        body: {
          type: 'urlencoded',
          fields: [
            ['a', '1 2'],
            ['b', '&'],
          ],
        },
      }),
    )
    expect(code).toContain('payload := strings.NewReader("a=1+2&b=%26")')
  })

  it('reads byte bodies from the named file', () => {
    const file = sampleFile('photo.png', [1], 'image/png')
    const code = go.generate(request({ body: { type: 'bytes', file } }))
    expect(code).toContain('payload, err := os.ReadFile("photo.png")')
    expect(code).toContain('bytes.NewReader(payload)')
    expect(code).toContain('req.Header.Add("Content-Type", "image/png")')
  })

  it('writes multipart parts with the headers Send writes', () => {
    const code = go.generate(fidelityRequests('http://localhost')['multipart'] as HttpRequest)
    expect(code).toContain('\twriter.WriteField("note", "multi\\r\\nline $x #{y}")\n')
    expect(code).toContain(
      [
        '\tpart, _ := writer.CreatePart(textproto.MIMEHeader{',
        '\t\t"Content-Disposition": {`form-data; name="meta"; filename="blob"`},',
        '\t\t"Content-Type":        {"application/json"},',
        '\t})',
        '\tio.WriteString(part, "{\\"a\\":\\"b;c\\"}\\n")',
      ].join('\n'),
    )
    expect(code).toContain('\tdata, err = os.ReadFile("raw.bin")\n')
    expect(code).toContain('writer.WriteField("say %22hi%22", "☃")')
    expect(code).toContain('req.Header.Set("Content-Type", writer.FormDataContentType())')
  })

  it('quotes any string as a Go literal', () => {
    expect(goString('plain ☃')).toBe('"plain ☃"')
    expect(goString('say "hi" \\ $x')).toBe('`say "hi" \\ $x`')
    expect(goString('a`"\n\r\t\u0000\u2028')).toBe('"a`\\"\\n\\r\\t\\x00\\u2028"')
    expect(goString('lone \ud800')).toBe('"lone \ufffd"')
  })
})

describeFidelity(go, goRunner)
