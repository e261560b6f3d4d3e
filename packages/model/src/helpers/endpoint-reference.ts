import type { ApiDefinition } from '../definition/api-definition.js'
import type { HttpMethod, PathPart } from '../definition/commons.js'
import type { EndpointDefinition } from '../definition/endpoint.js'
import { pathTemplate } from './path-template.js'

/** The methods an endpoint reference may name. */
export const ENDPOINT_REFERENCE_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const

/** A method an endpoint reference may name. */
export type EndpointReferenceMethod = (typeof ENDPOINT_REFERENCE_METHODS)[number]

/** An endpoint named by its method and path template, e.g. `{ method: 'GET', path: '/users/{id}' }`. */
export type EndpointReference = { method: EndpointReferenceMethod; path: string }

/**
 * The text form of an endpoint reference, `METHOD /path`: the method is one of GET, POST, PUT, DELETE and
 * PATCH, then a single space, then a path of ASCII letters, digits, `/`, `{`, `}`, `_` and `-`. Group 1 is
 * the method, group 2 the path.
 */
export const ENDPOINT_REFERENCE_PATTERN: RegExp = /^(GET|POST|PUT|DELETE|PATCH) ([A-Za-z0-9/{}_-]+)$/

/** Whether a text is an endpoint reference (`GET /users/{id}`). */
export function isEndpointReference(text: string): boolean {
  return ENDPOINT_REFERENCE_PATTERN.test(text)
}

/** The method and path of an endpoint reference, or `undefined` when the text is not one. */
export function parseEndpointReference(text: string): EndpointReference | undefined {
  const match = ENDPOINT_REFERENCE_PATTERN.exec(text)
  if (match == null) {
    return undefined
  }
  const [, method, path] = match
  return { method: method as EndpointReferenceMethod, path: path ?? '' }
}

/**
 * The text form of a method and a path, `METHOD /path`; a path given as parts becomes its template
 * (`/users/{id}`), so an endpoint can be passed as it is.
 */
export function formatEndpointReference(reference: {
  method: HttpMethod
  path: string | readonly PathPart[]
}): string {
  const path = typeof reference.path === 'string' ? reference.path : pathTemplate(reference.path)
  return `${reference.method} ${path}`
}

/**
 * The endpoint an endpoint reference names: same method, and a path template equal to the reference's path,
 * character for character (parameter names and trailing slashes included). `undefined` when the text is not
 * a reference or no endpoint matches; the first match in definition order wins.
 */
export function findEndpointByReference(
  definition: Pick<ApiDefinition, 'endpoints'>,
  reference: string | EndpointReference,
): EndpointDefinition | undefined {
  const parsed = typeof reference === 'string' ? parseEndpointReference(reference) : reference
  if (parsed == null) {
    return undefined
  }
  for (const endpoint of Object.values(definition.endpoints)) {
    if (endpoint.method === parsed.method && pathTemplate(endpoint.path) === parsed.path) {
      return endpoint
    }
  }
  return undefined
}
