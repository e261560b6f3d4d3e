import type { DocumentRefs } from '../shared/document-refs.js'
import { isObject } from '../shared/guards.js'

/**
 * Whether a schema can lead to a schema-level example at all: it has one (`example`, or a first of 3.1
 * `examples`), or one of the schemas the example walk would go on to (its `allOf` members and property
 * schemas, else the items of an array) can, following `$ref`s, at any depth. Many documents have no schema
 * example anywhere (Stripe) or a handful (Kubernetes): then the walk, which reads up to 2,000 schema nodes
 * per body and response, can be skipped for nearly every endpoint, since it would gather nothing.
 *
 * One depth-first search per question, remembered per schema object for the whole import. A search that ends
 * without an example has seen everything its schemas reach, so every schema it visited is remembered as
 * leading nowhere; one that finds an example stops there, and only the schemas on the way to it are
 * remembered (as leading to one). Cycles, and schemas reached again by another way, are cut by the schemas the
 * search has already seen. References are followed without diagnostics: the schema conversion reports them.
 * There is no walk of the whole document first: examples are gathered when an endpoint's are first read
 * (lazy-examples.ts), and one search reads only the schemas that endpoint reaches.
 */
export class ExampleReach {
  private readonly known = new Map<object, boolean>()
  /**
   * The schemas seen by the current search. A schema seen once is not searched again in the same search (it
   * is open, a cycle, or done without an example): a search's answer needs every reachable schema once, and
   * a schema shared by many properties (Kubernetes' `ObjectMeta`) would otherwise be searched once per path.
   */
  private readonly seen = new Set<object>()

  constructor(private readonly refs: DocumentRefs) {}

  /** Whether the schema (maybe a `$ref`) can lead to an example. */
  reaches(schema: unknown): boolean {
    const node = this.resolve(schema)
    if (node === undefined) return false
    const known = this.known.get(node)
    if (known !== undefined) return known
    const found = this.search(node)
    if (!found) for (const seen of this.seen) this.known.set(seen, false)
    this.seen.clear()
    return found
  }

  private search(node: Record<string, unknown>): boolean {
    const known = this.known.get(node)
    if (known !== undefined) return known
    if (this.seen.has(node)) return false
    if (hasOwnExample(node)) {
      this.known.set(node, true)
      return true
    }
    this.seen.add(node)
    let found = false
    const allOf = node['allOf']
    const properties = node['properties']
    if (isObject(properties) || Array.isArray(allOf)) {
      if (Array.isArray(allOf)) found = allOf.some((member) => this.searchSchema(member))
      if (!found && isObject(properties)) {
        for (const key in properties) {
          if (Object.hasOwn(properties, key) && this.searchSchema(properties[key])) {
            found = true
            break
          }
        }
      }
    } else if (node['type'] === 'array' && node['items'] !== undefined) {
      found = this.searchSchema(node['items'])
    }
    if (found) this.known.set(node, true)
    return found
  }

  private searchSchema(schema: unknown): boolean {
    const node = this.resolve(schema)
    return node !== undefined && this.search(node)
  }

  /** The schema object a value is, or refers to (through a chain of `$ref`s); undefined when there is none. */
  private resolve(schema: unknown): Record<string, unknown> | undefined {
    const value = this.refs.follow(schema, '', true)?.value
    return isObject(value) ? value : undefined
  }
}

/** An example of its own, as the example walk reads it. */
function hasOwnExample(node: Record<string, unknown>): boolean {
  if (node['example'] !== undefined) return true
  const examples = node['examples']
  return Array.isArray(examples) && examples[0] !== undefined
}
