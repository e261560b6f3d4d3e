import type { SnippetTarget } from '../snippet-target.js'
import { javaString } from './java-string.js'
import type { WireRequest } from './wire-request.js'
import { strictUrl, wireRequest } from './wire-request.js'

/** Headers `java.net.http` refuses to set (it writes them itself). */
const RESTRICTED_HEADERS = new Set(['connection', 'content-length', 'expect', 'host', 'upgrade'])

const UTF8 = 'StandardCharsets.UTF_8'

/**
 * Java with `java.net.http.HttpClient` (Java 11+): one `Main` class, runnable as `java Main.java`, that sends the
 * request over HTTP/1.1 and prints the response body. Each header is one `.header(name, value)` call, a repeated name
 * once with its values joined (as fetch sends it); the ones the client refuses (`Host`, `Connection`, `Content-Length`,
 * `Expect`, `Upgrade`) are left out with a comment. Java has no multipart builder, so a multipart body is written part
 * by part with a random boundary, exactly as Send writes it. Files and byte bodies are read by name, to be replaced by
 * the reader's own path. The URL goes through `URI.create`, with any character RFC 3986 refuses percent-encoded;
 * strings are pure-ASCII literals.
 */
export const java: SnippetTarget = {
  language: 'java',
  title: 'Java',
  generate(request) {
    const wire = wireRequest(request)
    const imports = new Set(['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest'])
    imports.add('java.net.http.HttpResponse')
    const main: string[] = []
    const publisher = bodyPublisher(wire, imports, main)
    main.push(
      `HttpRequest request = HttpRequest.newBuilder(URI.create(${javaString(strictUrl(wire.url))}))`,
      `        .method(${javaString(wire.method)}, ${publisher})`,
    )
    for (const [name, value] of wire.headers) {
      main.push(
        RESTRICTED_HEADERS.has(name.toLowerCase())
          ? `        // HttpClient refuses to set ${name.replace(/[^\x20-\x7e]/g, '?')}; it writes its own.`
          : `        .header(${javaString(name)}, ${javaString(value)})`,
      )
    }
    if (wire.body?.type === 'multipart') {
      main.push('        .header("Content-Type", "multipart/form-data; boundary=" + boundary)')
    }
    main.push(
      '        .build();',
      '',
      '// HTTP/1.1: no h2c upgrade headers on plain http:// URLs.',
      'HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();',
      'HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());',
      'System.out.println(response.body());',
    )
    const lines = [
      ...[...imports].sort().map((name) => `import ${name};`),
      '',
      'public class Main {',
      '    public static void main(String[] args) throws Exception {',
      ...main.map((line) => (line === '' ? '' : `        ${line}`)),
      '    }',
    ]
    if (wire.body?.type === 'multipart') {
      lines.push(
        '',
        '    private static void addPart(ByteArrayOutputStream body, String boundary, byte[] content, String... headers) {',
        `        body.writeBytes(("--" + boundary + "\\r\\n" + String.join("\\r\\n", headers) + "\\r\\n\\r\\n").getBytes(${UTF8}));`,
        '        body.writeBytes(content);',
        `        body.writeBytes("\\r\\n".getBytes(${UTF8}));`,
        '    }',
      )
    }
    lines.push('}')
    return lines.join('\n')
  },
}

/** Writes the statements that build the body into `lines`; returns the `BodyPublisher` expression. */
function bodyPublisher(wire: WireRequest, imports: Set<string>, lines: string[]): string {
  const { body } = wire
  if (body == null) {
    return 'HttpRequest.BodyPublishers.noBody()'
  }
  if (body.type === 'text') {
    return `HttpRequest.BodyPublishers.ofString(${javaString(body.value)})`
  }
  imports.add('java.nio.file.Path')
  if (body.type === 'file') {
    return `HttpRequest.BodyPublishers.ofFile(Path.of(${javaString(body.fileName)}))`
  }
  imports.add('java.io.ByteArrayOutputStream')
  imports.add('java.nio.charset.StandardCharsets')
  imports.add('java.nio.file.Files')
  imports.add('java.util.UUID')
  lines.push(
    'String boundary = "ApiExplorerBoundary" + UUID.randomUUID().toString().replace("-", "");',
    'ByteArrayOutputStream body = new ByteArrayOutputStream();',
  )
  for (const part of body.parts) {
    const content =
      part.content.type === 'file'
        ? `Files.readAllBytes(Path.of(${javaString(part.content.fileName)}))`
        : `${javaString(part.content.value)}.getBytes(${UTF8})`
    const headers = [`Content-Disposition: ${part.disposition}`]
    if (part.contentType != null) {
      headers.push(`Content-Type: ${part.contentType}`)
    }
    lines.push(`addPart(body, boundary, ${content}, ${headers.map(javaString).join(', ')});`)
  }
  lines.push(`body.writeBytes(("--" + boundary + "--\\r\\n").getBytes(${UTF8}));`, '')
  return 'HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())'
}
