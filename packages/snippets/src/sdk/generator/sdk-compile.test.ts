import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importDefinition } from '@api-explorer/importers'
import type { ApiDefinition } from '@api-explorer/model'
import { formatEndpointReference } from '@api-explorer/model'
import { afterAll, describe, expect, it } from 'vitest'

import { sdkSnippet } from '../endpoint-snippet.js'
import type { CustomSnippetPayload, SdkType } from '../template-types.js'
import type { SnippetFile } from './compile-checkers.js'
import { COMPILE_CHECKERS, extensionOf } from './compile-checkers.js'
import { examplePayload } from './example-payload.js'
import type { SdkConfiguration } from './sdk-configuration.js'
import { typescriptSdkDeclaration } from './sdk-declaration.js'
import { SDK_TEST_CONFIGURATIONS, SDK_TEST_DEFINITION, SDK_TEST_PAYLOADS } from './test-definition.js'

const FIXTURES = join(import.meta.dirname, '../../../../../../shared/fixtures/specs')
/** Endpoints checked per fixture: every n-th, so large APIs stay within seconds per language. */
const PER_FIXTURE = 40

interface Corpus {
  name: string
  definition: ApiDefinition
  payloads: Array<[reference: string, payload: CustomSnippetPayload]>
}

async function fixtureCorpus(file: string): Promise<Corpus> {
  const { definition } = await importDefinition(readFileSync(join(FIXTURES, file), 'utf8'))
  const endpoints = Object.values(definition.endpoints).filter((endpoint) =>
    ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(endpoint.method),
  )
  const step = Math.max(1, Math.floor(endpoints.length / PER_FIXTURE))
  const payloads = endpoints
    .filter((_, index) => index % step === 0)
    .slice(0, PER_FIXTURE)
    .map((endpoint): [string, CustomSnippetPayload] => [
      formatEndpointReference(endpoint),
      endpoint.examples?.[0] === undefined ? {} : examplePayload(endpoint.examples[0]),
    ])
  return { name: file.replace(/\.[a-z]+$/, ''), definition, payloads }
}

const corpora: Corpus[] = [
  { name: 'acme', definition: SDK_TEST_DEFINITION, payloads: Object.entries(SDK_TEST_PAYLOADS) },
  ...(await Promise.all(
    [
      'stripe-spec3.json',
      'openapi-3.0-oai-petstore.yaml',
      'openai-openapi.yaml',
      'github-api.github.com.json',
    ].map(fixtureCorpus),
  )),
]

function configurationFor(language: SdkType, corpus: string): SdkConfiguration {
  const base = SDK_TEST_CONFIGURATIONS[language]
  return { ...base, package: base.package.replace(/acme/g, corpus.replace(/[^a-z0-9]/gi, '').toLowerCase()) }
}

const workDir = mkdtempSync(join(tmpdir(), 'sdk-compile-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('SDK snippets compile', () => {
  for (const checker of COMPILE_CHECKERS) {
    const missing = checker.unavailable()
    it.skipIf(missing !== undefined && process.env['CI'] !== 'true')(
      `${checker.language}: every snippet of ${corpora.length} APIs passes ${checker.language === 'typescript' ? 'tsc --noEmit' : 'its checker'}`,
      () => {
        expect(missing).toBeUndefined()
        const problems: string[] = []
        let count = 0
        for (const corpus of corpora) {
          const directory = join(workDir, checker.language, corpus.name)
          mkdirSync(directory, { recursive: true })
          const configuration = configurationFor(checker.language, corpus.name)
          const files: SnippetFile[] = corpus.payloads.map(([endpointReference, payload], index) => ({
            name: `snippet${index}.${extensionOf(checker.language)}`,
            code: sdkSnippet({
              language: checker.language,
              endpointReference,
              payload,
              definition: corpus.definition,
              sdks: [configuration],
            }),
          }))
          count += files.length
          const declarations = typescriptSdkDeclaration(corpus.definition, configuration)
          for (const [file, problem] of checker.check(files, directory, declarations)) {
            problems.push(`${corpus.name}/${file}: ${problem}`)
          }
        }
        console.log(`${checker.language}: ${count} SDK snippets checked, ${problems.length} failing`)
        expect(problems).toEqual([])
      },
      240_000,
    )
  }
})

describe('the compile checkers', () => {
  const broken: Record<string, string> = {
    typescript:
      'import { AcmeClient } from "@acme/sdk"\nconst client = new AcmeClient()\nawait client.users.nope()\n',
    python: 'client.users.create(\n',
    ruby: 'client.users.create(\n',
    php: '<?php\n$client->users->create(\n',
    go: 'package main\nfunc main() {\n',
  }
  for (const checker of COMPILE_CHECKERS) {
    it.skipIf(checker.unavailable() !== undefined)(`${checker.language}: rejects a broken snippet`, () => {
      const directory = join(workDir, 'broken', checker.language)
      mkdirSync(directory, { recursive: true })
      const declarations = typescriptSdkDeclaration(SDK_TEST_DEFINITION, SDK_TEST_CONFIGURATIONS.typescript)
      const file = { name: `broken.${extensionOf(checker.language)}`, code: broken[checker.language] ?? '' }
      const problems = checker.check([file], directory, declarations)
      expect([...problems.keys()]).toEqual([file.name])
    })
  }
})
