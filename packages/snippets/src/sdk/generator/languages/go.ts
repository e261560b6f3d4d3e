import { goString } from '../../../targets/go-string.js'
import type { ArrangedCall, NamingRules } from '../arguments.js'
import { arrangeCall } from '../arguments.js'
import type { SdkRendererInput } from '../block.js'
import { block, ImportSet } from '../block.js'
import { freeName, identifier } from '../names.js'
import type { ClientAuth } from '../sdk-call.js'
import type { GoContext } from './go-names.js'
import { goExported, sdkName } from './go-names.js'
import { goStructField, goValue } from './go-value.js'

const INDENT = '\t'

/** Struct fields are exported PascalCase names; a body passed whole is the request's `Body`. */
const NAMING: NamingRules = { name: goExported, namedArguments: false, quotedKeys: false, bodyName: 'Body' }

/**
 * Names a snippet declares or imports besides the SDK (packages, variables), Go's keywords and predeclared
 * identifiers: the SDK's import alias must be none of them.
 */
const GO_TAKEN_NAMES: ReadonlySet<string> = new Set(
  'body client context err fmt io iter main option os page response time break case chan const continue default defer else fallthrough for func go goto if import interface map package range return select struct switch type var any append bool byte cap clear close complex complex64 complex128 copy delete error false float32 float64 imag int int8 int16 int32 int64 iota len make max min new nil panic print println real recover rune string true uint uint8 uint16 uint32 uint64 uintptr'.split(
    ' ',
  ),
)

/**
 * A call of a Go SDK: `client.NewClient` with options, `context` first, path parameters, files (opened
 * beforehand), then a pointer to the request struct. Optional fields take pointers through the SDK's helpers
 * (`acme.String`), typed objects are struct pointers, enums their typed constants' values; paged endpoints
 * are read with the page iterator.
 */
export function goSdkSnippet({ call, configuration }: SdkRendererInput): string {
  const alias = goPackageAlias(configuration.package)
  const imports = new ImportSet()
  imports.add('"context"')
  const context: GoContext = { alias, uses: new Set() }
  // Every variable gets its own name: `a-b` and `a_b` file fields must not both declare `aB1`.
  const variables = new Set([...GO_TAKEN_NAMES, alias, `${alias}client`])
  const preamble: string[] = []
  const arranged = arrangeCall(call, NAMING)
  const fileArgs = arranged.files.map(({ file }) => {
    if (file.multiple) imports.add('"io"')
    const readers = file.fileNames.map((name, index) => {
      const variable = freeName(`${identifier(file.key, 'camel')}${index + 1}`, variables, '_')
      variables.add(variable)
      return openFile(variable, name, preamble, imports)
    })
    return file.multiple ? block('[]io.Reader{', readers, '}', { indent: INDENT }) : (readers[0] ?? 'nil')
  })
  const args = [
    'context.TODO()',
    ...arranged.pathParameters.map(({ value }) => goValue(value, context, false)),
    ...fileArgs,
    ...bodyArgument(arranged, context, preamble, imports),
  ]
  const method = ['client', ...call.namespace.map((name) => goExported(name)), goExported(call.methodName)]
  const invocation = `${method.join('.')}${block('(', args, ')', { indent: INDENT })}`
  const usage = call.paginated
    ? [
        `page, err := ${invocation}`,
        'if err != nil {\n\tpanic(err)\n}',
        'iter := page.Iterator()',
        'for iter.Next(context.TODO()) {\n\tfmt.Println(iter.Current())\n}',
        'if iter.Err() != nil {\n\tpanic(iter.Err())\n}',
      ]
    : [`response, err := ${invocation}`, 'if err != nil {\n\tpanic(err)\n}', 'fmt.Println(response)']
  imports.add('"fmt"')
  if (context.uses.has('time')) imports.add('"time"')
  if (context.uses.has('sdk')) imports.add(`${alias} ${goString(configuration.package)}`)
  imports.add(`${alias}client ${goString(`${configuration.package}/client`)}`)
  const options = clientOptions(call.auth)
  if (options.length > 0) imports.add(`option ${goString(`${configuration.package}/option`)}`)
  const body = [
    ...preamble,
    `client := ${alias}client.NewClient${block('(', options, ')', { indent: INDENT })}`,
    ...usage,
  ]
  // gofmt's order: the standard library first, then the SDK's packages, each group sorted by path.
  const lines = imports.lines()
  const standard = lines.filter((line) => line.startsWith('"')).sort()
  const path = (line: string): string => line.slice(line.indexOf('"'))
  const sdk = lines
    .filter((line) => !line.startsWith('"'))
    .sort((a, b) => (path(a) < path(b) ? -1 : path(a) > path(b) ? 1 : 0))
  return `package main\n\nimport ${block('(', [...standard, ...sdk], ')', { indent: INDENT, separator: '' })}\n\nfunc main() {\n${INDENT}${body.map((line) => line.replace(/\n/g, `\n${INDENT}`)).join(`\n${INDENT}`)}\n}\n`
}

function openFile(variable: string, name: string, preamble: string[], imports: ImportSet): string {
  imports.add('"os"')
  preamble.push(`${variable}, err := os.Open(${goString(name)})`, 'if err != nil {\n\tpanic(err)\n}')
  return variable
}

function bodyArgument(
  call: ArrangedCall,
  context: GoContext,
  preamble: string[],
  imports: ImportSet,
): string[] {
  if (call.body?.type === 'bytes') return [openFile('body', call.body.fileName, preamble, imports)]
  const fields = call.fields.map(({ name, field }) => goStructField(name, field, context))
  if (call.body?.type === 'value') {
    if (fields.length === 0) return [goValue(call.body.value, context, false)]
    fields.push(`Body: ${goValue(call.body.value, context, false)}`)
  }
  if (fields.length === 0) return []
  return [
    `&${sdkName(context, goExported(call.requestTypeName))}${block('{', fields, '}', { indent: INDENT })}`,
  ]
}

function clientOptions(auth: ClientAuth): string[] {
  switch (auth.type) {
    case 'none':
      return []
    case 'bearer':
      return [`option.WithToken(${goString(auth.token)})`]
    case 'basic':
      return [`option.WithBasicAuth(${goString(auth.username)}, ${goString(auth.password)})`]
    case 'header':
      return [`option.With${identifier(auth.header, 'pascal')}(${goString(auth.value)})`]
    case 'oauth':
      return [`option.WithClientCredentials(${goString(auth.clientId)}, ${goString(auth.clientSecret)})`]
  }
}

/**
 * The name a Go module is imported as: its last path element, without `-go` and punctuation, and with `sdk`
 * appended when that is a name the snippet uses itself (`client`, `option`, `context`, `err`, …) or a Go
 * keyword or predeclared identifier.
 */
export function goPackageAlias(modulePath: string): string {
  const last = modulePath.split('/').pop() ?? modulePath
  const name = last
    .replace(/[-_.]?go$/i, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
  const alias = /^[a-z]/.test(name) ? name : `sdk${name}`
  return GO_TAKEN_NAMES.has(alias) ? `${alias}sdk` : alias
}
