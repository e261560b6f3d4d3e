import { goString } from '../../../targets/go-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkField, SdkValue } from '../sdk-value.js'

const INDENT = '\t'

/**
 * A call of a Go SDK: `client.NewClient` with options, `context` first, path parameters, files (opened
 * beforehand), then a pointer to the request struct. Optional fields take pointers through the SDK's helpers
 * (`acme.String`), typed objects are struct pointers, enums their typed constants' values; paged endpoints
 * are read with the page iterator.
 */
export function goSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const alias = goPackageAlias(configuration.package)
  const imports = new ImportSet()
  imports.add('"context"')
  const context: GoContext = { alias, imports }
  const preamble: string[] = []
  const fileArgs = call.files.map((file) => {
    if (file.multiple) imports.add('"io"')
    const readers = file.fileNames.map((name, index) =>
      openFile(`${identifier(file.key, 'camel')}${index + 1}`, name, preamble, imports),
    )
    return file.multiple ? block('[]io.Reader{', readers, '}', { indent: INDENT }) : (readers[0] ?? 'nil')
  })
  const args = [
    'context.TODO()',
    ...call.pathParameters.map(({ value }) => goValue(value, context, false)),
    ...fileArgs,
    ...bodyArgument(call, context, preamble),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'pascal')),
    identifier(call.methodName, 'pascal'),
  ]
  const invocation = `${method.join('.')}${block('(', args, ')', { indent: INDENT })}`
  const usage = call.paginated
    ? [
        `page, err := ${invocation}`,
        'if err != nil {\n\tpanic(err)\n}',
        'iter := page.Iterator()',
        'for iter.Next(context.TODO()) {\n\tfmt.Println(iter.Current())\n}',
        'if iter.Err() != nil {\n\tpanic(iter.Err())\n}',
      ]
    : [`response, err := ${invocation}`, 'if err != nil {\n\tpanic(err)\n}', 'fmt.Println(response)']
  imports.add('"fmt"')
  imports.add(`${alias} ${goString(configuration.package)}`)
  imports.add(`${alias}client ${goString(`${configuration.package}/client`)}`)
  const options = clientOptions(call.auth)
  if (options.length > 0) imports.add(`option ${goString(`${configuration.package}/option`)}`)
  const body = [
    ...preamble,
    `client := ${alias}client.NewClient${block('(', options, ')', { indent: INDENT })}`,
    ...usage,
  ]
  // gofmt's order: the standard library first, then the SDK's packages, each group sorted.
  const lines = imports.lines()
  const standard = lines.filter((line) => line.startsWith('"')).sort()
  const sdk = lines.filter((line) => !line.startsWith('"')).sort()
  return `package main\n\nimport ${block('(', [...standard, ...sdk], ')', { indent: INDENT, separator: '' })}\n\nfunc main() {\n${INDENT}${body.map((line) => line.replace(/\n/g, `\n${INDENT}`)).join(`\n${INDENT}`)}\n}\n`
}

function openFile(variable: string, name: string, preamble: string[], imports: ImportSet): string {
  imports.add('"os"')
  preamble.push(`${variable}, err := os.Open(${goString(name)})`, 'if err != nil {\n\tpanic(err)\n}')
  return variable
}

function bodyArgument(call: SdkCall, context: GoContext, preamble: string[]): string[] {
  if (call.body?.type === 'bytes') return [openFile('body', call.body.fileName, preamble, context.imports)]
  const fields = call.requestFields.map((field) => structField(field, context))
  if (call.body?.type === 'value') {
    if (fields.length === 0) return [goValue(call.body.value, context, false)]
    fields.push(`Body: ${goValue(call.body.value, context, false)}`)
  }
  if (fields.length === 0) return []
  return [
    `&${context.alias}.${identifier(call.requestTypeName, 'pascal')}${block('{', fields, '}', { indent: INDENT })}`,
  ]
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`option.WithToken(${goString(auth.token)})`]
    case 'basic':
      return [`option.WithBasicAuth(${goString(auth.username)}, ${goString(auth.password)})`]
    case 'header':
      return [`option.With${identifier(auth.header, 'pascal')}(${goString(auth.value)})`]
    case 'oauth':
      return [`option.WithClientCredentials(${goString(auth.clientId)}, ${goString(auth.clientSecret)})`]
  }
}

