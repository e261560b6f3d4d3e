import type { EndpointDefinition, ExampleEndpointCall } from '@api-explorer/model'

/**
 * Makes `endpoint.examples` gathered on its first read instead of during the import (issue 17: gathering them
 * was 5–16 % of an import, for endpoints a reader mostly never opens). The property is an enumerable getter in
 * the model's place, so reading, spreading, cloning and `JSON.stringify` see the same examples as before, and
 * `undefined` when there are none (as an endpoint without the key). There is no setter: the model is read-only.
 * The first read drops `gather`, and with it the parsed document it holds.
 */
export function defineLazyExamples(endpoint: EndpointDefinition, gather: () => ExampleEndpointCall[]): void {
  let pending: (() => ExampleEndpointCall[]) | undefined = gather
  let examples: ExampleEndpointCall[] | undefined
  Object.defineProperty(endpoint, 'examples', {
    enumerable: true,
    configurable: true,
    get(): ExampleEndpointCall[] | undefined {
      if (pending !== undefined) {
        const run = pending
        pending = undefined
        const gathered = run()
        examples = gathered.length > 0 ? gathered : undefined
      }
      return examples
    },
  })
}
