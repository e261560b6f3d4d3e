import { stringifyJson } from '@api-explorer/model'
import { goString } from '../../../targets/go-string.js'
import { objectKeys } from '../arguments.js'
import { block } from '../block.js'
import { enumMemberName } from '../names.js'
import type { SdkField, SdkValue } from '../sdk-value.js'
import type { SdkValueType } from '../sdk-value-type.js'
import { fitsLong, floatLiteral, integerDigits } from '../sdk-value-type.js'
import type { GoContext } from './go-names.js'
import { goExported, sdkName } from './go-names.js'
import { commonType, goTypeName } from './go-types.js'

const INDENT = '\t'

/** A struct field of a request or typed object; optional fields take pointers. */
export function goStructField(name: string, field: SdkField, context: GoContext): string {
  return `${name}: ${goValue(field.value, context, field.optional)}`
}

/** A value as a Go expression of its own type; `pointer` for optional fields, which the SDK types as pointers. */
export function goValue(value: SdkValue, context: GoContext, pointer: boolean): string {
  switch (value.kind) {
    case 'object': {
      const keys = value.typeName === undefined ? undefined : objectKeys(value.fields, goExported, false)
      if (value.typeName === undefined || keys === undefined)
        return mapLiteral(
          value.fields.map((f) => [f.key, f.value]),
          undefined,
          context,
        )
      return `&${sdkName(context, goExported(value.typeName))}${block(
        '{',
        value.fields.map((field, index) => goStructField(keys[index] ?? field.key, field, context)),
        '}',
        { indent: INDENT },
      )}`
    }
    case 'map':
      return (
        (value.valueType === undefined ? undefined : goValueAs(value, mapType(value.valueType), context)) ??
        mapLiteral(
          value.entries.map((e) => [e.key, e.value]),
          undefined,
          context,
        )
      )
    case 'list': {
      if (value.itemType !== undefined) {
        const typed = goValueAs(value, { kind: 'list', item: value.itemType, optional: false }, context)
        if (typed !== undefined) return typed
      }
      const type = commonType(value.items, context)
      return listLiteral(
        type,
        value.items.map((item) => goValue(item, context, false)),
      )
    }
    case 'enum':
      return value.typeName === undefined
        ? wrap(goString(value.value), 'String', context, pointer)
        : `${enumConstant(value.typeName, value.value, value.members, context)}${pointer ? '.Ptr()' : ''}`
    case 'string':
      if (value.format === 'datetime' || value.format === 'date') {
        const parse = value.format === 'date' ? 'MustParseDate' : 'MustParseDateTime'
        return wrap(`${sdkName(context, parse)}(${goString(value.value)})`, 'Time', context, pointer)
      }
      return wrap(goString(value.value), 'String', context, pointer)
    case 'number':
      return goNumber(value, context, pointer) ?? 'nil'
    case 'boolean':
      return wrap(String(value.value), 'Bool', context, pointer)
    case 'null':
      return 'nil'
    case 'json':
      return goString(stringifyJson(value.value) ?? '')
  }
}

/** The pointer helper of the SDK per numeric primitive; Fern's Go SDKs type uint as int, uint64 as int64. */
const NUMBER_HELPERS = { integer: 'Int', long: 'Int64', uint: 'Int', uint64: 'Int64', double: 'Float64' }

/**
 * A number: integers of an integer type within int64 as digits, anything else as a float literal (never a
 * constant that would be truncated or overflow), through the pointer helper of its primitive.
 */
function goNumber(
  value: Extract<SdkValue, { kind: 'number' }>,
  context: GoContext,
  pointer: boolean,
): string | undefined {
  if (!Number.isFinite(value.value)) return undefined
  if (value.integer && fitsLong(value)) {
    const helper = value.primitive === undefined ? 'Int' : NUMBER_HELPERS[value.primitive]
    return wrap(integerDigits(value), helper, context, pointer)
  }
  return wrap(floatLiteral(value.value), 'Float64', context, pointer)
}

function wrap(literal: string, helper: string, context: GoContext, pointer: boolean): string {
  return pointer ? `${sdkName(context, helper)}(${literal})` : literal
}

function enumConstant(
  typeName: string,
  value: string,
  members: readonly string[] | undefined,
  context: GoContext,
): string {
  const name = enumMemberName(value, members, (member) => goExported(`${typeName} ${member}`))
  return sdkName(context, name)
}

function mapType(valueType: SdkValueType): SdkValueType {
  return { kind: 'map', value: valueType, optional: false }
}

