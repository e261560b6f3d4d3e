import type { Environment } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import { arrayOr, isObject, objectOr, ownValue, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import {
  serverVariableNames,
  substituteServerVariables,
  trimTrailingSlash,
  urlScheme,
  variableDefault,
  variableEnum,
} from '../shared/server-variables.js'
import { UniqueIds } from '../shared/unique-ids.js'

/** At most this many environments come from one server's enum variables. */
const MAX_VARIANTS = 12

/**
 * OpenAPI 3 `servers` → environments. Variables take their defaults; the first variable of the URL with an
 * `enum` of several values yields one environment per value (e.g. one per region). Relative URLs resolve
 * against `baseUrl` when given. The id is the server's description when it is short, else its URL.
 */
export function serverEnvironments(
  servers: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
  baseUrl?: string,
): Environment[] {
  const ids = new UniqueIds()
  const environments: Environment[] = []
  arrayOr(servers).forEach((server, index) => {
    const serverPointer = childPointer(pointer, index)
    const url = isObject(server) ? stringOr(server['url']) : undefined
    if (!isObject(server) || url === undefined) {
      diagnostics.error(serverPointer, 'A server needs a "url"; skipped.')
      return
    }
    const description = textOr(server['description'])
    const expansions = expandVariables(url, server['variables'], serverPointer, refs, diagnostics)
    for (const { url: expanded, label } of expansions) {
      const absolute = absoluteUrl(expanded, baseUrl, serverPointer, diagnostics)
      if (absolute === undefined) continue
      const name = description !== undefined && description.length <= 40 ? description : absolute
      environments.push({
        id: ids.allocate(label === undefined ? name : `${name} (${label})`),
        baseUrl: absolute,
      })
    }
  })
  return environments
}

/** Swagger 2.0 `schemes` + `host` + `basePath` → one environment per scheme. */
export function swaggerEnvironments(
  document: JsonObject,
  diagnostics: Diagnostics,
  baseUrl?: string,
): Environment[] {
  const host = stringOr(document['host'])
  const basePath = stringOr(document['basePath']) ?? ''
  const fallback = safeUrl(baseUrl)
  const schemes = arrayOr(document['schemes']).filter(
    (scheme): scheme is string => typeof scheme === 'string',
  )
  if (host === undefined && fallback === undefined) {
    diagnostics.info('/host', 'No "host": the reader enters a base URL (or import with { baseUrl }).')
    return basePath === '' ? [] : [{ id: basePath, baseUrl: basePath }]
  }
  const authority = host ?? fallback?.host ?? ''
  // https first: it is the one a reader should send to when a document offers both.
  const list =
    schemes.length > 0
      ? [...schemes].sort((a, b) => Number(b === 'https') - Number(a === 'https'))
      : [fallback?.protocol.replace(':', '') ?? 'https']
  return list.map((scheme) => {
    const url = trimTrailingSlash(`${scheme}://${authority}${basePath}`)
    return { id: url, baseUrl: url }
  })
}

/** The URL with its variables filled in: once with the defaults, or once per value of the spread variable. */
function expandVariables(
  url: string,
  variables: unknown,
  pointer: string,
  refs: DocumentRefs,
  diagnostics: Diagnostics,
): Array<{ url: string; label?: string }> {
  const fill = (overrides?: ReadonlyMap<string, string>): string =>
    substituteServerVariables(url, variables, pointer, refs, diagnostics, overrides)
  const spread = spreadVariable(url, variables, pointer, refs)
  if (spread === undefined) {
    return [{ url: fill() }]
  }
  const { name, values } = spread
  return values.map((value, index) => ({
    url: fill(new Map([[name, value]])),
    ...(index === 0 ? {} : { label: value }),
  }))
}

/** The first variable of the URL with several `enum` values: its default first, at most {@link MAX_VARIANTS}. */
function spreadVariable(
  url: string,
  variables: unknown,
  pointer: string,
  refs: DocumentRefs,
): { name: string; values: string[] } | undefined {
  const declared = objectOr(variables)
  for (const name of new Set(serverVariableNames(url))) {
    const entry = ownValue(declared, name)
    if (entry === undefined) continue
    const variable = objectOr(refs.follow(entry, childPointer(pointer, 'variables', name))?.value)
    const values = variableEnum(variable)
    const fallback = variableDefault(variable)
    if (values.length > 1 && fallback !== undefined) {
      return {
        name,
        values: [fallback, ...values.filter((value) => value !== fallback)].slice(0, MAX_VARIANTS),
      }
    }
  }
  return undefined
}

/** The server URL made absolute against `baseUrl` when it is relative; undefined (with an error) when it cannot be. */
function absoluteUrl(
  url: string,
  baseUrl: string | undefined,
  pointer: string,
  diagnostics: Diagnostics,
): string | undefined {
  if (urlScheme(url) !== undefined) {
    return trimTrailingSlash(url)
  }
  const base = safeUrl(baseUrl)
  if (base === undefined) {
    diagnostics.info(pointer, `Server URL "${url}" is relative; import with { baseUrl } to make it absolute.`)
    return trimTrailingSlash(url)
  }
  if (!URL.canParse(url, base)) {
    diagnostics.error(pointer, `Server URL "${url}" is not a valid URL; skipped.`)
    return undefined
  }
  return trimTrailingSlash(new URL(url, base).href)
}

function safeUrl(url: string | undefined): URL | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined
  return new URL(url)
}
