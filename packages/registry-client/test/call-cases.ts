import type { CallCase } from './call-case.js'
import { DOCS_CALL_CASES } from './call-cases-docs.js'
import { GENERATOR_CALL_CASES } from './call-cases-generators.js'
import { SNIPPET_CALL_CASES } from './call-cases-snippets.js'

/** Every registry call of the specification, with its expected wire form. */
export const CALL_CASES: readonly CallCase[] = [
  ...DOCS_CALL_CASES,
  ...GENERATOR_CALL_CASES,
  ...SNIPPET_CALL_CASES,
]
