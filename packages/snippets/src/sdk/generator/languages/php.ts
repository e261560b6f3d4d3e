import { stringifyJson } from '@api-explorer/model'
import { phpString } from '../../../targets/php-string.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall, objectKeys } from '../arguments.js'
import type { SdkRendererInput } from '../block.js'
import { block } from '../block.js'
import { enumMemberName, identifier, phpClassName } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'
import { fitsLong, floatLiteral, integerDigits } from '../sdk-value-type.js'

const INDENT = '    '

/** Request arrays take camelCase keys; a key whose name is taken keeps its wire key. */
const NAMING: NamingRules = {
  name: (key) => identifier(key, 'camel'),
  namedArguments: false,
  quotedKeys: true,
  bodyName: 'body',
}

/** Global classes the snippet writes unqualified: an SDK class of the same name must take an alias. */
const PHP_GLOBAL_CLASSES = ['DateTime']

/**
 * The `use` imports of a snippet, one class per local name: a class whose name is taken (the SDK's
 * `Utils\File` and a `Types\File`) is imported under an alias made of its namespace and name (`TypesFile`).
 */
class PhpUses {
  private readonly owners = new Map<string, string | undefined>(
    PHP_GLOBAL_CLASSES.map((name) => [name.toLowerCase(), undefined]),
  )
  private readonly lines: string[] = []

  /** The name to write a class by, importing it (under an alias when its name is taken). */
  use(qualified: string): string {
    const parts = qualified.split('\\')
    const simple = parts.at(-1) ?? qualified
    let local = simple
    // PHP class names are case-insensitive.
    while (this.owners.has(local.toLowerCase())) {
      if (this.owners.get(local.toLowerCase()) === qualified) return local
      local = `${parts.at(-2) ?? ''}${local}`
      parts.splice(-2, 1)
      if (parts.length < 2) local = `Sdk${local}`
    }
    this.owners.set(local.toLowerCase(), qualified)
    this.lines.push(local === simple ? qualified : `${qualified} as ${local}`)
    return local
  }

  /** The `use` lines' targets, in the order first used. */
  imports(): string[] {
    return [...this.lines]
  }
}

/**
 * A call of a PHP SDK (PHP 8, named arguments): the client, resources as properties, path parameters and
 * files as arguments, then the request class constructed from an array of camelCase keys; typed objects
 * likewise, enums as their cases' values, date-times as `DateTime`s; paged endpoints read with `foreach`.
 * Class names PHP reserves get a `_` (`List_`), and clashing imports an alias.
 */
export function phpSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const root = configuration.namespace
  const uses = new PhpUses()
  const client = uses.use(`${root}\\${configuration.clientName}`)
  const context: PhpContext = { root, uses }
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ value }) => phpValue(value, context)),
    ...arranged.files.map(({ file }) => {
      const fileClass = uses.use(`${root}\\Utils\\File`)
      const files = file.fileNames.map((name) => `${fileClass}::createFromFilePath(${phpString(name)})`)
      return file.multiple ? block('[', files, ']', { indent: INDENT }) : (files[0] ?? 'null')
    }),
    ...bodyArgument(arranged, call.namespace, context),
  ]
  const resources = call.namespace.map((name) => identifier(name, 'camel'))
  const method = ['$client', ...resources].join('->') + `->${identifier(call.methodName, 'camel')}`
  const invocation = `${method}${block('(', args, ')', { indent: INDENT })}`
  const clientLine = `$client = new ${client}${block('(', clientOptions(call.auth), ')', { indent: INDENT })};`
  const usage = call.paginated
    ? `$items = ${invocation};\nforeach ($items as $item) {\n${INDENT}var_dump($item);\n}`
    : `$response = ${invocation};\nvar_dump($response);`
  const header = uses
    .imports()
    .map((name) => `use ${name};`)
    .join('\n')
  return `<?php\n\n${header}\n\n${clientLine}\n${usage}\n`
}

function bodyArgument(call: ArrangedCall, namespace: readonly string[], context: PhpContext): string[] {
  if (call.body?.type === 'bytes') {
    const fileClass = context.uses.use(`${context.root}\\Utils\\File`)
    return [`${fileClass}::createFromFilePath(${phpString(call.body.fileName)})`]
  }
  const entries = call.fields.map(
    ({ name, field }) => `${phpString(name)} => ${phpValue(field.value, context)}`,
  )
  if (call.body?.type === 'value') {
    if (entries.length === 0) return [phpValue(call.body.value, context)]
    entries.push(`'body' => ${phpValue(call.body.value, context)}`)
  }
  if (entries.length === 0) return []
  const requestClass = phpClassName(call.requestTypeName)
  // A named body type lives with the SDK's types; a request class of the endpoint with its resource.
  const resource = namespace.map((name) => `${identifier(name, 'pascal')}\\`).join('')
  const qualified = call.requestTypeIsNamed
    ? `${context.root}\\Types\\${requestClass}`
    : `${context.root}\\${resource}Requests\\${requestClass}`
  return [`new ${context.uses.use(qualified)}(${block('[', entries, ']', { indent: INDENT })})`]
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
  uses: PhpUses
}

function phpValue(value: SdkValue, context: PhpContext): string {
  switch (value.kind) {
    case 'object': {
      const keys =
        value.typeName === undefined
          ? value.fields.map((field) => field.key)
          : (objectKeys(value.fields, NAMING.name, true) ?? value.fields.map((field) => field.key))
      const entries = value.fields.map(
        (field, index) => `${phpString(keys[index] ?? field.key)} => ${phpValue(field.value, context)}`,
      )
      if (value.typeName === undefined) return block('[', entries, ']', { indent: INDENT })
      const type = context.uses.use(`${context.root}\\Types\\${phpClassName(value.typeName)}`)
      return `new ${type}(${block('[', entries, ']', { indent: INDENT })})`
    }
    case 'map':
      return block(
        '[',
        value.entries.map((e) => `${phpString(e.key)} => ${phpValue(e.value, context)}`),
        ']',
        { indent: INDENT },
      )
    case 'list':
      return block(
        '[',
        value.items.map((item) => phpValue(item, context)),
        ']',
        { indent: INDENT },
      )
    case 'enum': {
      if (value.typeName === undefined) return phpString(value.value)
      const type = context.uses.use(`${context.root}\\Types\\${phpClassName(value.typeName)}`)
      const member = enumMemberName(value.value, value.members, (name) => identifier(name, 'pascal'))
      return `${type}::${member}->value`
    }
    case 'string':
      return value.format === 'datetime' ? `new DateTime(${phpString(value.value)})` : phpString(value.value)
    case 'number':
      if (!Number.isFinite(value.value) && value.digits === undefined) return 'null'
      // PHP integers are 64-bit; past that a literal would silently become a float, so it is written as one.
      return value.integer && fitsLong(value) ? integerDigits(value) : floatLiteral(value.value)
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return phpString(stringifyJson(value.value) ?? '')
  }
}
