import type { ApiDefinition } from '@api-explorer/model'

import type { LoadedDefinition, LoadOutcome, OutlineListener } from './load-definition.js'
import { asError, fetchDefinition } from './load-definition.js'

/**
 * Definitions fetched before the element's own code has loaded, by absolute URL. The browser bundle's loader
 * starts them for the `<api-explorer definition-url>` elements already in the page, so a large definition
 * downloads (and is imported) while React and the UI kit download and compile, instead of after them: in
 * Chromium that is the longest wait before the first operation shows. Each is taken once, by the element that
 * loads that URL; one nobody takes (the element got a `definition` property instead, or was removed) is dropped.
 */
const prefetched = new Map<string, PrefetchedDefinition>()

/**
 * A prefetched definition: the promise, and its result once it has one, so that an element whose code loaded
 * after the definition can show it in its first render instead of rendering "loading" first and the explorer one
 * promise callback later (the overlay's first render is one of the costlier steps before the first operation).
 */
export type PrefetchedDefinition = {
  readonly loading: Promise<LoadedDefinition>
  readonly settled?: LoadOutcome
  /** The definition's outline, once the importer has parsed the document (never for the native model). */
  readonly outline?: ApiDefinition
  /**
   * Told of the outline when it comes (the element that took this entry sets it); the import goes on when what
   * it returns settles. Without one, the import goes straight on.
   */
  onOutline?: OutlineListener
}

/** How long a prefetched definition waits for its element before it is dropped. */
const UNCLAIMED_MS = 60_000

/**
 * Starts loading `url` (absolute) unless it is loading already; returns its entry. `elementReady`, when given,
 * settles once the element's code has been evaluated (and so has taken its entry): an outline that comes before
 * then waits for it, so the element shows the endpoint list before the import converts the operations. The import's
 * work is the same; when the element's code is the slower of the two, the list shows as soon as it arrives, and the
 * playground one conversion later instead of at once.
 */
export function prefetchDefinition(url: string, elementReady?: Promise<unknown>): PrefetchedDefinition {
  const existing = prefetched.get(url)
  if (existing != null) return existing
  const entry: {
    loading: Promise<LoadedDefinition>
    settled?: LoadOutcome
    outline?: ApiDefinition
    onOutline?: OutlineListener
  } = {
    loading: fetchDefinition(url, undefined, async (outline) => {
      entry.outline = outline
      if (entry.onOutline == null) await elementReady
      return entry.onOutline?.(outline)
    }),
  }
  // Recording the outcome also keeps a rejection from surfacing as unhandled before an element takes it. (Set in
  // the promise's own callbacks, so it is there for whoever awaited the promise after this.)
  entry.loading.then(
    (loaded) => {
      entry.settled = { loaded }
    },
    (reason: unknown) => {
      entry.settled = { error: asError(reason) }
    },
  )
  prefetched.set(url, entry)
  setTimeout(() => {
    if (prefetched.get(url) === entry) prefetched.delete(url)
  }, UNCLAIMED_MS)
  return entry
}

/** The definition prefetched from `url` (absolute), which is no longer held here, or undefined. */
export function takePrefetchedDefinition(url: string): PrefetchedDefinition | undefined {
  const entry = prefetched.get(url)
  prefetched.delete(url)
  return entry
}

/**
 * Prefetches the `definition-url` of every `<tagName definition-url>` in `document` (`elementReady` as for
 * {@link prefetchDefinition}).
 */
export function prefetchDocumentDefinitions(
  document: Document,
  tagName = 'api-explorer',
  elementReady?: Promise<unknown>,
): void {
  for (const element of document.querySelectorAll(`${tagName}[definition-url]`)) {
    const url = element.getAttribute('definition-url')?.trim()
    if (url != null && url !== '') prefetchDefinition(new URL(url, document.baseURI).href, elementReady)
  }
}
