/**
 * The two sides of the imports benchmark, each a function from the document's text to its result, so that
 * the warm rounds and the first calls (both in imports-child.ts) time exactly the same work:
 *   - ours: `importDefinition(text)` (read, detect the format, convert to the model), from the importers built as
 *     published (published-build.ts; imports.ts builds them once and passes the entry's URL on);
 *   - the peer: the same text parsed as swagger-parser would (`JSON.parse`, or js-yaml 4, which
 *     swagger-parser's own YAML parser calls, with our schema and options), then `@apidevtools/swagger-parser`'s
 *     `dereference` of it.
 */
import { createRequire } from 'node:module'

import type { importDefinition } from '@api-explorer/importers'

export type Side = 'ours' | 'peer'
export type Contender = (text: string) => Promise<unknown>

export const PEER_NAME = 'swagger-parser'

export const FIXTURES = [
  { name: 'GitHub', file: 'github-api.github.com.json' },
  { name: 'Stripe', file: 'stripe-spec3.json' },
  { name: 'OpenAI', file: 'openai-openapi.yaml' },
  { name: 'Kubernetes', file: 'kubernetes-swagger.json' },
  { name: 'Twilio', file: 'twilio-api-v2010.json' },
] as const

/**
 * Both sides, loaded (every process of the benchmark loads both; see imports-child.ts). `oursEntry`: the `file:`
 * URL of the importers' published build (`buildAsPublished`), which is ours, and from whose place the peer's
 * js-yaml is resolved.
 */
export async function loadContenders(oursEntry: string): Promise<Record<Side, Contender>> {
  return { ours: await loadOurs(oursEntry), peer: await loadPeer(oursEntry) }
}

async function loadOurs(entry: string): Promise<Contender> {
  const published = (await import(entry)) as { importDefinition: typeof importDefinition }
  return (text) => published.importDefinition(text)
}

type JsYaml = {
  load: (text: string, options: object) => unknown
  CORE_SCHEMA: { extend: (types: object) => object }
  types: { merge: object }
}

async function loadPeer(oursEntry: string): Promise<Contender> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser')
  const yaml = await ourYamlReader(oursEntry)
  const parse = (text: string): unknown => (/^\s*[{[]/.test(text) ? JSON.parse(text) : yaml(text))
  return (text) => SwaggerParser.dereference(parse(text) as Parameters<typeof SwaggerParser.dereference>[0])
}

/**
 * js-yaml as our `readDocument` falls back to it: the copy the importers package depends on (resolved from it,
 * so the same version), YAML 1.2's core schema plus merge keys, `json: true`. swagger-parser reads YAML with
 * js-yaml too (its JSON schema); ours first tries its own fast reader, which gives the same values in about
 * half js-yaml's time, so on a YAML document the ratio includes the two readers.
 */
async function ourYamlReader(oursEntry: string): Promise<(text: string) => unknown> {
  const fromImporters = createRequire(oursEntry)
  const jsyaml = (await import(fromImporters.resolve('js-yaml'))) as JsYaml & { default?: JsYaml }
  const { load, CORE_SCHEMA, types } = jsyaml.default ?? jsyaml
  const schema = CORE_SCHEMA.extend({ implicit: [types.merge] })
  return (text) => load(text, { schema, json: true })
}
