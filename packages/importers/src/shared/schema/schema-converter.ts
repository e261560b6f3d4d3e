import type {
  ObjectProperty,
  ObjectType,
  TypeDefinition,
  TypeId,
  TypeReference,
  TypeShape,
} from '@api-explorer/model'

import type { Diagnostics } from '../diagnostics.js'
import type { DocumentRefs } from '../document-refs.js'
import { IMPORT_LIMITS } from '../expansion-budget.js'
import { emptyRecord, isObject, setOwn, stringOr, textOr, type JsonObject } from '../guards.js'
import { childPointer, lastPointerSegment } from '../json-pointer.js'
import { UniqueIds } from '../unique-ids.js'
import { allOfShape } from './all-of.js'
import { InternedShapes } from './interned-shapes.js'
import { unionShape } from './composition.js'
import { constShape, enumShape } from './enums.js'
import { arrayShape, objectShape } from './containers.js'
import { numberPrimitive, stringPrimitive } from './primitives.js'
import { schemaProperties, schemaProperty } from './properties.js'
import {
  availabilityOf,
  inferType,
  isNullableSchema,
  isTypeKeyword,
  UNKNOWN_SHAPE,
  withNullable,
} from './schema-facts.js'
import { inlineTypeName } from './type-names.js'

/** Where named schemas live in the document, e.g. `/components/schemas/` (OpenAPI 3) or `/definitions/`. */
export type SchemaConverterOptions = {
  refs: DocumentRefs
  diagnostics: Diagnostics
  namedSchemaPrefixes: string[]
  /** Overrides {@link IMPORT_LIMITS.maxInlineShapes} (tests). */
  maxInlineShapes?: number
}

/** Inline schemas nested deeper than this are cut off (recursion always goes through `$ref`, so real documents never get here). */
const MAX_INLINE_DEPTH = 64

/** A top-level conversion kept for reuse: at which pointer, and the shapes it took. */
type ConvertedShape = { pointer: string; shape: TypeShape; count: number }

/**
 * Turns JSON Schemas (the OpenAPI 3.0, 3.1 and Swagger 2.0 dialects, AsyncAPI and OpenRPC payloads) into model
 * shapes. Every `$ref` becomes a reference to a named type, converted once, so recursive schemas stay finite and
 * shared schemas are not copied.
 */
export class SchemaConverter {
  private readonly types: Record<TypeId, TypeDefinition> = emptyRecord()
  private readonly idsByPointer = new Map<string, TypeId>()
  private readonly ids = new UniqueIds()
  /** Ids in the order they were handed out: the named schemas first, in declaration order. */
  private readonly order: TypeId[] = []
  private readonly pending: Array<{ id: TypeId; pointer: string; schema: unknown; name: string }> = []
  private depth = 0
  /** Shapes converted so far; the budget ends an expansion that the document's size does not bound. */
  private converted = 0
  /**
   * The top-level shapes converted so far by schema (the value, an object by identity); see
   * {@link SchemaConverter.shape}. Keyed by the schema rather than the pointer: a pointer is a string built by
   * concatenation, which a `Map` must copy into one piece and hash on every lookup.
   */
  private readonly shapes = new Map<unknown, ConvertedShape>()
  /** How many conversions were cut short (depth or budget): a result that had one is not reused. */
  private cutShort = 0
  /** The primitives, references and optional wrappers this import shares; see {@link InternedShapes}. */
  readonly interned: InternedShapes = new InternedShapes()

  constructor(readonly options: SchemaConverterOptions) {}

  /** The diagnostics of the import. */
  get diagnostics(): Diagnostics {
    return this.options.diagnostics
  }

  /** The document's references. */
  get refs(): DocumentRefs {
    return this.options.refs
  }

  /** Registers every schema of a named-schema container (e.g. `components.schemas`), in declaration order. */
  registerNamedSchemas(container: unknown, pointer: string): void {
    if (!isObject(container)) {
      return
    }
    for (const [name, schema] of Object.entries(container)) {
      this.typeIdAt(childPointer(pointer, name), schema)
    }
  }

  /** All named types in the order their ids were handed out, after converting the ones still waiting. */
  finish(): Record<TypeId, TypeDefinition> {
    // Converting a type can queue more; an index walk keeps this linear.
    for (let index = 0; index < this.pending.length; index++) {
      const next = this.pending[index]
      if (next !== undefined) {
        this.types[next.id] = this.typeDefinition(next.schema, next.pointer, next.name)
      }
    }
    this.pending.length = 0
    // A plain object (the definition is plain JSON); `setOwn` keeps an id such as `__proto__` own.
    const types: Record<TypeId, TypeDefinition> = {}
    for (const id of this.order) {
      const type = this.types[id]
      if (type !== undefined) setOwn(types, id, type)
    }
    return types
  }

