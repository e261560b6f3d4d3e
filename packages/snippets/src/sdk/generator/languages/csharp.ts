import { csharpString } from '../../../targets/csharp-string.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall } from '../arguments.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { CsharpContext } from './csharp-value.js'
import { csharpTypeReference, csharpValue } from './csharp-value.js'

const INDENT = '    '

/** Initializer properties are PascalCase; a body passed whole is the request's `Body`. */
const NAMING: NamingRules = {
  name: (key) => identifier(key, 'pascal'),
  namedArguments: false,
  quotedKeys: false,
  bodyName: 'Body',
}

/**
 * A call of a C# SDK (top-level statements): the client with named arguments, resources as properties and
 * `…Async` methods, path parameters and files as arguments, then an object initializer of the request class;
 * typed objects by initializer, enums as members, dates parsed, lists and dictionaries typed by the
 * definition; paged endpoints read with `await foreach`. The standard library is written qualified
 * (`System.IO.File.OpenRead`, `System.DateTime.Parse`, `System.Console.WriteLine`), and SDK types named like a
 * type of an implicitly imported namespace (`File`, `Version`, `DateTime`) by the SDK's namespace, so no name
 * is ambiguous.
 */
export function csharpSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const usings = new ImportSet()
  usings.add(configuration.namespace)
  const context: CsharpContext = { namespace: configuration.namespace, usings }
  const arranged = arrangeCall(call, NAMING)
  const args = [
    ...arranged.pathParameters.map(({ value }) => csharpValue(value, context)),
    ...arranged.files.map(({ file }) => {
      const files = file.fileNames.map(
        (name) => `new FileParameter { Stream = System.IO.File.OpenRead(${csharpString(name)}) }`,
      )
      if (!file.multiple) return files[0] ?? 'null'
      usings.add('System.Collections.Generic')
      return block('new List<FileParameter> {', files, '}', { indent: INDENT })
    }),
    ...bodyArgument(arranged, context),
  ]
  const method = [
    'client',
    ...call.namespace.map((name) => identifier(name, 'pascal')),
    `${identifier(call.methodName, 'pascal')}Async`,
  ]
  const invocation = `await ${method.join('.')}${block('(', args, ')', { indent: INDENT, trailing: false })}`
  const client = `var client = new ${configuration.clientName}${block('(', clientOptions(call.auth), ')', { indent: INDENT, trailing: false })};`
  const usage = call.paginated
    ? `var pager = ${invocation};\nawait foreach (var item in pager)\n{\n${INDENT}System.Console.WriteLine(item);\n}`
    : `var response = ${invocation};\nSystem.Console.WriteLine(response);`
  const header = usings
    .lines()
    .map((name) => `using ${name};`)
    .join('\n')
  return `${header}\n\n${client}\n${usage}\n`
}

function bodyArgument(call: ArrangedCall, context: CsharpContext): string[] {
  if (call.body?.type === 'bytes') return [`System.IO.File.OpenRead(${csharpString(call.body.fileName)})`]
  const setters = call.fields.map(({ name, field }) => `${name} = ${csharpValue(field.value, context)}`)
  if (call.body?.type === 'value') {
    if (setters.length === 0) return [csharpValue(call.body.value, context)]
    setters.push(`Body = ${csharpValue(call.body.value, context)}`)
  }
  if (setters.length === 0) return []
  const type = csharpTypeReference(call.requestTypeName, context)
  return [block(`new ${type} {`, setters, '}', { indent: INDENT })]
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
