import { rubyString } from '../../../targets/ruby-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '  '

/**
 * A call of a Ruby SDK: `require` the gem, keyword arguments in snake_case (path parameters, files, then
 * query, header and body fields), objects as hashes, dates as `DateTime`s; paged endpoints iterated with
 * `each`.
 */
export function rubySdkSnippet({ call, configuration }: SdkRendererInput): string {
  const requires = new ImportSet()
  requires.add(`require ${rubyString(configuration.package)}`)
  const write = (value: SdkValue): string => rubyValue(value, requires)
  const args = [
    ...call.pathParameters.map(({ key, value }) => `${keyword(key)} ${write(value)}`),
    ...call.files.map((file) => {
      const handles = file.fileNames.map((name) => `File.open(${rubyString(name)})`)
      return `${keyword(file.key)} ${file.multiple ? `[${handles.join(', ')}]` : (handles[0] ?? 'nil')}`
    }),
    ...call.requestFields.map(({ key, value }) => `${keyword(key)} ${write(value)}`),
    ...bodyArgument(call, write),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'snake')),
    identifier(call.methodName, 'snake'),
  ]
  const invocation = `${method.join('.')}${block('(', args, ')', { indent: INDENT, empty: '' })}`
  const client = `client = ${configuration.clientName}.new${block('(', clientOptions(call.auth), ')', { indent: INDENT, empty: '' })}`
  const usage = call.paginated ? `${invocation}.each do |item|\n${INDENT}puts item\nend` : invocation
  return `${requires.lines().join('\n')}\n\n${client}\n${usage}\n`
}

function bodyArgument(call: SdkCall, write: (value: SdkValue) => string): string[] {
  if (call.body?.type === 'bytes') return [`request: File.open(${rubyString(call.body.fileName)})`]
  if (call.body?.type === 'value') return [`request: ${write(call.body.value)}`]
  return []
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`token: ${rubyString(auth.token)}`]
    case 'basic':
      return [`username: ${rubyString(auth.username)}`, `password: ${rubyString(auth.password)}`]
    case 'header':
      return [`${keyword(auth.header)} ${rubyString(auth.value)}`]
    case 'oauth':
      return [`client_id: ${rubyString(auth.clientId)}`, `client_secret: ${rubyString(auth.clientSecret)}`]
  }
}

/** A keyword argument or symbol hash key: `name:` when the name is a plain symbol, else `"name":`. */
function keyword(name: string): string {
  const snake = identifier(name, 'snake')
  return /^[a-z_][A-Za-z0-9_]*$/.test(snake) ? `${snake}:` : `${rubyString(snake)}:`
}

function rubyValue(value: SdkValue, requires: ImportSet): string {
  const write = (item: SdkValue): string => rubyValue(item, requires)
  switch (value.kind) {
    case 'object':
      return block(
        '{',
        value.fields.map((f) => `${keyword(f.key)} ${write(f.value)}`),
        '}',
        { indent: INDENT },
      )
    case 'map':
      return block(
        '{',
        value.entries.map((e) => `${rubyString(e.key)} => ${write(e.value)}`),
        '}',
        {
          indent: INDENT,
        },
      )
    case 'list':
      return block('[', value.items.map(write), ']', { indent: INDENT })
    case 'string':
      if (value.format === 'datetime' || value.format === 'date') {
        requires.add(`require ${rubyString('date')}`)
        return `${value.format === 'date' ? 'Date' : 'DateTime'}.parse(${rubyString(value.value)})`
      }
      return rubyString(value.value)
    case 'enum':
      return rubyString(value.value)
    case 'number':
      return Number.isFinite(value.value) ? String(value.value) : 'nil'
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'nil'
    case 'json':
      return rubyString(JSON.stringify(value.value) ?? '')
  }
}
