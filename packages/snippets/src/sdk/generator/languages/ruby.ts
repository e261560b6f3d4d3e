import { stringifyJson } from '@api-explorer/model'
import { rubyString } from '../../../targets/ruby-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall, objectKeys } from '../arguments.js'
import { identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'
import { floatLiteral, integerDigits } from '../sdk-value-type.js'

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
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ name, value }) => `${label(name)} ${write(value)}`),
    ...arranged.files.map(({ name, file }) => {
      const handles = file.fileNames.map((fileName) => `File.open(${rubyString(fileName)})`)
      return `${label(name)} ${file.multiple ? `[${handles.join(', ')}]` : (handles[0] ?? 'nil')}`
    }),
    ...arranged.fields.map(({ name, field }) => `${label(name)} ${write(field.value)}`),
    ...bodyArgument(arranged, write),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'snake', 'ruby')),
    identifier(call.methodName, 'snake', 'ruby'),
  ]
  const invocation = `${method.join('.')}${block('(', args, ')', { indent: INDENT, empty: '' })}`
  const client = `client = ${configuration.clientName}.new${block('(', clientOptions(call.auth), ')', { indent: INDENT, empty: '' })}`
  const usage = call.paginated ? `${invocation}.each do |item|\n${INDENT}puts item\nend` : invocation
  return `${requires.lines().join('\n')}\n\n${client}\n${usage}\n`
}

/** Keyword arguments in snake_case; a name that is taken keeps its wire key as a quoted symbol. */
const NAMING: NamingRules = {
  name: (key) => identifier(key, 'snake'),
  namedArguments: true,
  quotedKeys: true,
  bodyName: 'request',
  separator: '_',
}

function bodyArgument(call: ArrangedCall, write: (value: SdkValue) => string): string[] {
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
      return [`${label(identifier(auth.header, 'snake'))} ${rubyString(auth.value)}`]
    case 'oauth':
      return [`client_id: ${rubyString(auth.clientId)}`, `client_secret: ${rubyString(auth.clientSecret)}`]
  }
}

/** A keyword argument or symbol hash key: `name:` when the name is a plain symbol, else `"name":`. */
function label(name: string): string {
  return /^[a-z_][A-Za-z0-9_]*$/.test(name) ? `${name}:` : `${rubyString(name)}:`
}

function rubyValue(value: SdkValue, requires: ImportSet): string {
  switch (value.kind) {
    case 'object': {
      // Keys that collide even as quoted symbols are written as the wire keys they are.
      const keys = objectKeys(value.fields, NAMING.name, true) ?? value.fields.map((field) => field.key)
      return block(
        '{',
        value.fields.map(
          (field, index) => `${label(keys[index] ?? field.key)} ${rubyValue(field.value, requires)}`,
        ),
        '}',
        { indent: INDENT },
      )
    }
    case 'map':
      return block(
        '{',
        value.entries.map((e) => `${rubyString(e.key)} => ${rubyValue(e.value, requires)}`),
        '}',
        {
          indent: INDENT,
        },
      )
    case 'list':
      return block(
        '[',
        value.items.map((item) => rubyValue(item, requires)),
        ']',
        { indent: INDENT },
      )
    case 'string':
      if (value.format === 'datetime' || value.format === 'date') {
        requires.add(`require ${rubyString('date')}`)
        return `${value.format === 'date' ? 'Date' : 'DateTime'}.parse(${rubyString(value.value)})`
      }
      return rubyString(value.value)
    case 'enum':
      return rubyString(value.value)
    case 'number':
      if (!Number.isFinite(value.value) && value.digits === undefined) return 'nil'
      return value.integer ? integerDigits(value) : floatLiteral(value.value)
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'nil'
    case 'json':
      return rubyString(stringifyJson(value.value) ?? '')
  }
}
