import type { Diagnostics } from './diagnostics.js'
import { checkAliasExpansion } from './expansion-budget.js'
import { isObject, type JsonObject } from './guards.js'
import { refToPointer } from './json-pointer.js'

/** How `$ref`s that point outside the document are handled. */
export type RefOptions = {
  /**
   * Fetch and inline references to other files or URLs (`$ref: './pet.yaml#/Pet'`), resolved against
   * `baseUrl`. Off by default: importing then never touches the network or the file system, and each
   * external reference becomes a diagnostic.
   */
  externalRefs?: boolean
  /** The URL or file path the document was read from; relative external references resolve against it. */
  baseUrl?: string
}

/** A value found by following a `$ref`, with the JSON pointer it lives at. */
export type ResolvedRef = { value: unknown; pointer: string }

/**
 * The `$ref` resolution of one document. External files are bundled into it first, when allowed, by
 * `@apidevtools/json-schema-ref-parser` (which handles relative paths, URLs, YAML and JSON files and refs
 * between them); after that every reference is local, and a lookup is a plain JSON pointer walk. The walk is
 * ours because it must not follow a `$ref` at the end of the pointer: `#/components/schemas/Pet` names the
 * component even when the component itself is a reference (maybe an unresolvable one), and the importer
 * follows chains one hop at a time to name each type and report each failure where it happens.
 */
export class DocumentRefs {
  private readonly cache = new Map<string, ResolvedRef | undefined>()

  private constructor(
    readonly document: JsonObject,
    private readonly diagnostics: Diagnostics,
  ) {}

  /** Prepares resolution for a document; with `externalRefs` the result is a bundled copy of it. */
  static async create(
    document: JsonObject,
    diagnostics: Diagnostics,
    options: RefOptions,
  ): Promise<DocumentRefs> {
    let root = document
    if (options.externalRefs === true && hasExternalRef(document)) {
      // Loaded only for a document that references other files: it is large and needs Node's `path`, so a
      // browser bundle keeps it in a chunk of its own that most imports never fetch.
      const { $RefParser } = await import('@apidevtools/json-schema-ref-parser')
      const copy = structuredClone(document)
      root = (await (options.baseUrl === undefined
        ? $RefParser.bundle(copy, { resolve: { external: true } })
        : $RefParser.bundle(options.baseUrl, copy, { resolve: { external: true } }))) as JsonObject
      // The referenced files are YAML too, and their aliases are held to the same budget.
      checkAliasExpansion(root)
    }
    return new DocumentRefs(root, diagnostics)
  }

  /**
   * Follows `value` while it is a `{$ref}` object, reporting a dangling, external or circular reference at
   * `pointer`. Returns the final value and its pointer (the input itself when it is not a reference).
   * `quiet`: without diagnostics (for questions the import answers again where it reports).
   */
  follow(value: unknown, pointer: string, quiet = false): ResolvedRef | undefined {
    let current: ResolvedRef = { value, pointer }
    // Called for every schema node, and most are no reference or one hop: the set of refs followed is made
    // only for a chain (a ref to a ref).
    let first: string | undefined
    let seen: Set<string> | undefined
    while (isObject(current.value) && typeof current.value['$ref'] === 'string') {
      const ref = current.value['$ref']
      if (ref === first || seen?.has(ref) === true) {
        if (!quiet) this.diagnostics.error(current.pointer, `Circular reference ${ref}.`)
        return undefined
      }
      if (first === undefined) first = ref
      else (seen ??= new Set([first])).add(ref)
      const target = quiet ? this.peek(ref) : this.lookup(ref, current.pointer)
      if (target === undefined) {
        return undefined
      }
      current = target
    }
    return current
  }

  /** The value a `$ref` string points at, or undefined (with a diagnostic at `from`, for every referrer). */
  lookup(ref: string, from: string): ResolvedRef | undefined {
    const resolved = this.peek(ref)
    if (resolved === undefined) {
      this.diagnostics.error(
        from,
        ref.startsWith('#')
          ? `Reference ${ref} points at nothing in the document.`
          : `External reference ${ref} was not resolved; import with { externalRefs: true, baseUrl } to follow it.`,
      )
    }
    return resolved
  }

  /** What {@link DocumentRefs.lookup} finds, without a diagnostic (for questions the import answers twice). */
  peek(ref: string): ResolvedRef | undefined {
    let resolved = this.cache.get(ref)
    if (resolved === undefined && !this.cache.has(ref)) {
      const pointer = refToPointer(ref)
      const value = pointer === undefined ? undefined : valueAt(this.document, pointer)
      resolved = pointer === undefined || value === undefined ? undefined : { value, pointer }
      this.cache.set(ref, resolved)
    }
    return resolved
  }
}

/** Whether any `$ref` in the document points outside it (does not start with `#`). Walks without recursion. */
export function hasExternalRef(document: unknown): boolean {
  const stack: unknown[] = [document]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value !== 'object' || value === null || seen.has(value)) continue
    seen.add(value)
    if (!Array.isArray(value)) {
      const ref = (value as Record<string, unknown>)['$ref']
      if (typeof ref === 'string' && !ref.startsWith('#')) return true
    }
    for (const child of Object.values(value)) stack.push(child)
  }
  return false
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
function valueAt(document: unknown, pointer: string): unknown {
  if (pointer === '') return document
  if (!pointer.startsWith('/')) return undefined
  let current: unknown = document
  // Most pointers have no escaped `/` or `~`: their segments are used as they are.
  const escaped = pointer.includes('~')
  for (const raw of pointer.slice(1).split('/')) {
    const segment = escaped ? raw.replaceAll('~1', '/').replaceAll('~0', '~') : raw
    if (Array.isArray(current)) {
      current = /^\d+$/.test(segment) ? current[Number(segment)] : undefined
    } else if (isObject(current) && Object.hasOwn(current, segment)) {
      current = current[segment]
    } else {
      return undefined
    }
  }
  return current
}
