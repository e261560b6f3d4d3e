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
 * search has already seen. References are followed without
 * diagnostics: the walk, when it runs, and the schema conversion report them.
 */
export class ExampleReach {
  private readonly known = new Map<object, boolean>()
  /**
   * The schemas seen by the current search. A schema seen once is not searched again in the same search (it
   * is open, a cycle, or done without an example): a search's answer needs every reachable schema once, and
   * a schema shared by many properties (Kubernetes' `ObjectMeta`) would otherwise be searched once per path.
   */
  private readonly seen = new Set<object>()
  /** Whether any object of the document has an example; asked once, before the first search. */
  private anywhere: boolean | undefined

  constructor(private readonly refs: DocumentRefs) {}

  /** Whether the schema (maybe a `$ref`) can lead to an example. */
  reaches(schema: unknown): boolean {
    // A document without a single example (Stripe) needs no search, nor the memory of its answers.
    this.anywhere ??= hasAnyExample(this.refs.document)
    if (!this.anywhere) return false
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

/**
 * Whether any object in the document has an example of its own, as the walk reads one. One pass without
 * recursion that stops at the first; the document is a tree, or a graph without cycles when YAML aliases
 * share a value (a value inside itself is refused on reading), so nothing is visited forever.
 */
function hasAnyExample(document: unknown): boolean {
  const stack: unknown[] = [document]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value !== 'object' || value === null) continue
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) stack.push(item)
      continue
    }
    const node = value as Record<string, unknown>
    if (hasOwnExample(node)) return true
    for (const key in node) {
      const child = node[key]
      if (typeof child === 'object' && child !== null) stack.push(child)
    }
  }
  return false
}