  /**
   * The shape of a schema found at `pointer`. The same schema at the same pointer converts to the same shape
   * (a component parameter, response or header used by many operations, a path-level parameter of every
   * method, a body offered in several media types): a conversion asked for at the top (not inside another
   * schema) is kept and handed out again, which saves the work and the memory of a copy (the model is
   * read-only; `UNKNOWN_SHAPE` is shared already). Reuse changes nothing else: every type the conversion names
   * is registered the first time, its diagnostics are said once anyway, it starts at the same depth (the top)
   * and counts against the shape budget as a conversion would; one that was cut short is not kept.
   */
  shape(schema: unknown, pointer: string): TypeShape {
    if (this.depth > 0) return this.convertCounted(schema, pointer)
    const limit = this.options.maxInlineShapes ?? IMPORT_LIMITS.maxInlineShapes
    const known = this.shapes.get(schema)
    if (known !== undefined && known.pointer === pointer && this.converted + known.count <= limit) {
      this.converted += known.count
      return known.shape
    }
    const converted = this.converted
    const cutShort = this.cutShort
    const shape = this.convertCounted(schema, pointer)
    // A `$ref` converts again to the same shared reference, about as cheaply as this cache finds it; keeping it
    // here would keep an entry and its pointer to the end of the import (Kubernetes: 1,845 of 3,840 entries,
    // each schema met once).
    if (this.cutShort === cutShort && !this.interned.isReference(shape)) {
      this.shapes.set(schema, { pointer, shape, count: this.converted - converted })
    }
    return shape
  }

  /** A conversion within the depth limit and the shape budget (else unknown, with a diagnostic). */
  private convertCounted(schema: unknown, pointer: string): TypeShape {
    if (this.depth >= MAX_INLINE_DEPTH) {
      this.cutShort++
      this.diagnostics.error(
        pointer,
        `Schema nested more than ${MAX_INLINE_DEPTH} levels deep; imported as unknown.`,
      )
      return UNKNOWN_SHAPE
    }
    const limit = this.options.maxInlineShapes ?? IMPORT_LIMITS.maxInlineShapes
    if (this.converted >= limit) {
      this.cutShort++
      // Said once, where the budget ran out; every later shape is unknown too.
      if (this.converted++ === limit)
        this.diagnostics.error(
          pointer,
          `The document's schemas expand to more than ${limit.toLocaleString('en-US')} shapes (budget maxInlineShapes); the rest are imported as unknown.`,
        )
      return UNKNOWN_SHAPE
    }
    this.converted++
    this.depth++
    try {
      return this.convert(schema, pointer)
    } finally {
      this.depth--
    }
  }

  /**
   * A reference to a schema's type: the alias target when it is one, else a named type `name`. A schema met
   * again at the same pointer (a shared component parameter or response used by several operations) is the
   * type defined the first time, not a copy.
   */
  reference(schema: unknown, pointer: string, name: string): TypeReference {
    return this.referenceShape(schema, pointer, name).value
  }

  /**
   * {@link SchemaConverter.reference} as an alias shape, the one this import shares for that type: a response or
   * request body that is a named type then costs no object of its own (Kubernetes' definition had 2,300 such
   * aliases of its own).
   */
  referenceShape(schema: unknown, pointer: string, name: string): Extract<TypeShape, { type: 'alias' }> {
    const known = this.idsByPointer.get(pointer)
    if (known !== undefined) {
      return this.interned.reference(known)
    }
    const shape = this.shape(schema, pointer)
    if (shape.type === 'alias') {
      return shape
    }
    return this.interned.reference(this.defineType(pointer, name, shape, schema))
  }

  /** Adds an already converted shape as a named type and returns its id (the known one for a known pointer). */
  defineType(pointer: string, name: string, shape: TypeShape, schema?: unknown): TypeId {
    const known = this.idsByPointer.get(pointer)
    if (known !== undefined) {
      return known
    }
    const id = this.ids.allocate(name)
    this.order.push(id)
    this.idsByPointer.set(pointer, id)
    const description = isObject(schema) ? textOr(schema['description']) : undefined
    this.types[id] = description === undefined ? { name, shape } : { name, shape, description }
    return id
  }

  /** The id of the named type for the schema at `pointer` (registering it on first use). */
  typeIdAt(pointer: string, schema: unknown): TypeId {
    const known = this.idsByPointer.get(pointer)
    if (known !== undefined) {
      return known
    }
    const name = this.nameOf(pointer)
    const id = this.ids.allocate(name)
    this.order.push(id)
    this.idsByPointer.set(pointer, id)
    this.pending.push({ id, pointer, schema, name })
    return id
  }

  /** The properties of an object schema (following `$ref` and `allOf`), for bodies that are forms. */
  objectOf(schema: unknown, pointer: string): ObjectType | undefined {
    const resolved = this.refs.follow(schema, pointer)
    if (resolved === undefined || !isObject(resolved.value)) {
      return undefined
    }
    const shape = this.shape(resolved.value, resolved.pointer)
    return shape.type === 'object' ? { ...shape } : undefined
  }

  /** The object properties of a schema with `properties` and `required`. */
  properties(schema: JsonObject, pointer: string): ObjectProperty[] {
    return schemaProperties(this, schema, pointer)
  }

