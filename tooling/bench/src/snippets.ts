/**
 * The snippets section of `pnpm bench`: our `generateSnippet` against `@scalar/snippetz` on the same requests
 * (a 400-field URL-encoded body, a 400-field JSON body, Stripe's largest request body), CPU time per render,
 * medians of interleaved batches after warm-up (see `snippets-timing.ts`). Each of our languages is compared
 * with snippetz's closest client (ratio ≤ 0.8×) and must render in under 1 ms; the SDK calls written from the
 * definition must too (a typed body of 400 values, Stripe's largest body).
 *
 * Run alone: `node --expose-gc --import tsx --conditions=@api-explorer/source src/snippets.ts`.
 */
import { readFileSync } from 'node:fs'

import { snippetz } from '@scalar/snippetz'

import { importDefinition } from '@api-explorer/importers'
import type { ApiDefinition, EndpointDefinition, HttpRequest, SnippetLanguage } from '@api-explorer/model'
import { findEndpointByReference, SNIPPET_LANGUAGES } from '@api-explorer/model'
import type { CustomSnippetPayload, SdkConfiguration } from '@api-explorer/snippets'
import { generateSnippet, SDK_SNIPPET_LANGUAGES, sdkSnippet, snippetTarget } from '@api-explorer/snippets'

import {
  SDK_TEST_CONFIGURATIONS,
  SDK_TEST_DEFINITION,
  SDK_TEST_USER,
} from '../../../packages/snippets/test/sdk/test-definition.js'
import type { BenchRow } from './rows.js'
import { runSection } from './rows.js'
import { json400, stripeRequest, toHar, urlencoded400 } from './snippets-requests.js'
import { largestStripeBody, STRIPE_SPEC_PATH } from './snippets-stripe.js'
import { compare, time } from './snippets-timing.js'

/**
 * snippetz's client closest to what each of our languages writes. Java: ours uses `java.net.http.HttpClient`,
 * which is snippetz's `java/nethttp`; TypeScript is a Node `fetch` module, snippetz's `node/fetch`.
 */
const PEERS: Record<SnippetLanguage, { target: string; client: string }> = {
  curl: { target: 'shell', client: 'curl' },
  python: { target: 'python', client: 'requests' },
  javascript: { target: 'js', client: 'fetch' },
  typescript: { target: 'node', client: 'fetch' },
  go: { target: 'go', client: 'native' },
  ruby: { target: 'ruby', client: 'native' },
  php: { target: 'php', client: 'curl' },
  java: { target: 'java', client: 'nethttp' },
  csharp: { target: 'csharp', client: 'httpclient' },
  swift: { target: 'swift', client: 'nsurlsession' },
}

const RATIO_TARGET = { kind: 'ratio-at-most', value: 0.8 } as const
const TIME_TARGET = { kind: 'at-most', value: 1 } as const

/** The SDKs of the Stripe definition, one per SDK language, as a registry would list them. */
const STRIPE_SDKS: SdkConfiguration[] = [
  { language: 'typescript', package: 'stripe', clientName: 'Stripe' },
  { language: 'python', package: 'stripe', clientName: 'StripeClient' },
  { language: 'ruby', package: 'stripe', clientName: 'Stripe::Client' },
  { language: 'go', package: 'github.com/stripe/stripe-go', clientName: 'Client' },
  { language: 'java', package: 'com.stripe:stripe-java', clientName: 'StripeClient' },
  { language: 'csharp', package: 'Stripe.net', clientName: 'StripeClient' },
  { language: 'php', package: 'stripe/stripe-php', clientName: 'StripeClient' },
]

type SdkCase = {
  name: string
  definition: ApiDefinition
  /** Found outside the timed region and passed as `endpoint`, as the UI's request preview does. */
  endpoint: EndpointDefinition
  payload: CustomSnippetPayload
  sdks: readonly SdkConfiguration[]
}

function log(text: string): void {
  process.stderr.write(`${text}\n`)
}

