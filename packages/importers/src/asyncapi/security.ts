import type { AuthScheme, AuthSchemeId, ObjectProperty } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import {
  arrayOr,
  emptyRecord,
  isObject,
  objectOr,
  stringOr,
  textOr,
  type JsonObject,
} from '../shared/guards.js'
import { childPointer, lastPointerSegment } from '../shared/json-pointer.js'
import { UniqueIds } from '../shared/unique-ids.js'

const SCHEMES_PREFIX = '/components/securitySchemes/'

/** The auth of one channel: scheme ids for `auth`, and API keys that travel in the query string. */
export type ChannelAuth = { auth: AuthSchemeId[]; queryParameters: ObjectProperty[] }

/**
 * AsyncAPI security schemes → auth schemes the handshake can carry. `httpApiKey` in a header is a header
 * scheme, HTTP bearer and basic map one to one, OAuth 2 and OpenID Connect become a bearer token the reader
 * pastes (the handshake frame carries headers). An `httpApiKey` in the query becomes a query parameter of the
 * channels using it. Broker schemes (user/password, X.509, SASL, encryption) have no equal in a WebSocket
 * handshake and are reported.
 */
export class AsyncApiSecurity {
  /** The imported schemes by id. */
  readonly auths: Record<AuthSchemeId, AuthScheme> = emptyRecord()
  private readonly queryKeys = new Map<AuthSchemeId, ObjectProperty>()
  private readonly idsByPointer = new Map<string, AuthSchemeId | undefined>()
  private readonly declared = new Map<string, { name: string; value: unknown }>()
  private readonly ids = new UniqueIds()

  constructor(
    private readonly refs: DocumentRefs,
    private readonly diagnostics: Diagnostics,
  ) {}

  /**
   * Declares the schemes of `components.securitySchemes`. Each is imported when a WebSocket channel first
   * uses it, so broker-only schemes (an MQTT user/password) add neither auths nor diagnostics.
   */
  registerComponents(container: unknown, pointer: string): void {
    for (const [name, value] of Object.entries(objectOr(container))) {
      this.declared.set(childPointer(pointer, name), { name, value })
    }
  }

  /** Scheme ids of 1.x / 2.x security requirements: `[{ schemeName: [scopes] }]`. */
  fromRequirements(security: unknown, pointer: string): AuthSchemeId[] {
    const found: AuthSchemeId[] = []
    arrayOr(security).forEach((requirement, index) => {
      for (const name of Object.keys(objectOr(requirement))) {
        const schemePointer = childPointer(SCHEMES_PREFIX.slice(0, -1), name)
        const declared = this.declared.get(schemePointer)
        if (declared === undefined) {
          this.diagnostics.error(
            childPointer(pointer, index, name),
            `Security scheme "${name}" is not declared in components.securitySchemes; ignored.`,
          )
          continue
        }
        const id = this.importAt(schemePointer, declared.value, name)
        if (id !== undefined && !found.includes(id)) found.push(id)
      }
    })
    return found
  }

  /** Scheme ids of a 3.0 `security` list: scheme objects or `$ref`s to them. */
  fromSchemes(security: unknown, pointer: string, inlineName: string): AuthSchemeId[] {
    const found: AuthSchemeId[] = []
    arrayOr(security).forEach((entry, index) => {
      const resolved = this.refs.follow(entry, childPointer(pointer, index))
      if (resolved === undefined) return
      const name = resolved.pointer.startsWith(SCHEMES_PREFIX)
        ? lastPointerSegment(resolved.pointer)
        : `${inlineName}-${index + 1}`
      const id = this.importAt(resolved.pointer, resolved.value, name)
      if (id !== undefined && !found.includes(id)) found.push(id)
    })
    return found
  }

  /** Splits scheme ids into handshake auth and query-string API keys. */
  channelAuth(ids: AuthSchemeId[]): ChannelAuth {
    const auth = ids.filter((id) => Object.hasOwn(this.auths, id))
    const queryParameters = ids.flatMap((id) => {
      const key = this.queryKeys.get(id)
      return key === undefined ? [] : [key]
    })
    return { auth, queryParameters }
  }

  private importAt(pointer: string, value: unknown, name: string): AuthSchemeId | undefined {
    if (this.idsByPointer.has(pointer)) return this.idsByPointer.get(pointer)
    const scheme = this.refs.follow(value, pointer)?.value
    let id: AuthSchemeId | undefined
    if (isObject(scheme)) {
      id = this.ids.allocate(name)
      if (!this.importScheme(id, scheme, pointer)) id = undefined
    } else {
      this.diagnostics.error(pointer, 'A security scheme must be an object; ignored.')
    }
    this.idsByPointer.set(pointer, id)
    return id
  }

  /** Adds one scheme (or query key); false when the handshake cannot carry it. */
  private importScheme(id: AuthSchemeId, scheme: JsonObject, pointer: string): boolean {
    const type = stringOr(scheme['type'])
    const description = textOr(scheme['description'])
    const described = description === undefined ? {} : { description }
    if (type === 'httpApiKey') {
      return this.importApiKey(id, scheme, pointer)
    }
    if (type === 'http') {
      const httpScheme = stringOr(scheme['scheme'])?.toLowerCase()
      if (httpScheme === 'bearer' || httpScheme === 'basic') {
        this.auths[id] = { type: httpScheme === 'bearer' ? 'bearerAuth' : 'basicAuth', ...described }
        return true
      }
      this.diagnostics.warning(
        pointer,
        `HTTP auth scheme "${httpScheme ?? ''}" is not supported; channels using it are opened without it.`,
      )
      return false
    }
    if (type === 'oauth2' || type === 'openIdConnect') {
      this.auths[id] = { type: 'bearerAuth', ...described }
      this.diagnostics.info(pointer, `${type} is imported as a bearer token the reader pastes.`)
      return true
    }
    this.diagnostics.warning(
      pointer,
      `Security scheme type "${type ?? ''}" cannot be sent in a WebSocket handshake; channels using it are opened without it.`,
    )
    return false
  }

  private importApiKey(id: AuthSchemeId, scheme: JsonObject, pointer: string): boolean {
    const name = stringOr(scheme['name'])
    const location = scheme['in']
    const description = textOr(scheme['description'])
    if (name === undefined) {
      this.diagnostics.error(pointer, 'An httpApiKey scheme needs a "name"; ignored.')
      return false
    }
    if (location === 'header') {
      this.auths[id] = {
        type: 'header',
        headerWireValue: name,
        ...(description === undefined ? {} : { description }),
      }
      return true
    }
    if (location === 'query') {
      this.queryKeys.set(id, {
        key: name,
        valueShape: { type: 'alias', value: { type: 'primitive', value: { type: 'string' } } },
        description: description ?? `API key (${id}).`,
      })
      this.diagnostics.info(
        pointer,
        `API key "${name}" in the query is imported as a query parameter of each channel that uses it.`,
      )
      return true
    }
    this.diagnostics.warning(
      pointer,
      `API key "${name}" in a cookie is dropped: a browser cannot send cookies to another site.`,
    )
    return false
  }
}