/** The name a Go module is imported as: its last path element, without `-go` and punctuation. */
export function goPackageAlias(modulePath: string): string {
  const last = modulePath.split('/').pop() ?? modulePath
  const name = last
    .replace(/[-_.]?go$/i, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
  return /^[a-z]/.test(name) ? name : `sdk${name}`
}

interface GoContext {
  alias: string
  imports: ImportSet
}

function structField(field: SdkField, context: GoContext): string {
  return `${identifier(field.key, 'pascal')}: ${goValue(field.value, context, field.optional)}`
}

/** A value as a Go expression; `pointer` for optional fields, which the SDK types as pointers. */
function goValue(value: SdkValue, context: GoContext, pointer: boolean): string {
  const { alias } = context
  switch (value.kind) {
    case 'object':
      if (value.typeName === undefined)
        return mapLiteral(
          value.fields.map((f) => [f.key, f.value]),
          context,
        )
      return `&${alias}.${identifier(value.typeName, 'pascal')}${block(
        '{',
        value.fields.map((f) => structField(f, context)),
        '}',
        { indent: INDENT },
      )}`
    case 'map':
      return mapLiteral(
        value.entries.map((e) => [e.key, e.value]),
        context,
      )
    case 'list':
      return block(
        `[]${goType(value.items, context)}{`,
        value.items.map((item) => goValue(item, context, false)),
        '}',
        { indent: INDENT },
      )
    case 'enum':
      return value.typeName === undefined
        ? wrap(goString(value.value), 'String', context, pointer)
        : `${alias}.${identifier(`${value.typeName} ${value.value}`, 'pascal')}${pointer ? '.Ptr()' : ''}`
    case 'string':
      if (value.format === 'datetime' || value.format === 'date') {
        const parse = value.format === 'date' ? 'MustParseDate' : 'MustParseDateTime'
        return wrap(`${alias}.${parse}(${goString(value.value)})`, 'Time', context, pointer)
      }
      return wrap(goString(value.value), 'String', context, pointer)
    case 'number':
      if (!Number.isFinite(value.value)) return 'nil'
      return value.integer
        ? wrap(String(value.value), 'Int', context, pointer)
        : wrap(floatLiteral(value.value), 'Float64', context, pointer)
    case 'boolean':
      return wrap(String(value.value), 'Bool', context, pointer)
    case 'null':
      return 'nil'
    case 'json':
      return goString(JSON.stringify(value.value) ?? '')
  }
}

function wrap(literal: string, helper: string, context: GoContext, pointer: boolean): string {
  return pointer ? `${context.alias}.${helper}(${literal})` : literal
}

function floatLiteral(value: number): string {
  const text = String(value)
  return /[.e]/.test(text) ? text : `${text}.0`
}

function mapLiteral(entries: Array<[string, SdkValue]>, context: GoContext): string {
  const values = entries.map(([, value]) => value)
  const items = entries.map(([key, value]) => `${goString(key)}: ${goValue(value, context, false)}`)
  return block(`map[string]${goType(values, context)}{`, items, '}', { indent: INDENT })
}

/** The Go element type of some values: their common type, else `interface{}`. */
function goType(values: readonly SdkValue[], context: GoContext): string {
  const types = new Set(values.map((value) => singleGoType(value, context)))
  return types.size === 1 ? ([...types][0] ?? 'interface{}') : 'interface{}'
}

function singleGoType(value: SdkValue, context: GoContext): string {
  switch (value.kind) {
    case 'object':
      return value.typeName === undefined
        ? 'interface{}'
        : `*${context.alias}.${identifier(value.typeName, 'pascal')}`
    case 'enum':
      return value.typeName === undefined
        ? 'string'
        : `${context.alias}.${identifier(value.typeName, 'pascal')}`
    case 'string':
      if (value.format !== 'datetime' && value.format !== 'date') return 'string'
      context.imports.add('"time"')
      return 'time.Time'
    case 'number':
      return value.integer ? 'int' : 'float64'
    case 'boolean':
      return 'bool'
    default:
      return 'interface{}'
  }
}
