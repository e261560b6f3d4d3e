import type { UnwrappedShape } from './unwrap-shape.js'

/**
 * The 21 form inputs the playground renders, one per kind of value. `literal` is fixed, `unknown` is free JSON.
 */
export type InputKind =
  | 'string'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'long'
  | 'uint'
  | 'uint64'
  | 'datetime'
  | 'uuid'
  | 'base64'
  | 'date'
  | 'bigInteger'
  | 'enum'
  | 'list'
  | 'set'
  | 'map'
  | 'literal'
  | 'unknown'
  | 'object'
  | 'discriminatedUnion'
  | 'undiscriminatedUnion'

/** Every {@link InputKind}, in the order the specification lists them. */
export const INPUT_KINDS: readonly InputKind[] = [
  'string',
  'boolean',
  'integer',
  'double',
  'long',
  'uint',
  'uint64',
  'datetime',
  'uuid',
  'base64',
  'date',
  'bigInteger',
  'enum',
  'list',
  'set',
  'map',
  'literal',
  'unknown',
  'object',
  'discriminatedUnion',
  'undiscriminatedUnion',
]

/**
 * Which input edits a value of this shape. A custom `scalar` primitive is edited as a string, since its
 * wire form is not known beyond its name.
 */
export function inputKindOf(shape: UnwrappedShape): InputKind {
  switch (shape.type) {
    case 'primitive':
      return shape.value.type === 'scalar' ? 'string' : shape.value.type
    case 'enum':
    case 'list':
    case 'set':
    case 'map':
    case 'literal':
    case 'unknown':
    case 'object':
    case 'discriminatedUnion':
    case 'undiscriminatedUnion':
      return shape.type
    default:
      shape satisfies never
      return 'unknown'
  }
}
