import type { ImportResult } from '../shared/import-result.js'
import type { OpenRpcImportOptions } from './import-openrpc.js'

/**
 * Imports an OpenRPC 1.x document (JSON or YAML text, or a parsed object) into the model: each method becomes a
 * `POST` endpoint with `protocol: { type: 'openrpc', methodName }`, grouped by its first tag; component schemas
 * become named types. What the model cannot hold exactly is reported in `diagnostics` with a JSON pointer;
 * only input that is not an OpenRPC document at all throws an {@link InvalidDocumentError}.
 *
 * The OpenRPC importer is loaded on the first call: the import is asynchronous anyway, and a browser bundle
 * keeps the code only OpenRPC documents need in a chunk of its own (the main chunk stays within its budget).
 */
export async function importOpenRpc(
  input: string | object,
  options: OpenRpcImportOptions = {},
): Promise<ImportResult> {
  const openRpc = await import('./import-openrpc.js')
  return openRpc.importOpenRpc(input, options)
}
