import type { Diagnostics } from './diagnostics.js'
import type { DocumentRefs } from './document-refs.js'
import { arrayOr, objectOr, stringOr } from './guards.js'
import { childPointer } from './json-pointer.js'

/**
 * Fills the variables of a server URL with their defaults (else the first `enum` value). Both placeholder
 * styles are read: `{port}` (AsyncAPI, OpenAPI) and `${port}` (OpenRPC). A variable without a value keeps its
 * placeholder, with a warning, so the reader still sees where to put one.
 */
export function substituteServerVariables(
  url: string,
  variables: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): string {
  const declared = objectOr(variables)
  return url.replace(/\$?\{([^{}]+)\}/g, (whole, name: string) => {
    const variablePointer = childPointer(pointer, 'variables', name)
    if (declared[name] === undefined) {
      diagnostics.warning(pointer, `Server variable "${name}" is not declared; the URL keeps "${whole}".`)
      return whole
    }
    const variable = objectOr(refs.follow(declared[name], variablePointer)?.value)
    const fallback = variable['default']
    const value =
      stringOr(fallback) ??
      (typeof fallback === 'number' ? String(fallback) : undefined) ??
      arrayOr(variable['enum'])
        .map((entry) => (typeof entry === 'number' ? String(entry) : entry))
        .find((entry): entry is string => typeof entry === 'string')
    if (value === undefined) {
      diagnostics.warning(
        variablePointer,
        `Server variable "${name}" has no default; the URL keeps "${whole}".`,
      )
      return whole
    }
    return value
  })
}

/** The scheme of an absolute URL in lower case (`wss` for `wss://host`), or undefined when it has none. */
export function urlScheme(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase()
}

/** The URL without one trailing slash (`wss://host/` → `wss://host`), as the playground joins paths to it. */
export function trimTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') && !url.endsWith('://') ? url.slice(0, -1) : url
}
