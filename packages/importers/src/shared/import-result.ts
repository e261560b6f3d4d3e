import type { ApiDefinition } from '@api-explorer/model'

import type { DefinitionFormat } from './detect-format.js'
import type { ImportDiagnostic } from './diagnostics.js'

/** What every importer returns: the definition and what could not be carried over exactly. */
export type ImportResult = {
  definition: ApiDefinition
  diagnostics: ImportDiagnostic[]
  /** The format the input was read as. */
  format: DefinitionFormat
}
