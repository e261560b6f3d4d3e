import { stringifyJson } from '@api-explorer/model'
import { pythonString } from '../../../targets/python-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall, objectKeys } from '../arguments.js'
import { identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'
import { floatLiteral, integerDigits } from '../sdk-value-type.js'

const INDENT = '    '

/**
 * A call of a Python SDK: the client from the package, every argument by keyword in snake_case (path
 * parameters, files, then query, header and body fields), typed objects as their models, dates as
 * `datetime` values; paged endpoints iterated with `for`.
 */
export function pythonSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const imports = new ImportSet()
  const module = pythonModule(configuration.package)
  const models = new Set<string>()
  const write = (value: SdkValue): string => pythonValue(value, { imports, module, models })
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ name, value }) => `${name}=${write(value)}`),
    ...arranged.files.map(({ name, file }) => {
      const handles = file.fileNames.map((fileName) => `open(${pythonString(fileName)}, "rb")`)
      return `${name}=${file.multiple ? `[${handles.join(', ')}]` : (handles[0] ?? 'None')}`
    }),
    ...arranged.fields.map(({ name, field }) => `${name}=${write(field.value)}`),
    ...bodyArgument(arranged, write),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'snake', 'python')),
    identifier(call.methodName, 'snake', 'python'),
  ].join('.')
  const invocation = `${method}${block('(', args, ')', { indent: INDENT, empty: '()' })}`
  const client = `client = ${configuration.clientName}${block('(', clientOptions(call.auth), ')', { indent: INDENT })}`
  const usage = call.paginated
    ? `response = ${invocation}\nfor item in response:\n${INDENT}print(item)`
    : invocation
  const header = [
    ...imports.lines(),
    `from ${module} import ${[configuration.clientName, ...[...models].sort()].join(', ')}`,
  ]
  return `${header.join('\n')}\n\n${client}\n${usage}\n`
}

/** Every argument is a snake_case keyword, the body (when passed whole) `request`. */
const NAMING: NamingRules = {
  name: (key) => argumentName(key),
  namedArguments: true,
  quotedKeys: false,
  bodyName: 'request',
  separator: '_',
}

function bodyArgument(call: ArrangedCall, write: (value: SdkValue) => string): string[] {
  if (call.body?.type === 'bytes') return [`request=open(${pythonString(call.body.fileName)}, "rb")`]
  if (call.body?.type === 'value') return [`request=${write(call.body.value)}`]
  return []
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`token=${pythonString(auth.token)}`]
    case 'basic':
      return [`username=${pythonString(auth.username)}`, `password=${pythonString(auth.password)}`]
    case 'header':
      return [`${argumentName(auth.header)}=${pythonString(auth.value)}`]
    case 'oauth':
      return [`client_id=${pythonString(auth.clientId)}`, `client_secret=${pythonString(auth.clientSecret)}`]
  }
}

/** The importable module of a PyPI package (`acme-sdk` → `acme_sdk`). */
function pythonModule(packageName: string): string {
  return identifier(packageName, 'snake', 'python')
}

function argumentName(key: string): string {
  return identifier(key, 'snake', 'python')
}

interface PythonContext {
  imports: ImportSet
  module: string
  models: Set<string>
}

function pythonValue(value: SdkValue, context: PythonContext): string {
  switch (value.kind) {
    case 'object': {
      const keys = objectKeys(value.fields, argumentName, false)
      if (value.typeName === undefined || keys === undefined) {
        return block(
          '{',
          value.fields.map((f) => `${pythonString(f.key)}: ${pythonValue(f.value, context)}`),
          '}',
          {
            indent: INDENT,
          },
        )
      }
      const model = identifier(value.typeName, 'pascal', 'python')
      context.models.add(model)
      const fields = value.fields.map(
        (field, index) => `${keys[index] ?? field.key}=${pythonValue(field.value, context)}`,
      )
      return `${model}${block('(', fields, ')', { indent: INDENT })}`
    }
    case 'map':
      return block(
        '{',
        value.entries.map((e) => `${pythonString(e.key)}: ${pythonValue(e.value, context)}`),
        '}',
        {
          indent: INDENT,
        },
      )
    case 'list':
      return block(
        '[',
        value.items.map((item) => pythonValue(item, context)),
        ']',
        { indent: INDENT },
      )
    case 'string':
      if (value.format === 'datetime' || value.format === 'date') {
        context.imports.add('import datetime')
        const kind = value.format === 'date' ? 'date' : 'datetime'
        return `datetime.${kind}.fromisoformat(${pythonString(value.value)})`
      }
      return pythonString(value.value)
    case 'enum':
      return pythonString(value.value)
    case 'number':
      if (!Number.isFinite(value.value) && value.digits === undefined) return 'None'
      return value.integer ? integerDigits(value) : floatLiteral(value.value)
    case 'boolean':
      return value.value ? 'True' : 'False'
    case 'null':
      return 'None'
    case 'json':
      return pythonString(stringifyJson(value.value) ?? '')
  }
}
