import type { AuthSchemeId, SubpackageId, WebSocketMessageOrigin } from '@api-explorer/model'

import type { Diagnostics } from '../shared/diagnostics.js'
import type { DocumentRefs } from '../shared/document-refs.js'
import type { JsonObject } from '../shared/guards.js'
import type { SchemaConverter } from '../shared/schema/schema-converter.js'
import type { AsyncApiSecurity } from './security.js'
import type { AsyncApiServer } from './servers.js'

/** What every part of one AsyncAPI import shares. */
export type AsyncApiContext = {
  /** The major version of the document: 1, 2 or 3. */
  major: number
  refs: DocumentRefs
  diagnostics: Diagnostics
  converter: SchemaConverter
  security: AsyncApiSecurity
  servers: AsyncApiServer[]
  /** The subpackage of a tag (created on first use). */
  namespaceOf: (tag: string) => SubpackageId
}

/** A message a channel carries, before it is read: where it is and who sends it. */
export type MessageSource = {
  value: unknown
  pointer: string
  origin: WebSocketMessageOrigin
  /** The message type id to use when the message has no `messageId` or `name` of its own. */
  fallbackName: string
}

/** One channel, read from any AsyncAPI version into the same form. */
export type ChannelSource = {
  /** The channel's key in the document (`stream` / `events` in 1.x), for messages. */
  name: string
  /** Preferred channel id (made unique later). */
  baseId: string
  pointer: string
  channel: JsonObject
  /** The address: the channel key (1.x, 2.x) or `address` (3.0); undefined when unknown. */
  address: string | undefined
  servers: AsyncApiServer[]
  displayName?: string
  description?: string
  operationId?: string
  tag?: string
  /** Schemes required by the channel's operations (2.5+ and 3.0), on top of its servers'. */
  operationAuth: AuthSchemeId[]
  messages: MessageSource[]
}
