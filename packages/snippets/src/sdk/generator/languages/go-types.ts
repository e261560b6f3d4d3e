import { objectKeys } from '../arguments.js'
import type { SdkValue } from '../sdk-value.js'
import type { SdkValueType } from '../sdk-value-type.js'
import { fitsLong } from '../sdk-value-type.js'
import type { GoContext } from './go-names.js'
import { goExported, sdkName } from './go-names.js'

/** The Go type of a declared type, as Fern's Go SDKs spell it (optional scalars and enums as pointers). */
export function goTypeName(type: SdkValueType, context: GoContext): string {
  const pointer = type.optional && (type.kind === 'primitive' || type.kind === 'enum')
  return `${pointer ? '*' : ''}${bareTypeName(type, context)}`
}

function bareTypeName(type: SdkValueType, context: GoContext): string {
  switch (type.kind) {
    case 'primitive':
      switch (type.primitive) {
        case 'integer':
        case 'uint':
          return 'int'
        case 'long':
        case 'uint64':
          return 'int64'
        case 'double':
          return 'float64'
        case 'boolean':
          return 'bool'
        case 'date':
        case 'datetime':
          context.uses.add('time')
          return 'time.Time'
        default:
          return 'string'
      }
    case 'enum':
      return type.typeName === undefined ? 'string' : sdkName(context, goExported(type.typeName))
    case 'object':
      return type.typeName === undefined
        ? 'map[string]interface{}'
        : `*${sdkName(context, goExported(type.typeName))}`
    case 'list':
      return `[]${goTypeName(type.item, context)}`
    case 'map':
      return `map[string]${goTypeName(type.value, context)}`
    case 'unknown':
      return 'interface{}'
  }
}

/** The Go element type of undeclared values: their common type, else `interface{}`. */
export function commonType(values: readonly SdkValue[], context: GoContext): string {
  const types = new Set(values.map((value) => naturalType(value, context.alias)))
  const only = types.size === 1 ? [...types][0] : undefined
  if (only === undefined) return 'interface{}'
  if (only === 'time.Time') context.uses.add('time')
  // The type names are the generator's own, never text from the data.
  if (only.includes(`${context.alias}.`)) context.uses.add('sdk')
  return only
}

function naturalType(value: SdkValue, alias: string): string {
  switch (value.kind) {
    case 'object':
      return value.typeName === undefined || objectKeys(value.fields, goExported, false) === undefined
        ? 'interface{}'
        : `*${alias}.${goExported(value.typeName)}`
    case 'enum':
      return value.typeName === undefined ? 'string' : `${alias}.${goExported(value.typeName)}`
    case 'string':
      return value.format === 'datetime' || value.format === 'date' ? 'time.Time' : 'string'
    case 'number':
      if (!Number.isFinite(value.value)) return 'interface{}'
      if (!value.integer || !fitsLong(value)) return 'float64'
      return value.primitive === 'long' || value.primitive === 'uint64' ? 'int64' : 'int'
    case 'boolean':
      return 'bool'
    default:
      return 'interface{}'
  }
}
