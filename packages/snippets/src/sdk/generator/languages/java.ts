import { javaString } from '../../../targets/java-string.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth, SdkCall } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'

const INDENT = '    '

/**
 * A call of a Java SDK: the client's builder, resources as methods (`client.users().create(…)`), path
 * parameters and files as arguments, then the request class's builder; typed objects through their builders,
 * enums as constants, date-times as `OffsetDateTime`s; paged endpoints iterated with a for-each loop.
 */
export function javaSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const root = configuration.namespace
  const imports = new ImportSet()
  imports.add(`${root}.${configuration.clientName}`)
  const context: JavaContext = { root, imports }
  const args = [
    ...call.pathParameters.map(({ value }) => javaValue(value, context)),
    ...call.files.map((file) => {
      imports.add('java.io.File')
      const files = file.fileNames.map((name) => `new File(${javaString(name)})`)
      if (!file.multiple) return files[0] ?? 'null'
      imports.add('java.util.Arrays')
      return `Arrays.asList(${files.join(', ')})`
    }),
    ...bodyArgument(call, context),
  ]
  const resources = call.namespace.map((name) => `${identifier(name, 'camel', 'java')}()`)
  const method = ['client', ...resources, identifier(call.methodName, 'camel', 'java')].join('.')
  const invocation = `${method}${block('(', args, ')', { indent: INDENT, trailing: false })}`
  const client = [
    `${configuration.clientName} client = ${configuration.clientName}.builder()`,
    ...clientOptions(call.auth).map((option) => `${INDENT}.${option}`),
    `${INDENT}.build();`,
  ].join('\n')
  const usage = call.paginated
    ? `var items = ${invocation};\nfor (var item : items) {\n${INDENT}System.out.println(item);\n}`
    : `var response = ${invocation};\nSystem.out.println(response);`
  const main = `${client}\n${usage}`.replace(/\n/g, `\n${INDENT}${INDENT}`)
  const header = imports
    .lines()
    .sort()
    .map((line) => `import ${line};`)
    .join('\n')
  return `${header}\n\npublic class Example {\n${INDENT}public static void main(String[] args) {\n${INDENT}${INDENT}${main}\n${INDENT}}\n}\n`
}

function bodyArgument(call: SdkCall, context: JavaContext): string[] {
  if (call.body?.type === 'bytes') {
    context.imports.add('java.io.File')
    return [`new File(${javaString(call.body.fileName)})`]
  }
  const setters = call.requestFields.map(
    ({ key, value }) => `.${identifier(key, 'camel', 'java')}(${javaValue(value, context)})`,
  )
  if (call.body?.type === 'value') {
    if (setters.length === 0) return [javaValue(call.body.value, context)]
    setters.push(`.body(${javaValue(call.body.value, context)})`)
  }
  if (setters.length === 0) return []
  const requestClass = identifier(call.requestTypeName, 'pascal')
  const resource = call.namespace.map((name) => identifier(name, 'camel', 'java').toLowerCase()).join('.')
  context.imports.add(
    `${context.root}.resources.${resource === '' ? '' : `${resource}.`}requests.${requestClass}`,
  )
  return [builder(requestClass, setters)]
}

function builder(className: string, setters: readonly string[]): string {
  return [
    `${className}.builder()`,
    ...setters.map((setter) => `${INDENT}${setter.replace(/\n/g, `\n${INDENT}`)}`),
    `${INDENT}.build()`,
  ].join('\n')
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`token(${javaString(auth.token)})`]
    case 'basic':
      return [`credentials(${javaString(auth.username)}, ${javaString(auth.password)})`]
    case 'header':
      return [`${identifier(auth.header, 'camel', 'java')}(${javaString(auth.value)})`]
    case 'oauth':
      return [`clientId(${javaString(auth.clientId)})`, `clientSecret(${javaString(auth.clientSecret)})`]
  }
}

interface JavaContext {
  root: string
  imports: ImportSet
}

function javaValue(value: SdkValue, context: JavaContext): string {
  const write = (item: SdkValue): string => javaValue(item, context)
  switch (value.kind) {
    case 'object': {
      if (value.typeName === undefined)
        return mapLiteral(
          value.fields.map((f) => [f.key, f.value]),
          context,
        )
      const type = identifier(value.typeName, 'pascal')
      context.imports.add(`${context.root}.types.${type}`)
      return builder(
        type,
        value.fields.map((f) => `.${identifier(f.key, 'camel', 'java')}(${write(f.value)})`),
      )
    }
    case 'map':
      return mapLiteral(
        value.entries.map((e) => [e.key, e.value]),
        context,
      )
    case 'list':
      context.imports.add('java.util.Arrays')
      return `Arrays.asList${block('(', value.items.map(write), ')', { indent: INDENT, trailing: false })}`
    case 'enum': {
      if (value.typeName === undefined) return javaString(value.value)
      const type = identifier(value.typeName, 'pascal')
      context.imports.add(`${context.root}.types.${type}`)
      return `${type}.${identifier(value.value, 'constant')}`
    }
    case 'string':
      if (value.format === 'datetime') {
        context.imports.add('java.time.OffsetDateTime')
        return `OffsetDateTime.parse(${javaString(value.value)})`
      }
      return javaString(value.value)
    case 'number':
      if (!Number.isFinite(value.value)) return 'null'
      if (!value.integer) return /[.eE]/.test(String(value.value)) ? String(value.value) : `${value.value}.0`
      return Number.isSafeInteger(value.value) && Math.abs(value.value) <= 2 ** 31 - 1
        ? String(value.value)
        : `${BigInt(Math.trunc(value.value))}L`
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return javaString(JSON.stringify(value.value) ?? '')
  }
}

function mapLiteral(entries: Array<[string, SdkValue]>, context: JavaContext): string {
  context.imports.add('java.util.Map')
  const items = entries.map(([key, value]) => `Map.entry(${javaString(key)}, ${javaValue(value, context)})`)
  return `Map.ofEntries${block('(', items, ')', { indent: INDENT, trailing: false, empty: '()' })}`
}
