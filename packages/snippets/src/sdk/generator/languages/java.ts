import { stringifyJson } from '@api-explorer/model'
import { javaString } from '../../../targets/java-string.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall, objectKeys } from '../arguments.js'
import type { SdkRendererInput } from '../block.js'
import { block } from '../block.js'
import { enumMemberName, identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { SdkValue } from '../sdk-value.js'
import { fitsInt, fitsLong, floatLiteral, integerDigits } from '../sdk-value-type.js'

const INDENT = '    '

/** Builder methods are camelCase; a body passed whole goes to `.body(…)`. */
const NAMING: NamingRules = {
  name: (key) => identifier(key, 'camel', 'java'),
  namedArguments: false,
  quotedKeys: false,
  bodyName: 'body',
}

/**
 * Simple names the snippet means as they are (`String[] args`, `System.out`, the `Example` class, the map
 * helper's `Object` and annotation): an SDK class of the same name is written fully qualified instead.
 */
const JAVA_RESERVED_CLASS_NAMES = ['Example', 'String', 'System', 'Object', 'SuppressWarnings']

/**
 * The imports of a snippet, one class per simple name: the first class to claim a name is imported and
 * written by it, any other class of that name is written fully qualified (`com.acme.types.File` and
 * `java.io.File`, `com.acme.types.Map` and `java.util.Map` never clash).
 */
class JavaImports {
  private readonly owners = new Map<string, string | undefined>(
    JAVA_RESERVED_CLASS_NAMES.map((name) => [name, undefined]),
  )

  /** The name to write a class by, importing it when its simple name is free. */
  use(qualified: string): string {
    const simple = qualified.slice(qualified.lastIndexOf('.') + 1)
    if (!this.owners.has(simple)) {
      this.owners.set(simple, qualified)
      return simple
    }
    return this.owners.get(simple) === qualified ? simple : qualified
  }

  /** The import lines' class names, sorted. */
  lines(): string[] {
    return [...this.owners.values()].filter((name): name is string => name !== undefined).sort()
  }
}

/** A map helper that, unlike `Map.ofEntries`, takes null values; added to the class when a map holds one. */
const MAP_HELPER = `@SuppressWarnings("unchecked")
private static <V> java.util.Map<String, V> mapOf(Object... keysAndValues) {
    java.util.Map<String, V> map = new java.util.LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
        map.put((String) keysAndValues[i], (V) keysAndValues[i + 1]);
    }
    return map;
}`

/**
 * A call of a Java SDK: the client's builder, resources as methods (`client.users().create(…)`), path
 * parameters and files as arguments, then the request class's builder; typed objects through their builders,
 * enums as constants, date-times as `OffsetDateTime`s; paged endpoints iterated with a for-each loop.
 */
export function javaSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const root = configuration.namespace
  const imports = new JavaImports()
  const client = imports.use(`${root}.${configuration.clientName}`)
  const context: JavaContext = { root, imports, mapHelper: false }
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ value }) => javaValue(value, context)),
    ...arranged.files.map(({ file }) => {
      // Always qualified: an SDK type named `File` is common (file uploads).
      const files = file.fileNames.map((name) => `new java.io.File(${javaString(name)})`)
      if (!file.multiple) return files[0] ?? 'null'
      return `${imports.use('java.util.Arrays')}.asList(${files.join(', ')})`
    }),
    ...bodyArgument(arranged, call.namespace, context),
  ]
  const resources = call.namespace.map((name) => `${identifier(name, 'camel', 'java')}()`)
  const method = ['client', ...resources, identifier(call.methodName, 'camel', 'java')].join('.')
  const invocation = `${method}${block('(', args, ')', { indent: INDENT, trailing: false })}`
  const clientBuilder = [
    `${client} client = ${client}.builder()`,
    ...clientOptions(call.auth).map((option) => `${INDENT}.${option}`),
    `${INDENT}.build();`,
  ].join('\n')
  const usage = call.paginated
    ? `var items = ${invocation};\nfor (var item : items) {\n${INDENT}System.out.println(item);\n}`
    : `var response = ${invocation};\nSystem.out.println(response);`
  const main = `${clientBuilder}\n${usage}`.replace(/\n/g, `\n${INDENT}${INDENT}`)
  const header = imports
    .lines()
    .map((line) => `import ${line};`)
    .join('\n')
  const helper = context.mapHelper ? `\n\n${INDENT}${MAP_HELPER.replace(/\n/g, `\n${INDENT}`)}` : ''
  return `${header}\n\npublic class Example {\n${INDENT}public static void main(String[] args) {\n${INDENT}${INDENT}${main}\n${INDENT}}${helper}\n}\n`
}

