import type { ImportResult } from '../shared/import-result.js'
import type { AsyncApiImportOptions } from './import-asyncapi.js'

/**
 * Imports an AsyncAPI 3.0, 2.x (2.0–2.6) or 1.x document (JSON or YAML text, or a parsed object) into the model's
 * websocket channels. Only channels served over WebSocket are imported (the playground opens WebSockets);
 * others are reported. Message payloads become shapes, component schemas named types. What the model cannot
 * hold is reported in `diagnostics` with a JSON pointer; only input that is not an AsyncAPI document at all
 * throws an {@link InvalidDocumentError}.
 *
 * The AsyncAPI importer is loaded on the first call, like the OpenRPC one: the import is asynchronous anyway, and a
 * browser bundle keeps the code only AsyncAPI documents need in a chunk of its own (the chunk every import loads
 * stays within its budget).
 */
export async function importAsyncApi(
  input: string | object,
  options: AsyncApiImportOptions = {},
): Promise<ImportResult> {
  const asyncApi = await import('./import-asyncapi.js')
  return asyncApi.importAsyncApi(input, options)
}
