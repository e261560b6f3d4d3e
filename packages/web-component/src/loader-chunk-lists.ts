/**
 * Lists of chunk files the browser bundle's build writes into its loader (file names relative to the loader,
 * joined by commas; scripts/loader-chunk-lists.ts), so that it can ask for a module graph all at once. Outside that
 * build (the package's own `dist/index.js`, tests from source) the placeholders stay, and the lists are empty.
 */

/** What the element's chunk needs before it runs: the chunk and what it imports statically. */
export const ELEMENT_CHUNKS: string = '__API_EXPLORER_ELEMENT_CHUNKS__'

/** What the outline module (`api-explorer-outline.js`) imports statically, for the definition's fetch worker. */
export const OUTLINE_CHUNKS: string = '__API_EXPLORER_OUTLINE_CHUNKS__'

/** The absolute URLs of a list's files, relative to `base`; none for a placeholder that was not replaced. */
export function chunkUrls(list: string, base: string): string[] {
  if (list === '' || list.startsWith('__')) return []
  return list.split(',').map((file) => new URL(file, base).href)
}

/**
 * Asks for every URL at once with `<link rel="modulepreload">`: the element's chunk imports a dozen shared ones
 * (React, the kit's parts), which the browser would otherwise only request once that chunk had arrived and been
 * parsed, a round trip and more later.
 */
export function preloadModules(document: Document, urls: readonly string[]): void {
  const parent = document.head ?? document.documentElement
  for (const url of urls) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = url
    parent.append(link)
  }
}