function listLiteral(elementType: string, items: readonly string[]): string {
  return block(`[]${elementType}{`, items, '}', { indent: INDENT })
}

/** A map literal; its value type is `valueType` when given, else the values' common type. */
function mapLiteral(
  entries: Array<[string, SdkValue]>,
  valueType: string | undefined,
  context: GoContext,
): string {
  const values = entries.map(([, value]) => value)
  const type = valueType ?? commonType(values, context)
  const items = entries.map(([key, value]) => `${goString(key)}: ${goValue(value, context, false)}`)
  return block(`map[string]${type}{`, items, '}', { indent: INDENT })
}

/**
 * A value as a Go expression of a declared type, or `undefined` when it does not fit the type (a string in an
 * integer list, a fraction for an integer): the container is then typed by its values instead.
 */
function goValueAs(value: SdkValue, type: SdkValueType, context: GoContext): string | undefined {
  if (type.kind === 'unknown') return goValue(value, context, false)
  const pointer = type.optional && (type.kind === 'primitive' || type.kind === 'enum')
  switch (value.kind) {
    case 'null':
      return pointer || type.kind === 'object' || type.kind === 'list' || type.kind === 'map'
        ? 'nil'
        : undefined
    case 'number': {
      if (type.kind !== 'primitive' || !(type.primitive in NUMBER_HELPERS)) return undefined
      const primitive = type.primitive as keyof typeof NUMBER_HELPERS
      if (primitive === 'double') return goNumber({ ...value, integer: false, primitive }, context, pointer)
      if (!fitsLong(value)) return undefined
      return goNumber({ ...value, integer: true, primitive }, context, pointer)
    }
    case 'string': {
      const dated = value.format === 'date' || value.format === 'datetime'
      if (type.kind === 'enum' && type.typeName === undefined && !dated)
        return goValue(value, context, pointer)
      if (type.kind !== 'primitive') return undefined
      if (type.primitive === 'date' || type.primitive === 'datetime')
        return value.format === type.primitive ? goValue(value, context, pointer) : undefined
      return !dated && STRING_PRIMITIVES.has(type.primitive) ? goValue(value, context, pointer) : undefined
    }
    case 'boolean':
      return type.kind === 'primitive' && type.primitive === 'boolean'
        ? goValue(value, context, pointer)
        : undefined
    case 'enum':
      return type.kind === 'enum' && type.typeName === value.typeName
        ? goValue(value, context, pointer)
        : undefined
    case 'object':
      if (type.kind !== 'object') return undefined
      if (type.typeName === undefined && value.typeName === undefined)
        return mapLiteral(
          value.fields.map((f) => [f.key, f.value]),
          'interface{}',
          context,
        )
      if (type.typeName !== value.typeName) return undefined
      return objectKeys(value.fields, goExported, false) === undefined
        ? undefined
        : goValue(value, context, false)
    case 'map': {
      if (type.kind === 'object' && type.typeName === undefined)
        return mapLiteral(
          value.entries.map((e) => [e.key, e.value]),
          'interface{}',
          context,
        )
      if (type.kind !== 'map') return undefined
      return typedLiteral(
        value.entries,
        type.value,
        context,
        (entry) => entry.value,
        (entry, item) => `${goString(entry.key)}: ${item}`,
      )
    }
    case 'list':
      return type.kind === 'list'
        ? typedLiteral(
            value.items,
            type.item,
            context,
            (item) => item,
            (_, item) => item,
            true,
          )
        : undefined
    case 'json':
      return undefined
  }
}

/**
 * A list or map literal whose elements are all written as `elementType`, or `undefined` when one does not fit.
 * Elements are written into a scratch context first, so a literal given up on adds no import.
 */
function typedLiteral<T>(
  entries: readonly T[],
  elementType: SdkValueType,
  context: GoContext,
  valueOf: (entry: T) => SdkValue,
  line: (entry: T, item: string) => string,
  list = false,
): string | undefined {
  const scratch: GoContext = { alias: context.alias, uses: new Set() }
  const items: string[] = []
  for (const entry of entries) {
    const item = goValueAs(valueOf(entry), elementType, scratch)
    if (item === undefined) return undefined
    items.push(line(entry, item))
  }
  for (const used of scratch.uses) context.uses.add(used)
  const type = goTypeName(elementType, context)
  return list ? listLiteral(type, items) : block(`map[string]${type}{`, items, '}', { indent: INDENT })
}

/** Primitives the SDK snippets write as Go strings. */
const STRING_PRIMITIVES: ReadonlySet<string> = new Set(['string', 'uuid', 'base64', 'bigInteger', 'scalar'])
