import type { ApiDefinition } from '@api-explorer/model'

/** A definition ready to explore, with what the importer could not carry over exactly (none for the native model). */
export type LoadedDefinition = {
  definition: ApiDefinition
  /** The importer's diagnostics, e.g. an unsupported keyword; empty for a definition in the native model. */
  diagnostics: readonly unknown[]
}

/** What the `definition` property and `definition-url` accept. */
export type DefinitionInput = ApiDefinition | string | object

/**
 * Reads what a host gives the element as its definition: the native `ApiDefinition` (used as it is, also as JSON
 * text), or an OpenAPI 3.x, Swagger 2, AsyncAPI or OpenRPC document, as JSON or YAML text or a parsed object,
 * imported with `@api-explorer/importers` (loaded on first use: a page that passes the native model never
 * downloads the importers). Throws the importer's error for anything else.
 */
export async function readDefinition(input: DefinitionInput): Promise<LoadedDefinition> {
  const parsed = typeof input === 'string' ? parseJsonObject(input) : input
  if (parsed != null && isNativeDefinition(parsed)) return { definition: parsed, diagnostics: [] }
  const { importDefinition } = await import('@api-explorer/importers')
  const result = await importDefinition(parsed ?? input)
  return { definition: result.definition, diagnostics: result.diagnostics }
}

/**
 * Fetches a definition (see {@link readDefinition} for the formats). Throws with the URL and status when the
 * server does not answer 2xx.
 */
export async function fetchDefinition(url: string, signal?: AbortSignal): Promise<LoadedDefinition> {
  const response = await fetch(url, {
    signal,
    headers: { Accept: 'application/json, application/yaml, */*' },
  })
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim())
  }
  return readDefinition(await response.text())
}

/** The native model: `id` plus the record of endpoints and of named types, and no document version field. */
export function isNativeDefinition(value: object): value is ApiDefinition {
  const record = value as Record<string, unknown>
  const documentKeys = ['openapi', 'swagger', 'asyncapi', 'openrpc']
  return (
    typeof record.id === 'string' &&
    isRecord(record.endpoints) &&
    isRecord(record.types) &&
    !documentKeys.some((key) => key in record)
  )
}

function parseJsonObject(text: string): object | undefined {
  if (!/^\s*\{/.test(text)) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return isRecord(value) ? value : undefined
  } catch {
    // Not JSON after all (YAML can start with a brace too): the importer reads it and reports its mistakes.
    return undefined
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
