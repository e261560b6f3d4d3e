import { phpString } from '../../../targets/php-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '    '

/**
 * A call of a PHP SDK (PHP 8, named arguments): the client, resources as properties, path parameters and
 * files as arguments, then the request class constructed from an array of camelCase keys; typed objects
 * likewise, enums as their cases' values, date-times as `DateTime`s; paged endpoints read with `foreach`.
 */
export function phpSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const root = configuration.namespace
  const uses = new ImportSet()
  uses.add(`${root}\\${configuration.clientName}`)
  const context: PhpContext = { root, uses }
  const args = [
    ...call.pathParameters.map(({ value }) => phpValue(value, context)),
    ...call.files.map((file) => {
      uses.add(`${root}\\Utils\\File`)
      const files = file.fileNames.map((name) => `File::createFromFilePath(${phpString(name)})`)
      return file.multiple ? block('[', files, ']', { indent: INDENT }) : (files[0] ?? 'null')
    }),
    ...bodyArgument(call, context),
  ]
  const resources = call.namespace.map((name) => identifier(name, 'camel'))
  const method = ['$client', ...resources].join('->') + `->${identifier(call.methodName, 'camel')}`
  const invocation = `${method}${block('(', args, ')', { indent: INDENT })}`
  const client = `$client = new ${configuration.clientName}${block('(', clientOptions(call.auth), ')', { indent: INDENT })};`
  const usage = call.paginated
    ? `$items = ${invocation};\nforeach ($items as $item) {\n${INDENT}var_dump($item);\n}`
    : `$response = ${invocation};\nvar_dump($response);`
  const header = uses
    .lines()
    .map((name) => `use ${name};`)
    .join('\n')
  return `<?php\n\n${header}\n\n${client}\n${usage}\n`
}

function bodyArgument(call: SdkCall, context: PhpContext): string[] {
  if (call.body?.type === 'bytes') {
    context.uses.add(`${context.root}\\Utils\\File`)
    return [`File::createFromFilePath(${phpString(call.body.fileName)})`]
  }
  const entries = call.requestFields.map(
    ({ key, value }) => `${phpString(identifier(key, 'camel'))} => ${phpValue(value, context)}`,
  )
  if (call.body?.type === 'value') {
    if (entries.length === 0) return [phpValue(call.body.value, context)]
    entries.push(`'body' => ${phpValue(call.body.value, context)}`)
  }
  if (entries.length === 0) return []
  const requestClass = identifier(call.requestTypeName, 'pascal')
  const resource = call.namespace.map((name) => `${identifier(name, 'pascal')}\\`).join('')
  context.uses.add(`${context.root}\\${resource}Requests\\${requestClass}`)
  return [`new ${requestClass}(${block('[', entries, ']', { indent: INDENT })})`]
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`token: ${phpString(auth.token)}`]
    case 'basic':
      return [`username: ${phpString(auth.username)}`, `password: ${phpString(auth.password)}`]
    case 'header':
      return [`${identifier(auth.header, 'camel')}: ${phpString(auth.value)}`]
    case 'oauth':
      return [`clientId: ${phpString(auth.clientId)}`, `clientSecret: ${phpString(auth.clientSecret)}`]
  }
}

interface PhpContext {
  root: string
  uses: ImportSet
}

function phpValue(value: SdkValue, context: PhpContext): string {
  const write = (item: SdkValue): string => phpValue(item, context)
  switch (value.kind) {
    case 'object': {
      const entries = value.fields.map((f) =>
        value.typeName === undefined
          ? `${phpString(f.key)} => ${write(f.value)}`
          : `${phpString(identifier(f.key, 'camel'))} => ${write(f.value)}`,
      )
      if (value.typeName === undefined) return block('[', entries, ']', { indent: INDENT })
      const type = identifier(value.typeName, 'pascal')
      context.uses.add(`${context.root}\\Types\\${type}`)
      return `new ${type}(${block('[', entries, ']', { indent: INDENT })})`
    }
    case 'map':
      return block(
        '[',
        value.entries.map((e) => `${phpString(e.key)} => ${write(e.value)}`),
        ']',
        { indent: INDENT },
      )
    case 'list':
      return block('[', value.items.map(write), ']', { indent: INDENT })
    case 'enum': {
      if (value.typeName === undefined) return phpString(value.value)
      const type = identifier(value.typeName, 'pascal')
      context.uses.add(`${context.root}\\Types\\${type}`)
      return `${type}::${identifier(value.value, 'pascal')}->value`
    }
    case 'string':
      return value.format === 'datetime' ? `new DateTime(${phpString(value.value)})` : phpString(value.value)
    case 'number':
      if (!Number.isFinite(value.value)) return 'null'
      return value.integer || /[.eE]/.test(String(value.value)) ? String(value.value) : `${value.value}.0`
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return phpString(JSON.stringify(value.value) ?? '')
  }
}
