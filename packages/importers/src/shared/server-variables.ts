import type { Diagnostics } from './diagnostics.js'
import type { DocumentRefs } from './document-refs.js'
import { arrayOr, objectOr, ownValue, type JsonObject } from './guards.js'
import { childPointer } from './json-pointer.js'

/**
 * Fills the variables of a server URL with their defaults (else the first `enum` value; numbers are written
 * out: YAML's `default: 8443` is a number). Both placeholder styles are read: `{port}` (AsyncAPI, OpenAPI) and
 * `${port}` (OpenRPC). `overrides` give some variables another value (OpenAPI's one environment per enum
 * value). A variable without a value keeps its placeholder, with a warning, so the reader still sees where to
 * put one.
 */
export function substituteServerVariables(
  url: string,
  variables: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  overrides?: ReadonlyMap<string, string>,
): string {
  const declared = objectOr(variables)
  return url.replace(PLACEHOLDER, (whole, name: string) => {
    const override = overrides?.get(name)
    if (override !== undefined) return override
    const variablePointer = childPointer(pointer, 'variables', name)
    // The name comes from the URL: `{constructor}` must not find a member of Object.prototype.
    if (ownValue(declared, name) === undefined) {
      diagnostics.warning(pointer, `Server variable "${name}" is not declared; the URL keeps "${whole}".`)
      return whole
    }
    const variable = objectOr(refs.follow(declared[name], variablePointer)?.value)
    const value = variableDefault(variable)
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

const PLACEHOLDER = /\$?\{([^{}]+)\}/g

/** The names of the variables a server URL uses, in order. */
export function serverVariableNames(url: string): string[] {
  return Array.from(url.matchAll(PLACEHOLDER), (match) => match[1] ?? '')
}

/** A variable's value when nothing else is chosen: its `default`, else its first `enum` value, as text. */
export function variableDefault(variable: JsonObject): string | undefined {
  return scalarText(variable['default']) ?? variableEnum(variable)[0]
}

/** A variable's `enum` values (strings and numbers), as text. */
export function variableEnum(variable: JsonObject): string[] {
  return arrayOr(variable['enum']).flatMap((entry) => {
    const text = scalarText(entry)
    return text === undefined ? [] : [text]
  })
}

function scalarText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
}

/** The scheme of an absolute URL in lower case (`wss` for `wss://host`), or undefined when it has none. */
export function urlScheme(url: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase()
}

/** The URL without one trailing slash (`wss://host/` → `wss://host`), as the playground joins paths to it. */
export function trimTrailingSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') && !url.endsWith('://') ? url.slice(0, -1) : url
}
