import { stringifyJson } from '@api-explorer/model'
import { csharpString } from '../../../targets/csharp-string.js'
import { objectKeys } from '../arguments.js'
import type { ImportSet } from '../block.js'
import { block } from '../block.js'
import { enumMemberName, identifier } from '../names.js'
import type { SdkValue } from '../sdk-value.js'
import type { NumberPrimitive, SdkValueType } from '../sdk-value-type.js'
import { fitsInt, fitsLong, floatLiteral, integerDigits, wholeValue } from '../sdk-value-type.js'

const INDENT = '    '

/** What writing C# values needs: the SDK's namespace and the snippet's `using` directives. */
export interface CsharpContext {
  namespace: string
  usings: ImportSet
}

/**
 * Types of the namespaces a C# program sees without asking (`System` and the implicit usings of SDK-style
 * projects: `System.IO`, `System.Collections.Generic`, `System.Linq`, `System.Net.Http`, `System.Threading`,
 * `System.Threading.Tasks`). An SDK type of the same name would be ambiguous, so it is written qualified.
 */
const CSHARP_AMBIENT_TYPES: ReadonlySet<string> = new Set(
  'Action Array Attribute Boolean Buffer Byte Char Console Convert DateOnly DateTime DateTimeOffset Decimal Delegate Directory Double Enum Enumerable Environment Exception File FileInfo Func GC Guid Half HttpClient HttpMethod Index Int16 Int32 Int64 Lazy Math Memory Nullable Object Path Random Range SByte Single Span Stream String Task Thread TimeOnly TimeSpan Timer Tuple Type UInt16 UInt32 UInt64 Uri ValueTuple Version Void'.split(
    ' ',
  ),
)

/** An SDK type as the snippet writes it: its name, qualified by the namespace when a System type has it. */
export function csharpTypeReference(typeName: string, context: CsharpContext): string {
  const name = identifier(typeName, 'pascal')
  return CSHARP_AMBIENT_TYPES.has(name) ? `${context.namespace}.${name}` : name
}

/** A value as a C# expression of its own type. */
export function csharpValue(value: SdkValue, context: CsharpContext): string {
  switch (value.kind) {
    case 'object': {
      const keys = value.typeName === undefined ? undefined : objectKeys(value.fields, pascal, false)
      if (value.typeName === undefined || keys === undefined)
        return dictionary(
          value.fields.map((f) => [f.key, f.value]),
          undefined,
          context,
        )
      const type = csharpTypeReference(value.typeName, context)
      return block(
        `new ${type} {`,
        value.fields.map(
          (field, index) => `${keys[index] ?? field.key} = ${csharpValue(field.value, context)}`,
        ),
        '}',
        { indent: INDENT, empty: `new ${type}()` },
      )
    }
    case 'map':
      return (
        (value.valueType === undefined
          ? undefined
          : csharpValueAs(value, { kind: 'map', value: value.valueType, optional: false }, context)) ??
        dictionary(
          value.entries.map((e) => [e.key, e.value]),
          undefined,
          context,
        )
      )
    case 'list': {
      const typed =
        value.itemType === undefined
          ? undefined
          : csharpValueAs(value, { kind: 'list', item: value.itemType, optional: false }, context)
      return (
        typed ??
        list(
          commonType(value.items, context),
          value.items.map((item) => csharpValue(item, context)),
          context,
        )
      )
    }
    case 'enum':
      return value.typeName === undefined
        ? csharpString(value.value)
        : `${csharpTypeReference(value.typeName, context)}.${enumMemberName(value.value, value.members, pascal)}`
    case 'string':
      if (value.format === 'datetime') return `System.DateTime.Parse(${csharpString(value.value)})`
      if (value.format === 'date') return `System.DateOnly.Parse(${csharpString(value.value)})`
      return csharpString(value.value)
    case 'number':
      return csharpNumber(value)
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return csharpString(stringifyJson(value.value) ?? '')
  }
}

function pascal(key: string): string {
  return identifier(key, 'pascal')
}

/**
 * A number as C# writes it: `int` literals, `L` past `int` up to ±(2^63−1), `UL` for larger uint64 values,
 * a double literal (`3.0`) for doubles and for integers no integer type holds.
 */
function csharpNumber(value: Extract<SdkValue, { kind: 'number' }>): string {
  if (!Number.isFinite(value.value) && value.digits === undefined) return 'null'
  if (value.integer) {
    const whole = wholeValue(value)
    if (fitsInt(value)) return integerDigits(value)
    if (fitsLong(value)) return `${integerDigits(value)}L`
    if (value.primitive === 'uint64' && whole !== undefined && whole > 0n && whole < 2n ** 64n)
      return `${integerDigits(value)}UL`
  }
  if (!Number.isFinite(value.value)) return 'null'
  return floatLiteral(value.value)
}

function list(elementType: string, items: readonly string[], context: CsharpContext): string {
  context.usings.add('System.Collections.Generic')
  return block(`new List<${elementType}> {`, items, '}', {
    indent: INDENT,
    empty: `new List<${elementType}>()`,
  })
}

function dictionary(
  entries: Array<[string, SdkValue]>,
  valueType: string | undefined,
  context: CsharpContext,
): string {
  context.usings.add('System.Collections.Generic')
  const type = `Dictionary<string, ${
    valueType ??
    commonType(
      entries.map(([, value]) => value),
      context,
    )
  }>`
  const items = entries.map(([key, value]) => `{ ${csharpString(key)}, ${csharpValue(value, context)} }`)
  return block(`new ${type} {`, items, '}', { indent: INDENT, empty: `new ${type}()` })
}

/** C# value types, which take `null` only as `T?`. */
const VALUE_TYPES: ReadonlySet<string> = new Set([
  'integer',
  'long',
  'uint',
  'uint64',
  'double',
  'boolean',
  'date',
  'datetime',
])

