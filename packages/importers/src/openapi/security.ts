import type { AuthScheme, AuthSchemeId, EndpointDefinition, ObjectProperty } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import { emptyRecord, isObject, objectOr, stringOr, textOr, type JsonObject } from '../shared/guards.js'
import { childPointer } from '../shared/json-pointer.js'
import { tokenEndpoint } from './token-endpoint.js'
import { exactList } from '../shared/exact-list.js'

/** What the security schemes of a document become. */
export type ImportedSecurity = {
  auths: Record<AuthSchemeId, AuthScheme>
  /** Every scheme the document declares, imported or not: a requirement naming another is an error. */
  declared: Set<string>
  /** Where the schemes are declared, for messages: `components.securitySchemes` or `securityDefinitions`. */
  container: string
  /** API keys sent in the query string: added to every endpoint that uses the scheme, as a query parameter. */
  queryKeys: Map<AuthSchemeId, ObjectProperty>
  /** Token endpoints made for OAuth client-credentials flows (hidden from the explorer). */
  tokenEndpoints: EndpointDefinition[]
}

/**
 * Security schemes → auth schemes. HTTP bearer and basic map one to one; an API key in a header becomes a
 * header scheme. Decisions where the model has no equal: an API key in the query becomes a query parameter of
 * the endpoints using it; an API key in a cookie is dropped (browsers cannot send cookies across sites);
 * OAuth 2 client credentials get a generated token endpoint the playground logs in through; the other OAuth
 * flows and OpenID Connect become a bearer token the reader pastes.
 */
export function importSecuritySchemes(
  schemes: unknown,
  pointer: string,
  diagnostics: Diagnostics,
  context: { swagger: boolean; tokenBaseUrl?: string },
): ImportedSecurity {
  const result: ImportedSecurity = {
    // Scheme ids come from the document (`toString`, `__proto__`): no prototype to find them in.
    auths: emptyRecord(),
    declared: new Set(Object.keys(objectOr(schemes))),
    container: context.swagger ? 'securityDefinitions' : 'components.securitySchemes',
    queryKeys: new Map(),
    tokenEndpoints: [],
  }
  for (const [id, raw] of Object.entries(objectOr(schemes))) {
    const schemePointer = childPointer(pointer, id)
    const scheme = objectOr(raw)
    const description = textOr(scheme['description'])
    const withDescription = description === undefined ? {} : { description }
    const type = stringOr(scheme['type'])
    if (type === 'http' || type === 'basic') {
      const httpScheme = type === 'basic' ? 'basic' : stringOr(scheme['scheme'])?.toLowerCase()
      if (httpScheme === 'bearer') {
        result.auths[id] = { type: 'bearerAuth', ...withDescription }
      } else if (httpScheme === 'basic') {
        result.auths[id] = { type: 'basicAuth', ...withDescription }
      } else {
        diagnostics.warning(
          schemePointer,
          `HTTP auth scheme "${httpScheme ?? ''}" is not supported; endpoints using it are sent without auth.`,
        )
      }
    } else if (type === 'apiKey') {
      importApiKey(result, id, scheme, schemePointer, diagnostics)
    } else if (type === 'oauth2') {
      importOAuth(result, id, scheme, schemePointer, diagnostics, context)
    } else if (type === 'openIdConnect') {
      result.auths[id] = { type: 'bearerAuth', ...withDescription }
      diagnostics.info(schemePointer, 'OpenID Connect is imported as a bearer token the reader pastes.')
    } else {
      diagnostics.warning(
        schemePointer,
        `Security scheme type "${type ?? ''}" is not supported; endpoints using it are sent without auth.`,
      )
    }
  }
  return result
}

function importApiKey(
  result: ImportedSecurity,
  id: string,
  scheme: JsonObject,
  pointer: string,
  diagnostics: Diagnostics,
): void {
  const name = stringOr(scheme['name'])
  const location = scheme['in']
  const description = textOr(scheme['description'])
  if (name === undefined) {
    diagnostics.error(pointer, 'An apiKey scheme needs a "name"; skipped.')
  } else if (location === 'header') {
    result.auths[id] = {
      type: 'header',
      headerWireValue: name,
      ...(description === undefined ? {} : { description }),
    }
  } else if (location === 'query') {
    result.queryKeys.set(id, {
      key: name,
      valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
      description: description ?? `API key (${id}).`,
    })
    diagnostics.info(
      pointer,
      `API key "${name}" in the query is imported as a query parameter of each endpoint that uses it.`,
    )
  } else {
    diagnostics.warning(
      pointer,
      `API key "${name}" in a cookie is dropped: a browser cannot send cookies to another site.`,
    )
  }
}

