import { csharpString } from '../../../targets/csharp-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '    '

/**
 * A call of a C# SDK (top-level statements): the client with named arguments, resources as properties and
 * `…Async` methods, path parameters and files as arguments, then an object initializer of the request class;
 * typed objects by initializer, enums as members, dates parsed; paged endpoints read with `await foreach`.
 */
export function csharpSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const usings = new ImportSet()
  usings.add('System')
  usings.add(configuration.namespace)
  const args = [
    ...call.pathParameters.map(({ value }) => csharpValue(value, usings)),
    ...call.files.map((file) => {
      usings.add('System.IO')
      const files = file.fileNames.map(
        (name) => `new FileParameter { Stream = File.OpenRead(${csharpString(name)}) }`,
      )
      return file.multiple
        ? block('new List<FileParameter> {', files, '}', { indent: INDENT })
        : (files[0] ?? 'null')
    }),
    ...bodyArgument(call, usings),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'pascal')),
    `${identifier(call.methodName, 'pascal')}Async`,
  ]
  const invocation = `await ${method.join('.')}${block('(', args, ')', { indent: INDENT, trailing: false })}`
  const client = `var client = new ${configuration.clientName}${block('(', clientOptions(call.auth), ')', { indent: INDENT, trailing: false })};`
  const usage = call.paginated
    ? `var pager = ${invocation};\nawait foreach (var item in pager)\n{\n${INDENT}Console.WriteLine(item);\n}`
    : `var response = ${invocation};\nConsole.WriteLine(response);`
  const header = usings
    .lines()
    .map((name) => `using ${name};`)
    .join('\n')
  return `${header}\n\n${client}\n${usage}\n`
}

function bodyArgument(call: SdkCall, usings: ImportSet): string[] {
  if (call.body?.type === 'bytes') {
    usings.add('System.IO')
    return [`File.OpenRead(${csharpString(call.body.fileName)})`]
  }
  const setters = call.requestFields.map(
    ({ key, value }) => `${identifier(key, 'pascal')} = ${csharpValue(value, usings)}`,
  )
  if (call.body?.type === 'value') {
    if (setters.length === 0) return [csharpValue(call.body.value, usings)]
    setters.push(`Body = ${csharpValue(call.body.value, usings)}`)
  }
  if (setters.length === 0) return []
  return [block(`new ${identifier(call.requestTypeName, 'pascal')} {`, setters, '}', { indent: INDENT })]
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`token: ${csharpString(auth.token)}`]
    case 'basic':
      return [`username: ${csharpString(auth.username)}`, `password: ${csharpString(auth.password)}`]
    case 'header':
      return [`${identifier(auth.header, 'camel')}: ${csharpString(auth.value)}`]
    case 'oauth':
      return [`clientId: ${csharpString(auth.clientId)}`, `clientSecret: ${csharpString(auth.clientSecret)}`]
  }
}

function csharpValue(value: SdkValue, usings: ImportSet): string {
  const write = (item: SdkValue): string => csharpValue(item, usings)
  switch (value.kind) {
    case 'object':
      if (value.typeName === undefined)
        return dictionary(
          value.fields.map((f) => [f.key, f.value]),
          usings,
        )
      return block(
        `new ${identifier(value.typeName, 'pascal')} {`,
        value.fields.map((f) => `${identifier(f.key, 'pascal')} = ${write(f.value)}`),
        '}',
        { indent: INDENT, empty: `new ${identifier(value.typeName, 'pascal')}()` },
      )
    case 'map':
      return dictionary(
        value.entries.map((e) => [e.key, e.value]),
        usings,
      )
    case 'list':
      usings.add('System.Collections.Generic')
      return block(`new List<${elementType(value.items)}> {`, value.items.map(write), '}', {
        indent: INDENT,
        empty: `new List<${elementType(value.items)}>()`,
      })
    case 'enum':
      return value.typeName === undefined
        ? csharpString(value.value)
        : `${identifier(value.typeName, 'pascal')}.${identifier(value.value, 'pascal')}`
    case 'string':
      if (value.format === 'datetime') return `DateTime.Parse(${csharpString(value.value)})`
      if (value.format === 'date') return `DateOnly.Parse(${csharpString(value.value)})`
      return csharpString(value.value)
    case 'number':
      if (!Number.isFinite(value.value)) return 'null'
      if (value.integer)
        return Math.abs(value.value) > 2 ** 31 - 1
          ? `${BigInt(Math.trunc(value.value))}L`
          : String(value.value)
      return /[.eE]/.test(String(value.value)) ? String(value.value) : `${value.value}.0`
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return csharpString(JSON.stringify(value.value) ?? '')
  }
}

function dictionary(entries: Array<[string, SdkValue]>, usings: ImportSet): string {
  usings.add('System.Collections.Generic')
  const type = `Dictionary<string, ${elementType(entries.map(([, value]) => value))}>`
  const items = entries.map(([key, value]) => `{ ${csharpString(key)}, ${csharpValue(value, usings)} }`)
  return block(`new ${type} {`, items, '}', { indent: INDENT, empty: `new ${type}()` })
}

/** The element type of a list or dictionary: the values' common type, else `object?`. */
function elementType(values: readonly SdkValue[]): string {
  const types = new Set(
    values.map((value) => {
      switch (value.kind) {
        case 'string':
          return value.format === 'text' || value.format === 'base64' ? 'string' : 'object?'
        case 'number':
          return value.integer ? 'int' : 'double'
        case 'boolean':
          return 'bool'
        case 'object':
        case 'enum':
          return value.typeName === undefined ? 'object?' : identifier(value.typeName, 'pascal')
        default:
          return 'object?'
      }
    }),
  )
  return types.size === 1 ? ([...types][0] ?? 'object?') : 'object?'
}