/** The range of each integer primitive's C# type. */
const INTEGER_RANGES: Record<string, [bigint, bigint]> = {
  integer: [-(2n ** 31n), 2n ** 31n - 1n],
  uint: [0n, 2n ** 32n - 1n],
  long: [-(2n ** 63n), 2n ** 63n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
}

/**
 * A value as a C# expression of a declared type, or `undefined` when it does not fit the type: the
 * container is then typed by its values instead.
 */
function csharpValueAs(value: SdkValue, type: SdkValueType, context: CsharpContext): string | undefined {
  if (type.kind === 'unknown') return csharpValue(value, context)
  switch (value.kind) {
    case 'null': {
      const valueType = type.kind === 'enum' || (type.kind === 'primitive' && VALUE_TYPES.has(type.primitive))
      return type.optional || !valueType ? 'null' : undefined
    }
    case 'number': {
      if (type.kind !== 'primitive') return undefined
      if (type.primitive === 'double')
        return Number.isFinite(value.value) ? floatLiteral(value.value) : undefined
      const range = INTEGER_RANGES[type.primitive]
      const big = wholeValue(value)
      if (range === undefined || big === undefined) return undefined
      if (big < range[0] || big > range[1]) return undefined
      return csharpNumber({ ...value, integer: true, primitive: type.primitive as NumberPrimitive })
    }
    case 'string': {
      const dated = value.format === 'date' || value.format === 'datetime'
      if (type.kind === 'enum')
        return type.typeName === undefined && !dated ? csharpValue(value, context) : undefined
      if (type.kind !== 'primitive') return undefined
      if (type.primitive === 'date' || type.primitive === 'datetime')
        return value.format === type.primitive ? csharpValue(value, context) : undefined
      return !dated && !VALUE_TYPES.has(type.primitive) ? csharpValue(value, context) : undefined
    }
    case 'boolean':
      return type.kind === 'primitive' && type.primitive === 'boolean' ? String(value.value) : undefined
    case 'enum':
      return type.kind === 'enum' && type.typeName === value.typeName
        ? csharpValue(value, context)
        : undefined
    case 'object':
      if (type.kind !== 'object') return undefined
      if (type.typeName === undefined && value.typeName === undefined)
        return dictionary(
          value.fields.map((f) => [f.key, f.value]),
          'object?',
          context,
        )
      return type.typeName === value.typeName && objectKeys(value.fields, pascal, false) !== undefined
        ? csharpValue(value, context)
        : undefined
    case 'map': {
      if (type.kind === 'object' && type.typeName === undefined)
        return dictionary(
          value.entries.map((e) => [e.key, e.value]),
          'object?',
          context,
        )
      if (type.kind !== 'map') return undefined
      const items: string[] = []
      for (const entry of value.entries) {
        const item = csharpValueAs(entry.value, type.value, context)
        if (item === undefined) return undefined
        items.push(`{ ${csharpString(entry.key)}, ${item} }`)
      }
      context.usings.add('System.Collections.Generic')
      const mapType = `Dictionary<string, ${csharpTypeName(type.value, context)}>`
      return block(`new ${mapType} {`, items, '}', { indent: INDENT, empty: `new ${mapType}()` })
    }
    case 'list': {
      if (type.kind !== 'list') return undefined
      const items: string[] = []
      for (const item of value.items) {
        const written = csharpValueAs(item, type.item, context)
        if (written === undefined) return undefined
        items.push(written)
      }
      return list(csharpTypeName(type.item, context), items, context)
    }
    case 'json':
      return undefined
  }
}

/** The C# type of a declared type, as Fern's C# SDKs spell it (`T?` when optional). */
function csharpTypeName(type: SdkValueType, context: CsharpContext): string {
  const bare = bareTypeName(type, context)
  return type.optional && !bare.endsWith('?') ? `${bare}?` : bare
}

function bareTypeName(type: SdkValueType, context: CsharpContext): string {
  switch (type.kind) {
    case 'primitive':
      return (
        {
          integer: 'int',
          long: 'long',
          uint: 'uint',
          uint64: 'ulong',
          double: 'double',
          boolean: 'bool',
          date: 'System.DateOnly',
          datetime: 'System.DateTime',
        }[type.primitive as string] ?? 'string'
      )
    case 'enum':
      return type.typeName === undefined ? 'string' : csharpTypeReference(type.typeName, context)
    case 'object':
      return type.typeName === undefined
        ? 'Dictionary<string, object?>'
        : csharpTypeReference(type.typeName, context)
    case 'list':
      return `List<${csharpTypeName(type.item, context)}>`
    case 'map':
      return `Dictionary<string, ${csharpTypeName(type.value, context)}>`
    case 'unknown':
      return 'object?'
  }
}

/** The element type of undeclared values: their common type, else `object?`. */
function commonType(values: readonly SdkValue[], context: CsharpContext): string {
  const types = new Set(
    values.map((value) => {
      switch (value.kind) {
        case 'string':
          return value.format === 'text' || value.format === 'base64' ? 'string' : 'object?'
        case 'number':
          if (!value.integer || !fitsLong(value)) return 'double'
          return fitsInt(value) && value.primitive !== 'long' ? 'int' : 'long'
        case 'boolean':
          return 'bool'
        case 'object':
          return value.typeName === undefined || objectKeys(value.fields, pascal, false) === undefined
            ? 'object?'
            : csharpTypeReference(value.typeName, context)
        case 'enum':
          return value.typeName === undefined ? 'object?' : csharpTypeReference(value.typeName, context)
        default:
          return 'object?'
      }
    }),
  )
  return types.size === 1 ? ([...types][0] ?? 'object?') : 'object?'
}
