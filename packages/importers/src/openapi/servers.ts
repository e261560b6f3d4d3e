import type { Environment } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import { arrayOr, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { UniqueIds } from '../shared/unique-ids.js'

/** At most this many environments come from one server's enum variables. */
const MAX_VARIANTS = 12

/**
 * OpenAPI 3 `servers` → environments. Variables take their defaults; the first variable with an `enum` of
 * several values yields one environment per value (e.g. one per region). Relative URLs resolve against
 * `baseUrl` when given. The id is the server's description when it is short, else its URL.
 */
export function serverEnvironments(
  servers: unknown,
  pointer: string,
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
    const variables = objectOr(server['variables'])
    const description = textOr(server['description'])
    for (const { url: expanded, label } of expandVariables(url, variables, serverPointer, diagnostics)) {
      const absolute = absoluteUrl(expanded, baseUrl, serverPointer, diagnostics)
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
    const url = trimSlash(`${scheme}://${authority}${basePath}`)
    return { id: url, baseUrl: url }
  })
}

function expandVariables(
  url: string,
  variables: JsonObject,
  pointer: string,
  diagnostics: Diagnostics,
): Array<{ url: string; label?: string }> {
  const defaults = new Map<string, string>()
  let spread: { name: string; values: string[] } | undefined
  for (const [name, variable] of Object.entries(variables)) {
    const facts = objectOr(variable)
    const values = arrayOr(facts['enum']).filter((value): value is string => typeof value === 'string')
    const fallback = stringOr(facts['default']) ?? values[0]
    if (fallback === undefined) {
      diagnostics.warning(
        childPointer(pointer, 'variables', name),
        `Server variable "${name}" has no default.`,
      )
      continue
    }
    defaults.set(name, fallback)
    if (spread === undefined && values.length > 1) {
      spread = {
        name,
        values: [fallback, ...values.filter((value) => value !== fallback)].slice(0, MAX_VARIANTS),
      }
    }
  }
  const fill = (overrides: Map<string, string>): string =>
    url.replace(/\{([^}]+)\}/g, (whole, name: string) => overrides.get(name) ?? defaults.get(name) ?? whole)
  if (spread === undefined) {
    return [{ url: fill(new Map()) }]
  }
  const { name, values } = spread
  return values.map((value, index) => ({
    url: fill(new Map([[name, value]])),
    ...(index === 0 ? {} : { label: value }),
  }))
}

function absoluteUrl(
  url: string,
  baseUrl: string | undefined,
  pointer: string,
  diagnostics: Diagnostics,
): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    return trimSlash(url)
  }
  const base = safeUrl(baseUrl)
  if (base !== undefined) {
    return trimSlash(new URL(url, base).href)
  }
  diagnostics.info(pointer, `Server URL "${url}" is relative; import with { baseUrl } to make it absolute.`)
  return trimSlash(url)
}

function safeUrl(url: string | undefined): URL | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined
  return new URL(url)
}

function trimSlash(url: string): string {
  return url.length > 1 && url.endsWith('/') && !url.endsWith('://') ? url.slice(0, -1) : url
}
