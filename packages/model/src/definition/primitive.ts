/** Constraints shared by numeric primitives. */
export type NumberConstraints = {
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean
  exclusiveMaximum?: boolean
  multipleOf?: number
  default?: number
}

/** A string primitive with its validation rules. */
export type StringPrimitive = {
  type: 'string'
  /** OpenAPI-style format hint, e.g. `password`, `email`, `uri`. */
  format?: string
  regex?: string
  minLength?: number
  maxLength?: number
  default?: string
}

/** A scalar value type. Unions are discriminated by `type`. */
export type PrimitiveType =
  | StringPrimitive
  | ({ type: 'integer' } & NumberConstraints)
  | ({ type: 'double' } & NumberConstraints)
  | ({ type: 'long' } & NumberConstraints)
  | ({ type: 'uint' } & NumberConstraints)
  | ({ type: 'uint64' } & NumberConstraints)
  | { type: 'boolean'; default?: boolean }
  | { type: 'datetime'; default?: string }
  | { type: 'date'; default?: string }
  | { type: 'uuid'; default?: string }
  | { type: 'base64'; default?: string; mimeType?: string }
  | { type: 'bigInteger'; default?: string }
  | { type: 'scalar'; name: string; description?: string; default?: unknown }

/** The `type` tag of a {@link PrimitiveType}. */
export type PrimitiveKind = PrimitiveType['type']

/** A fixed value. */
export type LiteralType =
  { type: 'booleanLiteral'; value: boolean } | { type: 'stringLiteral'; value: string }
