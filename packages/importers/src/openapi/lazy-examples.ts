import type { EndpointDefinition, ExampleEndpointCall } from '@api-explorer/model'

/** What gathers an endpoint's examples when they are first read. */
export type ExampleSource = { gather(): ExampleEndpointCall[] }

/**
 * What each lazy endpoint's examples are: gathered already (a list, or undefined for none), or still to be
 * gathered (the source). Kept here rather than on the endpoint, so that the endpoint has only its model fields.
 */
const examplesOf = new WeakMap<object, ExampleEndpointCall[] | undefined | ExampleSource>()

/**
 * One getter for every endpoint: V8 shares an object layout between objects only when their accessor is the same
 * function (a getter per endpoint would turn every endpoint into a slower, larger dictionary-mode object).
 */
function examplesGetter(this: object): ExampleEndpointCall[] | undefined {
  const state = examplesOf.get(this)
  if (state === undefined || Array.isArray(state)) return state
  // Set before gathering, so that the source (and the document it holds) is released either way.
  examplesOf.set(this, undefined)
  let gathered: ExampleEndpointCall[] = []
  try {
    gathered = state.gather()
  } catch {
    // A property read must not throw (JSON.stringify, spreads and renders read it); the examples are optional,
    // and what was wrong with the document is in the import's diagnostics already.
  }
  const examples = gathered.length > 0 ? gathered : undefined
  examplesOf.set(this, examples)
  return examples
}

/**
 * Makes `endpoint.examples` gathered on its first read instead of during the import (issue 17: gathering them
 * was 5–16 % of an import, for endpoints a reader mostly never opens). The property is an enumerable getter in
 * the model's place, so reading, spreading, cloning and `JSON.stringify` see the same examples as before, and
 * `undefined` when there are none (as an endpoint without the key). There is no setter: the model is read-only.
 * Until an endpoint's examples are read, `source` keeps the parsed document reachable (1.4–6.7 MB of heap for
 * the benchmark's documents; README, Performance). An object with a method rather than a closure: an object of
 * a class holds its fields and nothing else, where a closure comes with a function and a context (operation.ts).
 */
export function defineLazyExamples(endpoint: EndpointDefinition, source: ExampleSource): void {
  examplesOf.set(endpoint, source)
  Object.defineProperty(endpoint, 'examples', EXAMPLES_PROPERTY)
}

/** The property's descriptor, one for every endpoint (`defineProperty` only reads it). */
const EXAMPLES_PROPERTY: PropertyDescriptor = { get: examplesGetter, enumerable: true, configurable: true }
