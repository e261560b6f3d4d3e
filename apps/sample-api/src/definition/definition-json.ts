import { sampleApiDefinition } from './index.js'

/** The text of the checked-in `definition.json`: the definition, pretty-printed, with a final newline. */
export function definitionJson(): string {
  return `${JSON.stringify(sampleApiDefinition, null, 2)}\n`
}
