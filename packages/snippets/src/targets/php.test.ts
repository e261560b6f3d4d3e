import type { HttpRequest } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import { phpRunner } from '../../test/fidelity/runners/php.js'
import { describeFidelity, fidelityRequests, sampleFile } from '../../test/targets/native.js'
import { phpString } from './php-string.js'
import { php } from './php.js'

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'POST',
  url: 'https://api.example.com/users',
  query: [],
  headers: [],
  ...overrides,
})

describe('php', () => {
  it('writes a complete script for a bare GET', () => {
    expect(php.generate(request({ method: 'GET' }))).toBe(
      [
        '<?php',
        '',
        '$curl = curl_init();',
        'curl_setopt_array($curl, [',
        "    CURLOPT_URL => 'https://api.example.com/users',",
        "    CURLOPT_CUSTOMREQUEST => 'GET',",
        '    CURLOPT_RETURNTRANSFER => true,',
        ']);',
        '',
        '$response = curl_exec($curl);',
        'if ($response === false) {',
        '    fwrite(STDERR, curl_error($curl) . PHP_EOL);',
        '    exit(1);',
        '}',
        'curl_close($curl);',
        'echo $response;',
      ].join('\n'),
    )
  })

  it('lists every header and posts compact JSON', () => {
    const code = php.generate(
      request({
        headers: [
          ['Content-Type', 'application/json'],
          ['X-Tag', 'one'],
          ['X-Tag', 'two'],
          ['X-Empty', ''],
        ],
        body: { type: 'json', value: { name: "O'Hara" } },
      }),
    )
    expect(code).toContain(
      [
        '    CURLOPT_HTTPHEADER => [',
        "        'Content-Type: application/json',",
        "        'X-Tag: one, two',",
        "        'X-Empty;',",
        '    ],',
        `    CURLOPT_POSTFIELDS => '{"name":"O\\'Hara"}',`,
      ].join('\n'),
    )
  })

  it('uses CURLOPT_NOBODY for HEAD', () => {
    expect(php.generate(request({ method: 'HEAD' }))).toContain('    CURLOPT_NOBODY => true,\n')
  })

  it('reads byte bodies from the named file, sent as application/octet-stream when the file has no type', () => {
    const file = sampleFile('raw.bin', [1], '')
    expect(php.generate(request({ body: { type: 'bytes', file } }))).toContain(
      "        'Content-Type: application/octet-stream',\n    ],\n    CURLOPT_POSTFIELDS => file_get_contents('raw.bin'),",
    )
  })

  it('writes multipart parts itself, repeated names and typed text parts included', () => {
    const code = php.generate(fidelityRequests('http://localhost')['multipart'] as HttpRequest)
    expect(code).toContain(
      `$body = $part(['Content-Disposition: form-data; name="note"'], "multi\\r\\nline \\$x #{y}")`,
    )
    expect(code).toContain(
      `    . $part(['Content-Disposition: form-data; name="meta"; filename="blob"', 'Content-Type: application/json'], "{\\"a\\":\\"b;c\\"}\\n")`,
    )
    expect(code).toContain('    . $part([\'Content-Disposition: form-data; name="cv"; filename="raw.bin"\'')
    expect(code).toContain("        'Content-Type: multipart/form-data; boundary=' . $boundary,\n")
  })

  it('quotes any string as a PHP literal', () => {
    expect(phpString(`it's \\ "$x" {$y}`)).toBe(`'it\\'s \\\\ "$x" {$y}'`)
    expect(phpString('a\n"$x"\u0000\\')).toBe('"a\\n\\"\\$x\\"\\x00\\\\"')
  })
})

describeFidelity(php, phpRunner)