async function measure(): Promise<BenchRow[]> {
  const stripe = largestStripeBody()
  const stripeCase = `Stripe ${stripe.method} ${stripe.path} (${stripe.fields.length} fields)`
  log(`Stripe's largest request body: ${stripeCase}`)
  const cases: Array<{ name: string; request: HttpRequest; absolute: boolean }> = [
    { name: 'urlencoded 400 fields', request: urlencoded400(), absolute: true },
    { name: 'JSON 400 fields', request: json400(), absolute: true },
    { name: stripeCase, request: stripeRequest(stripe), absolute: true },
  ]
  const printer = snippetz()
  const ratioRows: BenchRow[] = []
  const timeRows: BenchRow[] = []
  for (const { name, request, absolute } of cases) {
    const har = toHar(request)
    for (const language of SNIPPET_LANGUAGES) {
      const { target, client } = PEERS[language]
      const title = snippetTarget(language)?.title ?? language
      const ours = (): string => generateSnippet(request, language)
      const peer = (): string | undefined => printer.print(target as 'shell', client as 'curl', har)
      checkOutputs(`${title}, ${name}`, ours(), peer())
      const figures = compare(ours, peer)
      log(
        `${title}, ${name}: ours ${figures.ours.toFixed(3)} ms, snippetz ${figures.peer.toFixed(3)} ms, ${(figures.ours / figures.peer).toFixed(2)}×`,
      )
      ratioRows.push({
        section: 'snippets',
        measure: `${title}, ${name}`,
        unit: 'ms',
        ours: figures.ours,
        peer: { name: `@scalar/snippetz ${target}/${client}`, value: figures.peer },
        target: RATIO_TARGET,
      })
      if (absolute) {
        timeRows.push({
          section: 'snippets',
          measure: `${title}, ${name}, per render`,
          unit: 'ms',
          ours: figures.ours,
          target: TIME_TARGET,
        })
      }
    }
  }
  return [...ratioRows, ...timeRows, ...(await sdkRows(stripe, stripeCase))]
}

/** Both sides must write a program holding the whole body; a failed or empty render would time nothing. */
function checkOutputs(what: string, ours: string, peer: string | undefined): void {
  if (ours.length < 1000 || peer == null || peer.length < 1000) {
    throw new Error(`${what}: a render came out empty (ours ${ours.length}, snippetz ${peer?.length} chars)`)
  }
}

async function sdkRows(
  stripe: ReturnType<typeof largestStripeBody>,
  stripeCase: string,
): Promise<BenchRow[]> {
  const { definition: stripeDefinition } = await importDefinition(readFileSync(STRIPE_SPEC_PATH, 'utf8'))
  const find = (definition: ApiDefinition, reference: string): EndpointDefinition => {
    const endpoint = findEndpointByReference(definition, reference)
    if (endpoint == null) throw new Error(`The definition has no endpoint ${reference}`)
    return endpoint
  }
  const cases: SdkCase[] = [
    {
      // The earlier per-package benchmark's typed body: the test API's user with 200 tags and 200 metadata entries.
      name: 'typed body 400 values',
      definition: SDK_TEST_DEFINITION,
      endpoint: find(SDK_TEST_DEFINITION, 'POST /orgs/{orgId}/users'),
      payload: {
        pathParameters: [{ name: 'orgId', value: 'org_1' }],
        requestBody: {
          ...SDK_TEST_USER,
          tags: Array.from({ length: 200 }, (_, index) => `tag ${index}`),
          metadata: Object.fromEntries(
            Array.from({ length: 200 }, (_, index) => [`key_${index}`, `value "${index}"`]),
          ),
        },
      },
      sdks: Object.values(SDK_TEST_CONFIGURATIONS),
    },
    {
      name: stripeCase,
      definition: stripeDefinition,
      endpoint: find(stripeDefinition, `${stripe.method} ${stripe.path}`),
      payload: {
        pathParameters: stripe.pathParameters,
        requestBody: stripe.value,
        auth: { type: 'bearer', token: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc' },
      },
      sdks: STRIPE_SDKS,
    },
  ]
  const rows: BenchRow[] = []
  for (const { name, definition, endpoint, payload, sdks } of cases) {
    for (const language of SDK_SNIPPET_LANGUAGES) {
      const render = (): string => sdkSnippet({ language, endpoint, payload, definition, sdks })
      const ms = time(render)
      log(`SDK ${language}, ${name}: ${ms.toFixed(3)} ms (${render().length} chars)`)
      rows.push({
        section: 'snippets',
        measure: `SDK ${language}, ${name}`,
        unit: 'ms',
        ours: ms,
        target: TIME_TARGET,
      })
    }
  }
  return rows
}

await runSection(measure)
