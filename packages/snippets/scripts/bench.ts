/**
 * Snippet benchmark: the median time to render one large request (a Stripe-sized urlencoded body with 400
 * fields, a 200-field JSON body, a 40-part multipart body) in every language, and the same for a plain GET.
 * Run: `pnpm --filter @api-explorer/snippets bench`. Target: ≤ 1 ms per language, so snippets can be
 * regenerated on every keystroke.
 */
import type { HttpRequest } from '@api-explorer/model'

import { SNIPPET_LANGUAGES } from '@api-explorer/model'
import { generateSnippet, SDK_SNIPPET_LANGUAGES, sdkSnippet } from '../src/index.js'
import { SDK_TEST_CONFIGURATIONS, SDK_TEST_DEFINITION, SDK_TEST_USER } from '../test/sdk/test-definition.js'

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 200)
const headers: Array<[string, string]> = [
  ['Authorization', 'Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
  ['Stripe-Version', '2020-08-27'],
  ['Idempotency-Key', 'a1b2c3d4-e5f6-7890-abcd-ef1234567890'],
]
const file = {
  name: 'doc.pdf',
  type: 'application/pdf',
  size: 4,
  lastModified: 0,
  dataUrl: 'data:application/pdf;base64,JVBERg==',
}

const REQUESTS: Record<string, HttpRequest> = {
  'GET, 3 query params': {
    method: 'GET',
    url: 'https://api.stripe.com/v1/charges',
    query: [
      ['limit', '10'],
      ['customer', 'cus_123'],
      ['expand[]', 'data.customer'],
    ],
    headers,
  },
  'urlencoded, 400 fields': {
    method: 'POST',
    url: 'https://api.stripe.com/v1/payment_intents',
    query: [],
    headers,
    secrets: ['Authorization'],
    body: {
      type: 'urlencoded',
      fields: Array.from({ length: 400 }, (_, index): [string, string] => [
        `metadata[key_${index}]`,
        `value ${index} ☃ & = +`,
      ]),
    },
  },
  'JSON, 200 fields, nested': {
    method: 'POST',
    url: 'https://api.example.com/v1/orders',
    query: [],
    headers: [...headers, ['Content-Type', 'application/json']],
    body: {
      type: 'json',
      value: Object.fromEntries(
        Array.from({ length: 200 }, (_, index) => [
          `field_${index}`,
          { id: index, name: `name "${index}"`, tags: ['a', 'b'], ok: index % 2 === 0 },
        ]),
      ),
    },
  },
  'multipart, 40 parts': {
    method: 'POST',
    url: 'https://api.example.com/v1/files',
    query: [],
    headers,
    body: {
      type: 'form-data',
      parts: Array.from({ length: 40 }, (_, index) =>
        index % 4 === 0
          ? { name: `file_${index}`, type: 'file' as const, file }
          : { name: `field_${index}`, type: 'field' as const, value: `text ${index}\nline` },
      ),
    },
  },
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

console.log(`median of ${ROUNDS} renders after a warm-up, Node ${process.version}; ms per language`)
const names = Object.keys(REQUESTS)
console.log(['language'.padEnd(12), ...names.map((name) => name.padStart(26))].join(''))
for (const language of SNIPPET_LANGUAGES) {
  const cells: string[] = []
  for (const name of names) {
    const request = REQUESTS[name] as HttpRequest
    for (let warm = 0; warm < 20; warm++) generateSnippet(request, language)
    const samples: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now()
      generateSnippet(request, language)
      samples.push(performance.now() - start)
    }
    cells.push(median(samples).toFixed(3).padStart(26))
  }
  console.log([language.padEnd(12), ...cells].join(''))
}

// SDK calls written from the definition: a typed body with a 200-entry map and a 200-item list.
const sdkPayload = {
  pathParameters: [{ name: 'orgId', value: 'org_1' }],
  requestBody: {
    ...SDK_TEST_USER,
    tags: Array.from({ length: 200 }, (_, index) => `tag ${index}`),
    metadata: Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [`key_${index}`, `value "${index}"`]),
    ),
  },
}
const sdks = Object.values(SDK_TEST_CONFIGURATIONS)
const sdkCells: string[] = []
for (const language of SDK_SNIPPET_LANGUAGES) {
  const render = (): string =>
    sdkSnippet({
      language,
      endpointReference: 'POST /orgs/{orgId}/users',
      payload: sdkPayload,
      definition: SDK_TEST_DEFINITION,
      sdks,
    })
  for (let warm = 0; warm < 20; warm++) render()
  const samples: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now()
    render()
    samples.push(performance.now() - start)
  }
  sdkCells.push(`${language} ${median(samples).toFixed(3)}`)
}
console.log(`SDK call, typed body with 400 values (ms): ${sdkCells.join(', ')}`)
console.log('target: ≤ 1 ms per language')
