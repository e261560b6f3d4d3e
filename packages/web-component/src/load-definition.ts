import type * as ImportersModule from '@api-explorer/importers'
import type { ApiDefinition } from '@api-explorer/model'

import { fetchTextInWorker, type OutlineModule } from './fetch-text-in-worker.js'

/** A definition ready to explore, with what the importer could not carry over exactly (none for the native model). */
export type LoadedDefinition = {
  definition: ApiDefinition
  /** The importer's diagnostics, e.g. an unsupported keyword; empty for a definition in the native model. */
  diagnostics: readonly unknown[]
}

/** How loading a definition ended. */
export type LoadOutcome = { loaded: LoadedDefinition } | { error: Error }

/** The outcome of `loading`, as a promise that never rejects. */
export function outcomeOf(loading: Promise<LoadedDefinition>): Promise<LoadOutcome> {
  return loading.then(
    (loaded) => ({ loaded }),
    (reason: unknown) => ({ error: asError(reason) }),
  )
}

/** What a load threw, as an `Error` (anything else thrown becomes one with its text). */
export function asError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason))
}

/**
 * Told of a definition's outline (its endpoint list: ids, methods, paths, names, groups) once the importer has
 * parsed the document, before it converts the operations; the import goes on when what this returns settles
 * (see `ImportOptions.onOutline` in `@api-explorer/importers`). Never called for the native model.
 */
export type OutlineListener = (outline: ApiDefinition) => void | PromiseLike<void>

/** What the `definition` property and `definition-url` accept. */
export type DefinitionInput = ApiDefinition | string | object

/**
 * Reads what a host gives the element as its definition: the native `ApiDefinition` (used as it is, also as JSON
 * text), or an OpenAPI 3.x, Swagger 2, AsyncAPI or OpenRPC document, as JSON or YAML text or a parsed object,
 * imported with `@api-explorer/importers` (loaded on first use: a page that passes the native model never
 * downloads the importers). Throws the importer's error for anything else.
 */
export async function readDefinition(
  input: DefinitionInput,
  onOutline?: OutlineListener,
): Promise<LoadedDefinition> {
  // Text with a document's top-level key goes to the importer without being parsed here first: the importer
  // parses it anyway, and a multi-megabyte parse is worth not doing twice. Only if the importer refuses it is it
  // checked for the native model (which has no such key, but may have the word in a value).
  if (typeof input === 'string' && DOCUMENT_KEY.test(input)) {
    try {
      return await importDocument(input, onOutline)
    } catch (error) {
      const parsed = parseJsonObject(input)
      if (parsed != null && isNativeDefinition(parsed)) return { definition: parsed, diagnostics: [] }
      throw error
    }
  }
  const parsed = typeof input === 'string' ? parseJsonObject(input) : input
  if (parsed != null && isNativeDefinition(parsed)) return { definition: parsed, diagnostics: [] }
  return importDocument(input, onOutline)
}

async function importDocument(
  input: string | object,
  onOutline: OutlineListener | undefined,
): Promise<LoadedDefinition> {
  const { importDefinition } = await loadImporters()
  // Text goes to the importer as text: parsing it again costs less than the walk the importer gives a parsed
  // object, which may share values (YAML aliases) and is checked for them (200 ms for GitHub's document).
  const result = await importDefinition(input, onOutline == null ? {} : { onOutline })
  return { definition: result.definition, diagnostics: result.diagnostics }
}

type Importers = typeof ImportersModule
let importers: Promise<Importers> | undefined

/** The importers' chunk, fetched once per page. */
function loadImporters(): Promise<Importers> {
  importers ??= import('@api-explorer/importers')
  return importers
}

/**
 * A top-level key only API documents have (the native model has none of them), as JSON (`"openapi": `, not
 * inside a string) or YAML (`openapi:` at the start of a line).
 */
const DOCUMENT_KEY =
  /(?<!\\)"(?:openapi|swagger|asyncapi|openrpc)"\s*:|^(?:openapi|swagger|asyncapi|openrpc)\s*:/m

/**
 * How much of each arriving chunk's text is looked at: network chunks are smaller, but a main thread that was busy
 * can get the whole body as one chunk.
 */
const SNIFF_CHARACTERS_PER_CHUNK = 64 * 1024

