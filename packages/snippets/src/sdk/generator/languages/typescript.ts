import { stringifyJson } from '@api-explorer/model'
import { jsString } from '../../../targets/js-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall, objectKeys } from '../arguments.js'
import { identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '  '

/**
 * A call of a TypeScript SDK: the client from the package, path parameters and files as arguments, then one
 * request object whose keys are camelCase; date-times as `Date`s; paged endpoints iterated with `for await`.
 */
export function typescriptSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const imports = new ImportSet()
  imports.add(`import { ${configuration.clientName} } from ${jsString(configuration.package)}`)
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ value }) => typescriptValue(value)),
    ...arranged.files.map(({ file }) => {
      imports.add(`import * as fs from ${jsString('node:fs')}`)
      const streams = file.fileNames.map((name) => `fs.createReadStream(${jsString(name)})`)
      return file.multiple ? `[${streams.join(', ')}]` : (streams[0] ?? '')
    }),
    ...bodyArgument(arranged, imports),
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

/** Request objects take camelCase keys; a key whose name is taken keeps its wire key, quoted. */
const NAMING: NamingRules = {
  name: (key) => identifier(key, 'camel'),
  namedArguments: false,
  quotedKeys: true,
  bodyName: 'body',
}

function bodyArgument(call: ArrangedCall, imports: ImportSet): string[] {
  const fields = call.fields.map(
    ({ name, field }) => `${propertyName(name)}: ${typescriptValue(field.value)}`,
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
function typescriptValue(value: SdkValue): string {
  switch (value.kind) {
    case 'object': {
      const keys = objectKeys(value.fields, NAMING.name, true) ?? value.fields.map((field) => field.key)
      return block(
        '{',
        value.fields.map(
          (field, index) => `${propertyName(keys[index] ?? field.key)}: ${typescriptValue(field.value)}`,
        ),
        '}',
        { indent: INDENT },
      )
    }
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
      return value.digits ?? (Number.isFinite(value.value) ? String(value.value) : 'null')
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return stringifyJson(value.value) ?? 'undefined'
  }
}

/** A key as written in an object literal: bare when it is an identifier, else quoted. */
function propertyName(key: string): string {
  // `__proto__: …` in a literal sets the prototype instead of a property; a computed key does not.
  if (key === '__proto__') return `[${jsString(key)}]`
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : jsString(key)
}
