import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { definitionJson } from '../src/definition/definition-json.js'

// Regenerates definition.json from the typed source; a test fails when the checked-in file is stale.
const target = fileURLToPath(new URL('../definition.json', import.meta.url))
writeFileSync(target, definitionJson())
console.log(`Wrote ${target}`)
