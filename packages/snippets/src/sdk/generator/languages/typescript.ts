import { jsString } from '../../../targets/js-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '  '

/**
 * A call of a TypeScript SDK: the client from the package, path parameters and files as arguments, then one
 * request object whose keys are camelCase; date-times as `Date`s; paged endpoints iterated with `for await`.
 */
export function typescriptSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const imports = new ImportSet()
  imports.add(`import { ${configuration.clientName} } from ${jsString(configuration.package)}`)
  const args = [
    ...call.pathParameters.map(({ value }) => typescriptValue(value)),
    ...call.files.map((file) => {
      imports.add(`import * as fs from ${jsString('node:fs')}`)
      const streams = file.fileNames.map((name) => `fs.createReadStream(${jsString(name)})`)
      return file.multiple ? `[${streams.join(', ')}]` : (streams[0] ?? '')
    }),
    ...bodyArgument(call, imports),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'camel')),
    identifier(call.methodName, 'camel'),
  ]
  const invocation = `${method.join('.')}(${argumentList(args)})`
  const client = `const client = new ${configuration.clientName}(${clientOptions(call.auth)})`
  const usage = call.paginated
    ? `const pageableResponse = await ${invocation}\nfor await (const item of pageableResponse) {\n${INDENT}console.log(item)\n}`
    : `await ${invocation}`
  return `${imports.lines().join('\n')}\n\n${client}\n${usage}\n`
}

function bodyArgument(call: SdkCall, imports: ImportSet): string[] {
  const fields = call.requestFields.map(
    ({ key, value }) => `${propertyName(identifier(key, 'camel'))}: ${typescriptValue(value)}`,
  )
  if (call.body?.type === 'bytes') {
    imports.add(`import * as fs from ${jsString('node:fs')}`)
    const stream = `fs.createReadStream(${jsString(call.body.fileName)})`
    return fields.length === 0 ? [stream] : [stream, block('{', fields, '}', { indent: INDENT })]
  }
  if (call.body?.type === 'value') {
    if (fields.length === 0) return [typescriptValue(call.body.value)]
    fields.push(`body: ${typescriptValue(call.body.value)}`)
  }
  return fields.length === 0 ? [] : [block('{', fields, '}', { indent: INDENT })]
}

/** Arguments on one line, the last one allowed to span lines (as Prettier writes a trailing object literal). */
function argumentList(args: readonly string[]): string {
  const leading = args.slice(0, -1).join(', ')
  const firstLine = args.join(', ').split('\n')[0] ?? ''
  if (leading.includes('\n') || firstLine.length > 80) return block('', args, '', { indent: INDENT })
  return args.join(', ')
}

function clientOptions(auth: ClientAuth): string {
  switch (auth.type) {
    case 'none':
      return ''
    case 'bearer':
      return `{ token: ${jsString(auth.token)} }`
    case 'basic':
      return `{ username: ${jsString(auth.username)}, password: ${jsString(auth.password)} }`
    case 'header':
      return `{ ${propertyName(identifier(auth.header, 'camel'))}: ${jsString(auth.value)} }`
    case 'oauth':
      return `{ clientId: ${jsString(auth.clientId)}, clientSecret: ${jsString(auth.clientSecret)} }`
  }
}

/** A value as a TypeScript expression. */
export function typescriptValue(value: SdkValue): string {
  switch (value.kind) {
    case 'object':
      return block(
        '{',
        value.fields.map(
          (field) => `${propertyName(identifier(field.key, 'camel'))}: ${typescriptValue(field.value)}`,
        ),
        '}',
        { indent: INDENT },
      )
    case 'map':
      return block(
        '{',
        value.entries.map((entry) => `${propertyName(entry.key)}: ${typescriptValue(entry.value)}`),
        '}',
        { indent: INDENT },
      )
    case 'list':
      return block('[', value.items.map(typescriptValue), ']', { indent: INDENT })
    case 'string':
      return value.format === 'datetime' ? `new Date(${jsString(value.value)})` : jsString(value.value)
    case 'enum':
      return jsString(value.value)
    case 'number':
      return Number.isFinite(value.value) ? String(value.value) : 'null'
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return JSON.stringify(value.value) ?? 'undefined'
  }
}

/** A key as written in an object literal: bare when it is an identifier, else quoted. */
function propertyName(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key)
}
