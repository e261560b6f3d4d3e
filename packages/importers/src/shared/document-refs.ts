import { $RefParser, type $Refs } from '@apidevtools/json-schema-ref-parser'

import type { Diagnostics } from './diagnostics.js'
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
 * The `$ref` resolution of one document, built on `@apidevtools/json-schema-ref-parser`: external files are
 * bundled into the document first (when allowed), then every lookup is a JSON pointer into it.
 */
export class DocumentRefs {
  private readonly cache = new Map<string, ResolvedRef | undefined>()

  private constructor(
    readonly document: JsonObject,
    private readonly refs: $Refs,
    private readonly diagnostics: Diagnostics,
  ) {}

  /** Prepares resolution for a document; with `externalRefs` the result is a bundled copy of it. */
  static async create(
    document: JsonObject,
    diagnostics: Diagnostics,
    options: RefOptions,
  ): Promise<DocumentRefs> {
    let root = document
    if (options.externalRefs === true) {
      const copy = structuredClone(document)
      root = (await (options.baseUrl === undefined
        ? $RefParser.bundle(copy, { resolve: { external: true } })
        : $RefParser.bundle(options.baseUrl, copy, { resolve: { external: true } }))) as JsonObject
    }
    const refs = await $RefParser.resolve(root, { resolve: { external: false } })
    return new DocumentRefs(root, refs, diagnostics)
  }

  /**
   * Follows `value` while it is a `{$ref}` object, reporting a dangling, external or circular reference at
   * `pointer`. Returns the final value and its pointer (the input itself when it is not a reference).
   */
  follow(value: unknown, pointer: string): ResolvedRef | undefined {
    let current: ResolvedRef = { value, pointer }
    const seen = new Set<string>()
    while (isObject(current.value) && typeof current.value['$ref'] === 'string') {
      const ref = current.value['$ref']
      if (seen.has(ref)) {
        this.diagnostics.error(current.pointer, `Circular reference ${ref}.`)
        return undefined
      }
      seen.add(ref)
      const target = this.lookup(ref, current.pointer)
      if (target === undefined) {
        return undefined
      }
      current = target
    }
    return current
  }

  /** The value a `$ref` string points at, or undefined (with a diagnostic at `from`). */
  lookup(ref: string, from: string): ResolvedRef | undefined {
    if (this.cache.has(ref)) {
      return this.cache.get(ref)
    }
    const pointer = refToPointer(ref)
    let resolved: ResolvedRef | undefined
    if (pointer === undefined) {
      this.diagnostics.error(
        from,
        `External reference ${ref} was not resolved; import with { externalRefs: true, baseUrl } to follow it.`,
      )
    } else {
      try {
        const value: unknown = this.refs.get(ref)
        resolved = value === undefined ? undefined : { value, pointer }
      } catch {
        resolved = undefined
      }
      if (resolved === undefined) {
        this.diagnostics.error(from, `Reference ${ref} points at nothing in the document.`)
      }
    }
    this.cache.set(ref, resolved)
    return resolved
  }
}
