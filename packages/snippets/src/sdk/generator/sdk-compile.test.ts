import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importDefinition } from '@api-explorer/importers'
import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import { formatEndpointReference } from '@api-explorer/model'
import { afterAll, describe, expect, it } from 'vitest'

import { sdkSnippet } from '../endpoint-snippet.js'
import type { CustomSnippetPayload, SdkType } from '../template-types.js'
import type { SnippetFile } from '../../../test/sdk/compile-checkers.js'
import { COMPILE_CHECKERS, extensionOf } from '../../../test/sdk/compile-checkers.js'
import { SDK_EDGE_CASES, SDK_EDGE_DEFINITION } from '../../../test/sdk/edge-test-definition.js'
import { examplePayload } from './example-payload.js'
import type { SdkConfiguration } from './sdk-configuration.js'
import {
  SDK_TEST_CONFIGURATIONS,
  SDK_TEST_DEFINITION,
  SDK_TEST_PAYLOADS,
} from '../../../test/sdk/test-definition.js'

const FIXTURES = join(import.meta.dirname, '../../../../../../shared/fixtures/specs')
/** Endpoints checked per fixture: every n-th, so large APIs stay within seconds per language. */
const PER_FIXTURE = 40

interface Corpus {
  name: string
  definition: ApiDefinition
  /** Endpoints by reference, or given themselves (for those no reference can name). */
  payloads: Array<[endpoint: string | EndpointDefinition, payload: CustomSnippetPayload]>
  /** The word that replaces `acme` in the SDK packages; the corpus name when absent. */
  packageWord?: string
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
  {
    name: 'edge',
    definition: SDK_EDGE_DEFINITION,
    payloads: SDK_EDGE_CASES.map(({ endpoint, payload }) => [endpoint, payload]),
    // The Go module `github.com/client/client-go` would be imported as `client`, the snippet's variable.
    packageWord: 'client',
  },
  ...(await Promise.all(
    [
      'stripe-spec3.json',
      'openapi-3.0-oai-petstore.yaml',
      'openai-openapi.yaml',
      'github-api.github.com.json',
    ].map(fixtureCorpus),
  )),
]

function configurationFor(language: SdkType, corpus: Corpus): SdkConfiguration {
  const base = SDK_TEST_CONFIGURATIONS[language]
  const word = corpus.packageWord ?? corpus.name.replace(/[^a-z0-9]/gi, '').toLowerCase()
  return { ...base, package: base.package.replace(/acme/g, word) }
}

const workDir = mkdtempSync(join(tmpdir(), 'sdk-compile-'))
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('SDK snippets compile', () => {
  for (const checker of COMPILE_CHECKERS) {
    const missing = checker.unavailable()
    it.skipIf(missing !== undefined && process.env['CI'] !== 'true')(
      `${checker.language}: every snippet of ${corpora.length} APIs passes ${checker.tool}`,
      () => {
        expect(missing).toBeUndefined()
        const problems: string[] = []
        let count = 0
        for (const corpus of corpora) {
          const directory = join(workDir, checker.tool.replace(/\W+/g, '-'), corpus.name)
          mkdirSync(directory, { recursive: true })
          const configuration = configurationFor(checker.language, corpus)
          const files: SnippetFile[] = corpus.payloads.map(([endpoint, payload], index) => ({
            name: `snippet${index}.${extensionOf(checker.language)}`,
            code: sdkSnippet({
              language: checker.language,
              ...(typeof endpoint === 'string' ? { endpointReference: endpoint } : { endpoint }),
              payload,
              definition: corpus.definition,
              sdks: [configuration],
            }),
          }))
          count += files.length
          const sdk = { definition: corpus.definition, configuration }
          for (const [file, problem] of checker.check(files, directory, sdk)) {
            problems.push(`${corpus.name}/${file}: ${problem}`)
          }
        }
        console.log(`${checker.tool}: ${count} SDK snippets checked, ${problems.length} failing`)
        expect(problems).toEqual([])
      },
      240_000,
    )
  }
})

describe('the compile checkers', () => {
  const broken: Record<string, string> = {
    'tsc --noEmit':
      'import { AcmeClient } from "@acme/sdk"\nconst client = new AcmeClient()\nawait client.users.nope()\n',
    py_compile: 'client.users.create(\n',
    'ruby -wc': 'client.users.create(\n',
    'php -l': '<?php\n$client->users->create(\n',
    'gofmt -e': 'package main\nfunc main() {\n',
    // Well-formed, so only the type check can reject it: a duplicate field and an unused import.
    'go vet':
      'package main\n\nimport (\n\t"time"\n\n\tacme "github.com/acme/acme-go"\n)\n\nfunc main() {\n\t_ = &acme.CreateUserRequest{Name: 1, Name: 2}\n}\n',
  }
  // Ruby warns of a duplicated keyword but still says "Syntax OK": the checker must fail on the warning.
  const duplicated: Record<string, string> = {
    'ruby -wc': 'client.users.create(\n  name: 1,\n  name: 2,\n)\n',
  }
  for (const checker of COMPILE_CHECKERS) {
    const samples = [broken[checker.tool], duplicated[checker.tool]]
    for (const [index, code] of samples.entries()) {
      if (code === undefined) continue
      it.skipIf(checker.unavailable() !== undefined)(
        `${checker.tool}: rejects a ${index === 0 ? 'broken' : 'duplicated-key'} snippet`,
        () => {
          const directory = join(workDir, 'broken', checker.tool.replace(/\W+/g, '-'), String(index))
          mkdirSync(directory, { recursive: true })
          const sdk = {
            definition: SDK_TEST_DEFINITION,
            configuration: SDK_TEST_CONFIGURATIONS[checker.language],
          }
          const file = { name: `broken.${extensionOf(checker.language)}`, code }
          const problems = checker.check([file], directory, sdk)
          expect([...problems.keys()]).toEqual([file.name])
        },
      )
    }
  }
})
