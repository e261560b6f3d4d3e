import type { APIResponse } from '@api-explorer/fetcher'
import type { RegistryClient } from '../src/client.js'
import type { RegistryErrorName } from '../src/errors/error-catalogue.js'
import type { RegistryError } from '../src/errors/registry-error.js'

/** One registry call and what must appear on the wire when it is made. */
export interface CallCase {
  /** `area.method`, as on the client. */
  readonly name: string
  readonly invoke: (client: RegistryClient) => Promise<APIResponse<unknown, RegistryError>>
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** The raw path, percent-encoding included. */
  readonly path: string
  /** The whole query; absent means none. */
  readonly query?: Record<string, string>
  /** The JSON body; absent means no body. */
  readonly body?: unknown
  /** The success body the server answers; absent for calls that answer nothing. */
  readonly response?: unknown
  /** The named errors the call declares. */
  readonly errors: readonly RegistryErrorName[]
}