/**
 * Watches the body's text as it arrives and starts fetching the importers at the first sign that it is an API
 * document, so their chunk loads while the rest of a large definition arrives instead of after it. Only a head
 * start: whether the importers run is still decided on the whole text, and a native definition that shows no such
 * key never fetches them.
 */
function importersWhenDocument(): (text: string) => void {
  let tail = ''
  let found = false
  return (chunk) => {
    if (found) return
    const text = tail + chunk.slice(0, SNIFF_CHARACTERS_PER_CHUNK)
    if (DOCUMENT_KEY.test(text)) {
      found = true
      void loadImporters().catch(() => undefined)
      return
    }
    // A key split across two chunks is found with the next one.
    tail = chunk.length > SNIFF_CHARACTERS_PER_CHUNK ? '' : text.slice(-32)
  }
}

/**
 * The body as text (UTF-8, a byte order mark dropped, as `Response.text()` does), decoded chunk by chunk as it
 * arrives: the decoding then happens while the main thread waits for the network anyway, and what is left when
 * the last chunk comes is joining the parts. In Chromium this leaves about 50 ms after the last chunk of a 3 MB
 * definition, against 150–300 ms for decoding it whole at the end, and `Response.text()` is slower than both.
 */
async function readBodyText(response: Response, onText: (text: string) => void): Promise<string> {
  const body = response.body
  if (body == null) return ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const text = decoder.decode(value, { stream: true })
    onText(text)
    parts.push(text)
  }
  parts.push(decoder.decode())
  return parts.join('')
}

/**
 * The URL of a module exporting the importers' `outlineDefinition`, for the fetch worker to list a document's
 * endpoints with (see fetch-text-in-worker.ts); set by the self-contained bundle, which ships that module. None:
 * the outline comes from the page's own import.
 */
let workerOutlineModule: OutlineModule | undefined

/**
 * Lets the fetch worker outline documents with the module at `url` (absolute), importing `chunks` (what the module
 * imports, absolute URLs) beside it; see `workerOutlineModule`. `undefined`: no outline in the worker.
 */
export function outlineDefinitionsInWorker(
  url: string | undefined,
  { chunks = [] }: { chunks?: readonly string[] } = {},
): void {
  workerOutlineModule = url == null ? undefined : { url, chunks }
}

/**
 * Fetches a definition (see {@link readDefinition} for the formats; `onOutline` as there). Throws with the URL and
 * status when the server does not answer 2xx. In a browser the body is fetched and decoded in a worker
 * (fetch-text-in-worker.ts), on the main thread where no worker can run. When that worker also gives the outline,
 * `onOutline` is told of it before the text is parsed here at all, and the import runs once what it returns has
 * settled (the page paints the endpoint list before its thread parses the document).
 */
export async function fetchDefinition(
  url: string,
  signal?: AbortSignal,
  onOutline?: OutlineListener,
): Promise<LoadedDefinition> {
  const outlineModule = onOutline == null ? undefined : workerOutlineModule
  const fetched = await fetchTextInWorker({
    url,
    accept: DEFINITION_ACCEPT,
    documentKey: DOCUMENT_KEY,
    sniffCharacters: SNIFF_CHARACTERS_PER_CHUNK,
    signal,
    outlineModule,
    // With the worker outlining, the page's importers can wait until the endpoint list has painted.
    onDocument: outlineModule == null ? () => void loadImporters().catch(() => undefined) : () => undefined,
    fallback: () => fetchTextHere(url, signal),
  })
  if (!('outline' in fetched)) return readDefinition(fetched.text, onOutline)
  // Shown before the text is even copied into this thread; the import, given it already, tells nobody again.
  try {
    await onOutline?.(fetched.outline)
  } catch (error) {
    // The worker holds the text until it is asked for: asked for, and dropped, so the worker stops.
    fetched.text().catch(() => undefined)
    throw error
  }
  return readDefinition(await fetched.text())
}

const DEFINITION_ACCEPT = 'application/json, application/yaml, */*'

/** {@link fetchDefinition}'s fetch on the main thread. */
async function fetchTextHere(url: string, signal: AbortSignal | undefined): Promise<string> {
  const response = await fetch(url, { signal, headers: { Accept: DEFINITION_ACCEPT } })
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim())
  }
  return readBodyText(response, importersWhenDocument())
}

/**
 * Resolves once the browser has painted a frame after the current task: an outline rendered before this shows
 * before the import goes on to convert the operations (a long task that would hold the frame back otherwise).
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve()
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
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