function importOAuth(
  result: ImportedSecurity,
  id: string,
  scheme: JsonObject,
  pointer: string,
  diagnostics: Diagnostics,
  context: { swagger: boolean; tokenBaseUrl?: string },
): void {
  const description = textOr(scheme['description'])
  const flows = objectOr(scheme['flows'])
  const clientCredentials = context.swagger
    ? scheme['flow'] === 'application'
      ? scheme
      : undefined
    : isObject(flows['clientCredentials'])
      ? flows['clientCredentials']
      : undefined
  const tokenUrl = stringOr(clientCredentials?.['tokenUrl'])
  if (clientCredentials !== undefined && tokenUrl !== undefined) {
    const token = tokenEndpoint(id, tokenUrl, objectOr(clientCredentials['scopes']), context.tokenBaseUrl)
    if ('endpoint' in token) {
      const { endpoint } = token
      result.tokenEndpoints.push(endpoint)
      result.auths[id] = {
        type: 'oAuth',
        value: {
          type: 'clientCredentials',
          value: {
            type: 'referencedEndpoint',
            endpointId: endpoint.id,
            accessTokenLocator: '$.body.access_token',
            ...(description === undefined ? {} : { description }),
          },
        },
      }
      return
    }
    diagnostics.warning(pointer, token.problem)
  }
  result.auths[id] = { type: 'bearerAuth', ...(description === undefined ? {} : { description }) }
  const flowNames = context.swagger ? [stringOr(scheme['flow']) ?? ''] : Object.keys(flows)
  diagnostics.info(
    pointer,
    `OAuth 2 flow ${flowNames.join(', ')} is imported as a bearer token the reader pastes.`,
  )
}

/**
 * The auth schemes an operation uses: its own `security` or the document's (`pointer` is where that list is).
 * Each requirement object is one alternative of `multiAuth`; `auth` lists every scheme in order (the playground
 * uses the first). A scheme the document does not declare is an error and is ignored.
 */
export function operationAuth(
  security: unknown,
  known: ImportedSecurity,
  pointer: string,
  diagnostics: Diagnostics,
): {
  auth: AuthSchemeId[] | undefined
  multiAuth: Array<{ schemes: AuthSchemeId[] }> | undefined
  queryKeys: ObjectProperty[]
} {
  const queryKeys: ObjectProperty[] = []
  // Asked for every operation (most have one requirement of one scheme, or none): a loop by index, no closures.
  if (!Array.isArray(security) || security.length === 0) {
    return { auth: undefined, multiAuth: undefined, queryKeys }
  }
  const auth: AuthSchemeId[] = []
  const multiAuth: Array<{ schemes: AuthSchemeId[] }> = []
  let several = false
  for (let index = 0; index < security.length; index++) {
    const requirement: unknown = security[index]
    if (!isObject(requirement)) continue
    const schemes: AuthSchemeId[] = []
    const ids = Object.keys(requirement)
    for (let position = 0; position < ids.length; position++) {
      const id = ids[position] as string
      if (!known.declared.has(id)) {
        diagnostics.error(
          childPointer(pointer, index, id),
          `Security scheme "${id}" is not declared in ${known.container}; ignored.`,
        )
        continue
      }
      const queryKey = known.queryKeys.get(id)
      if (queryKey !== undefined && !queryKeys.includes(queryKey)) queryKeys.push(queryKey)
      if (Object.hasOwn(known.auths, id)) schemes.push(id)
    }
    if (schemes.length > 0) multiAuth.push({ schemes: exactList(schemes) })
    if (schemes.length > 1) several = true
    for (let position = 0; position < schemes.length; position++) {
      const id = schemes[position] as AuthSchemeId
      if (!auth.includes(id)) auth.push(id)
    }
  }
  return {
    auth: auth.length === 0 ? undefined : auth,
    multiAuth: multiAuth.length > 1 || several ? multiAuth : undefined,
    queryKeys,
  }
}
