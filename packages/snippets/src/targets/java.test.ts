import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { javaRunner } from '../../test/fidelity/runners/java.js'
import { javaString } from './java-string.js'
import { java } from './java.js'
import { describeFidelity, fidelityRequests, sampleFile } from '../../test/targets/native.js'

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

describe('java', () => {
  it('writes one Main class for a bare GET', () => {
    expect(java.generate(request({ method: 'GET' }))).toBe(
      [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        'public class Main {',
        '    public static void main(String[] args) throws Exception {',
        '        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.com/users"))',
        '                .method("GET", HttpRequest.BodyPublishers.noBody())',
        '                .build();',
        '',
        '        // HTTP/1.1: no h2c upgrade headers on plain http:// URLs.',
        '        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();',
        '        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
        '        System.out.println(response.body());',
        '    }',
        '}',
      ].join('\n'),
    )
  })

  it('adds every header, leaving out the ones HttpClient refuses', () => {
    const code = java.generate(
      request({
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Tag', 'one'],
          ['X-Tag', 'two'],
          ['Host', 'api.example.com'],
        ],
        body: { type: 'json', value: { name: 'Ada' } },
      }),
    )
    expect(code).toContain(
      [
        '                .method("POST", HttpRequest.BodyPublishers.ofString("{\\"name\\":\\"Ada\\"}"))',
        '                .header("Content-Type", "application/json")',
        '                .header("X-Tag", "one, two")',
        '                // HttpClient refuses to set Host; it writes its own.',
      ].join('\n'),
    )
  })

  it('sends byte bodies from the named file', () => {
    const file = sampleFile('photo.png', [1], 'image/png')
    expect(java.generate(request({ body: { type: 'bytes', file } }))).toContain(
      '.method("POST", HttpRequest.BodyPublishers.ofFile(Path.of("photo.png")))',
    )
  })

  it('writes multipart parts with a helper and sets the boundary', () => {
    const code = java.generate(fidelityRequests('http://localhost')['multipart'] as HttpRequest)
    expect(code).toContain(
      'addPart(body, boundary, Files.readAllBytes(Path.of("cv.pdf")), "Content-Disposition: form-data; name=\\"cv\\"; filename=\\"cv.pdf\\"", "Content-Type: application/pdf");',
    )
    expect(code).toContain('.header("Content-Type", "multipart/form-data; boundary=" + boundary)')
    expect(code).toContain('private static void addPart(')
  })

  it('quotes any string as a pure-ASCII Java literal', () => {
    expect(javaString('say "hi" \\ $x #{y}')).toBe('"say \\"hi\\" \\\\ $x #{y}"')
    expect(javaString('a\n\r\t\u0000\u2028☃🚀')).toBe('"a\\n\\r\\t\\000\\u2028\\u2603\\uD83D\\uDE80"')
  })
})

describeFidelity(java, javaRunner)
