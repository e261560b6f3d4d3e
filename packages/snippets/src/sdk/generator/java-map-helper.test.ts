import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiDefinition } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'

import { commandExists, toolchainsRequired } from '../../../test/fidelity/runners/command-exists.js'
import { sdkSnippet } from '../endpoint-snippet.js'
import { SDK_TEST_CONFIGURATIONS, SDK_TEST_DEFINITION } from '../../../test/sdk/test-definition.js'

describe('the Java map helper', () => {
  const javaMissing = !commandExists('javac') || !commandExists('java')
  it.skipIf(javaMissing && !toolchainsRequired())(
    `compiles and keeps null values at run time (javac against a stand-in client)${javaMissing ? ' (skipped: java/javac not found)' : ''}`,
    () => {
      expect(javaMissing).toBe(false)
      const definition: ApiDefinition = {
        ...SDK_TEST_DEFINITION,
        endpoints: {
          setMeta: {
            id: 'setMeta',
            method: 'POST',
            path: [{ type: 'literal', value: '/meta' }],
            requests: [
              {
                contentType: 'application/json',
                body: {
                  type: 'alias',
                  value: {
                    type: 'map',
                    keyShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
                    valueShape: {
                      type: 'alias',
                      value: {
                        type: 'optional',
                        shape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
                      },
                    },
                  },
                },
              },
            ],
          },
        },
      }
      const code = sdkSnippet({
        language: 'java',
        endpointReference: 'POST /meta',
        payload: { requestBody: { a: null, b: 'v' } },
        definition,
        sdks: [SDK_TEST_CONFIGURATIONS.java],
      })
      const directory = mkdtempSync(join(tmpdir(), 'java-map-'))
      try {
        mkdirSync(join(directory, 'com', 'acme'), { recursive: true })
        writeFileSync(join(directory, 'Example.java'), code)
        writeFileSync(
          join(directory, 'com', 'acme', 'AcmeClient.java'),
          [
            'package com.acme;',
            'public class AcmeClient {',
            '    public static Builder builder() { return new Builder(); }',
            '    public static class Builder { public AcmeClient build() { return new AcmeClient(); } }',
            '    public java.util.Map<String, String> setMeta(java.util.Map<String, String> meta) { return meta; }',
            '}',
          ].join('\n'),
        )
        const options = { cwd: directory, encoding: 'utf8' as const, timeout: 60_000 }
        const compile = spawnSync('javac', ['-d', 'out', 'Example.java', 'com/acme/AcmeClient.java'], options)
        expect(`${compile.stdout}${compile.stderr}`).toBe('')
        const run = spawnSync('java', ['-cp', 'out', 'Example'], options)
        expect(run.stdout.trim()).toBe('{a=null, b=v}')
      } finally {
        rmSync(directory, { recursive: true, force: true })
      }
    },
    90_000,
  )
})