  /** One property: optional unless required; read-only / write-only; deprecated → availability. */
  property(key: string, schema: unknown, pointer: string, required: boolean): ObjectProperty {
    return schemaProperty(this, key, schema, pointer, required)
  }

  private typeDefinition(schema: unknown, pointer: string, name: string): TypeDefinition {
    const facts = isObject(schema) ? schema : {}
    const description = textOr(facts['description'])
    const displayName = textOr(facts['title'])
    const availability = availabilityOf(facts)
    // Field by field in the model's order (no conditional spreads: one object, no temporaries); the common
    // case, a description alone, in one literal (see `schemaProperty`).
    const shape = this.shape(schema, pointer)
    const titled = displayName !== undefined && displayName !== name
    const definition: TypeDefinition =
      description === undefined || titled ? { name, shape } : { name, shape, description }
    if (titled) {
      definition.displayName = displayName
      if (description !== undefined) definition.description = description
    }
    if (availability !== undefined) definition.availability = availability
    return definition
  }

  private nameOf(pointer: string): string {
    const named = this.options.namedSchemaPrefixes.find((prefix) => pointer.startsWith(prefix))
    if (named !== undefined && !pointer.slice(named.length).includes('/')) {
      return lastPointerSegment(pointer)
    }
    return inlineTypeName(pointer)
  }

  private convert(schema: unknown, pointer: string): TypeShape {
    if (schema === true || schema === undefined) {
      return UNKNOWN_SHAPE
    }
    if (!isObject(schema)) {
      this.diagnostics.warning(pointer, 'Expected a schema object; imported as unknown.')
      return UNKNOWN_SHAPE
    }
    const ref = stringOr(schema['$ref'])
    if (ref !== undefined) {
      const target = this.refs.lookup(ref, pointer)
      if (target === undefined) {
        return UNKNOWN_SHAPE
      }
      const id = this.typeIdAt(target.pointer, target.value)
      return withNullable(this.interned.reference(id), isNullableSchema(schema))
    }
    const typeList = Array.isArray(schema['type']) ? (schema['type'] as unknown[]) : undefined
    if (typeList !== undefined) {
      return this.typeListShape(schema, typeList, pointer)
    }
    return withNullable(this.baseShape(schema, pointer), isNullableSchema(schema))
  }

  /** JSON Schema 2020-12 type arrays: `['string', 'null']` is a nullable string, several types a union. */
  private typeListShape(schema: JsonObject, typeList: unknown[], pointer: string): TypeShape {
    const types = typeList.filter((type): type is string => typeof type === 'string' && type !== 'null')
    const nullable = typeList.includes('null') || isNullableSchema(schema)
    if (types.length <= 1) {
      const single = types[0]
      const base = single === undefined ? UNKNOWN_SHAPE : this.baseShape({ ...schema, type: single }, pointer)
      return withNullable(base, nullable)
    }
    const variants = types.map((type) => ({
      displayName: type,
      shape: this.baseShape({ ...schema, type }, pointer),
    }))
    return withNullable({ type: 'undiscriminatedUnion', variants }, nullable)
  }

  private baseShape(schema: JsonObject, pointer: string): TypeShape {
    if (schema['const'] !== undefined) {
      return constShape(this, schema, pointer)
    }
    if (Array.isArray(schema['enum'])) {
      return enumShape(this, schema, pointer)
    }
    if (Array.isArray(schema['allOf'])) {
      return allOfShape(this, schema, pointer)
    }
    if (Array.isArray(schema['oneOf']) || Array.isArray(schema['anyOf'])) {
      return unionShape(this, schema, pointer)
    }
    if (
      schema['not'] !== undefined &&
      Object.keys(schema).every((key) => key === 'not' || !isTypeKeyword(key))
    ) {
      this.diagnostics.info(
        childPointer(pointer, 'not'),
        '"not" schemas are not supported; imported as unknown.',
      )
      return UNKNOWN_SHAPE
    }
    return this.typedShape(schema, pointer)
  }

  private typedShape(schema: JsonObject, pointer: string): TypeShape {
    const type = stringOr(schema['type']) ?? inferType(schema)
    switch (type) {
      case 'string':
        return this.interned.primitive(stringPrimitive(schema))
      case 'file':
        // Swagger 2.0 `type: file` (formData parameters and responses).
        return this.interned.primitive({ type: 'string', format: 'binary' })
      case 'integer':
      case 'number':
        return this.interned.primitive(numberPrimitive(schema, type))
      case 'boolean': {
        const value = schema['default']
        return this.interned.primitive(
          typeof value === 'boolean' ? { type: 'boolean', default: value } : { type: 'boolean' },
        )
      }
      case 'array':
        return arrayShape(this, schema, pointer)
      case 'object':
        return objectShape(this, schema, pointer)
      case 'null':
        return withNullable(UNKNOWN_SHAPE, true)
      case undefined:
        return UNKNOWN_SHAPE
      default:
        this.diagnostics.warning(
          childPointer(pointer, 'type'),
          `Unknown schema type "${type}"; imported as unknown.`,
        )
        return UNKNOWN_SHAPE
    }
  }
}