function bodyArgument(call: ArrangedCall, namespace: readonly string[], context: JavaContext): string[] {
  if (call.body?.type === 'bytes') return [`new java.io.File(${javaString(call.body.fileName)})`]
  const setters = call.fields.map(({ name, field }) => `.${name}(${javaValue(field.value, context)})`)
  if (call.body?.type === 'value') {
    if (setters.length === 0) return [javaValue(call.body.value, context)]
    setters.push(`.body(${javaValue(call.body.value, context)})`)
  }
  if (setters.length === 0) return []
  const requestClass = identifier(call.requestTypeName, 'pascal')
  // A named body type lives with the SDK's types; a request class of the endpoint with its resource.
  const resource = namespace.map((name) => identifier(name, 'camel', 'java').toLowerCase()).join('.')
  const qualified = call.requestTypeIsNamed
    ? `${context.root}.types.${requestClass}`
    : `${context.root}.resources.${resource === '' ? '' : `${resource}.`}requests.${requestClass}`
  return [builder(context.imports.use(qualified), setters)]
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
  imports: JavaImports
  /** The snippet uses the map helper (a map holds a null value). */
  mapHelper: boolean
}

function javaValue(value: SdkValue, context: JavaContext): string {
  switch (value.kind) {
    case 'object': {
      const keys = objectKeys(value.fields, NAMING.name, false)
      if (value.typeName === undefined || keys === undefined)
        return mapLiteral(
          value.fields.map((f) => [f.key, f.value]),
          context,
        )
      const type = context.imports.use(`${context.root}.types.${identifier(value.typeName, 'pascal')}`)
      return builder(
        type,
        value.fields.map(
          (field, index) => `.${keys[index] ?? field.key}(${javaValue(field.value, context)})`,
        ),
      )
    }
    case 'map':
      return mapLiteral(
        value.entries.map((e) => [e.key, e.value]),
        context,
      )
    case 'list':
      // `Arrays.asList(null)` would take the null for the array itself.
      if (value.items.length === 1 && value.items[0]?.kind === 'null')
        return `${context.imports.use('java.util.Collections')}.singletonList(null)`
      return `${context.imports.use('java.util.Arrays')}.asList${block(
        '(',
        value.items.map((item) => javaValue(item, context)),
        ')',
        { indent: INDENT, trailing: false },
      )}`
    case 'enum': {
      if (value.typeName === undefined) return javaString(value.value)
      const type = context.imports.use(`${context.root}.types.${identifier(value.typeName, 'pascal')}`)
      const member = enumMemberName(value.value, value.members, (name) => identifier(name, 'constant'), '_')
      return `${type}.${member}`
    }
    case 'string':
      if (value.format === 'datetime')
        return `${context.imports.use('java.time.OffsetDateTime')}.parse(${javaString(value.value)})`
      return javaString(value.value)
    case 'number':
      return javaNumber(value)
    case 'boolean':
      return String(value.value)
    case 'null':
      return 'null'
    case 'json':
      return javaString(stringifyJson(value.value) ?? '')
  }
}

/**
 * A number as Java writes its declared type: `int` literals, `L` for longs and for integers past `int` (up to
 * ±(2^63−1)), a double literal for doubles (`3.0`, which a `Double` parameter takes where `3` does not
 * compile) and for integers too large for a long.
 */
function javaNumber(value: Extract<SdkValue, { kind: 'number' }>): string {
  if (!Number.isFinite(value.value)) return 'null'
  if (value.integer) {
    const long = value.primitive === 'long' || value.primitive === 'uint64'
    if (!long && fitsInt(value)) return integerDigits(value)
    if (fitsLong(value)) return `${integerDigits(value)}L`
  }
  return floatLiteral(value.value)
}

/** A map: `Map.ofEntries`, or the `mapOf` helper when a value is null (which `Map.entry` refuses). */
function mapLiteral(entries: Array<[string, SdkValue]>, context: JavaContext): string {
  if (entries.some(([, value]) => value.kind === 'null')) {
    context.mapHelper = true
    const items = entries.map(([key, value]) => `${javaString(key)}, ${javaValue(value, context)}`)
    return block('mapOf(', items, ')', { indent: INDENT, trailing: false })
  }
  const map = context.imports.use('java.util.Map')
  const items = entries.map(
    ([key, value]) => `${map}.entry(${javaString(key)}, ${javaValue(value, context)})`,
  )
  return `${map}.ofEntries${block('(', items, ')', { indent: INDENT, trailing: false, empty: '()' })}`
}
