import type { ApiDefinition } from '@api-explorer/model'
import { objectProperties, unwrapShape } from '@api-explorer/model'

import { goExported } from '../../src/sdk/generator/languages/go-names.js'
import { enumMemberName, freeName } from '../../src/sdk/generator/names.js'
import { requestClassName } from '../../src/sdk/generator/sdk-call.js'
import type { SdkConfiguration } from '../../src/sdk/generator/sdk-configuration.js'
import { resolveSdkConfiguration } from '../../src/sdk/generator/sdk-configuration.js'

interface Resource {
  type: string
  methods: Map<string, boolean>
  resources: Map<string, Resource>
}

/**
 * Test support: a Go module standing in for the SDK a Go snippet calls, built from the definition with the
 * snippet generator's naming, so that `go vet` type-checks snippets offline: the root package with the
 * pointer helpers, a struct per object type and request class (fields of every declared property and
 * parameter, typed `interface{}`), a string type with constants per enum (member names as the generator
 * suffixes them); `client` with `NewClient`, one field per resource and one method per endpoint (variadic,
 * paged ones returning a page iterator); `option` with the auth options. Files by path inside the module.
 */
export function goSdkStub(
  definition: ApiDefinition,
  configuration: SdkConfiguration,
): Record<string, string> {
  const structs = new Map<string, Set<string>>()
  const enums = new Map<string, string[]>()
  const struct = (name: string): Set<string> | undefined => {
    if (enums.has(name)) return undefined
    const fields = structs.get(name) ?? new Set<string>()
    structs.set(name, fields)
    return fields
  }
  for (const [id, type] of Object.entries(definition.types)) {
    const name = goExported(type.displayName ?? type.name)
    const shape = unwrapShape({ type: 'id', id }, definition.types).shape
    if (shape.type === 'enum' && !structs.has(name) && !enums.has(name)) {
      const values = shape.values.map((member) => member.value)
      const typeName = type.displayName ?? type.name
      enums.set(
        name,
        values.map((value) => enumMemberName(value, values, (member) => goExported(`${typeName} ${member}`))),
      )
    } else if (shape.type === 'object' || shape.type === 'discriminatedUnion') {
      const fields = struct(name)
      const variants = shape.type === 'object' ? [shape] : shape.variants
      if (shape.type === 'discriminatedUnion') fields?.add(goExported(shape.discriminant))
      for (const variant of variants)
        for (const property of objectProperties(variant, definition.types))
          fields?.add(goExported(property.key))
    }
  }
  const root: Resource = { type: 'Client', methods: new Map(), resources: new Map() }
  let resourceCount = 0
  const paginated = resolveSdkConfiguration(configuration).generatePaginatedClients
  for (const endpoint of Object.values(definition.endpoints)) {
    const methodName = endpoint.operationId ?? endpoint.id
    const fields = struct(goExported(requestClassName(methodName)))
    // The request's own fields: `Body` first, then parameters suffixed as the generator suffixes them.
    const taken = new Set(['Body'])
    for (const parameter of [...(endpoint.queryParameters ?? []), ...(endpoint.requestHeaders ?? [])]) {
      const name = freeName(goExported(parameter.key), taken)
      taken.add(name)
    }
    const body = endpoint.requests?.[0]?.body
    if (body?.type === 'formData') {
      for (const field of body.fields) if (field.type === 'property') taken.add(goExported(field.key))
    } else if (body !== undefined && body.type !== 'bytes') {
      const bare = unwrapShape(body.type === 'object' ? body : body.value, definition.types).shape
      if (bare.type === 'object')
        for (const property of objectProperties(bare, definition.types)) taken.add(goExported(property.key))
    }
    for (const name of taken) fields?.add(name)
    let node = root
    for (const id of endpoint.namespace ?? []) {
      const name = goExported(
        Object.hasOwn(definition.subpackages, id) ? (definition.subpackages[id]?.name ?? id) : id,
      )
      const next = node.resources.get(name) ?? {
        type: `resource${++resourceCount}`,
        methods: new Map(),
        resources: new Map(),
      }
      node.resources.set(name, next)
      node = next
    }
    node.methods.set(goExported(methodName), paginated && endpoint.pagination !== undefined)
  }
  const options = new Set(['WithToken(token string)', 'WithBasicAuth(username, password string)'])
  options.add('WithClientCredentials(clientID, clientSecret string)')
  for (const scheme of Object.values(definition.auths)) {
    if (scheme.type === 'header')
      options.add(`${goExported(`With ${scheme.nameOverride ?? scheme.headerWireValue}`)}(value string)`)
  }
  return {
    'go.mod': `module ${configuration.package}\n\ngo 1.18\n`,
    'sdk.go': rootPackage(structs, enums),
    'client/client.go': clientPackage(root, configuration.package),
    'option/option.go': `package option\n\ntype RequestOption func()\n\n${[...options]
      .map((option) => `func ${option} RequestOption { return nil }\n`)
      .join('')}`,
  }
}

function rootPackage(structs: Map<string, Set<string>>, enums: Map<string, string[]>): string {
  const lines = [
    'package sdk',
    '',
    'import "time"',
    '',
    'func String(v string) *string { return &v }',
    'func Int(v int) *int { return &v }',
    'func Int64(v int64) *int64 { return &v }',
    'func Float64(v float64) *float64 { return &v }',
    'func Bool(v bool) *bool { return &v }',
    'func Time(v time.Time) *time.Time { return &v }',
    'func MustParseDate(v string) time.Time { return time.Time{} }',
    'func MustParseDateTime(v string) time.Time { return time.Time{} }',
  ]
  // One declaration per name: a constant spelled like a type (or another enum's constant) is left out.
  const declared = new Set([
    'String',
    'Int',
    'Int64',
    'Float64',
    'Bool',
    'Time',
    'MustParseDate',
    'MustParseDateTime',
  ])
  for (const [name, fields] of structs) {
    if (declared.has(name)) continue
    declared.add(name)
    lines.push(`type ${name} struct {`, ...[...fields].map((field) => `\t${field} interface{}`), '}')
  }
  for (const [name, members] of enums) {
    if (declared.has(name)) continue
    declared.add(name)
    lines.push(`type ${name} string`, `func (e ${name}) Ptr() *${name} { return &e }`)
    for (const member of members) {
      if (declared.has(member)) continue
      declared.add(member)
      lines.push(`const ${member} ${name} = ""`)
    }
  }
  return `${lines.join('\n')}\n`
}

function clientPackage(root: Resource, modulePath: string): string {
  const lines = [
    'package client',
    '',
    'import (',
    '\t"context"',
    '',
    `\t"${modulePath}/option"`,
    ')',
    '',
    'type Page struct{}',
    'type PageIterator struct{}',
    'func (p *Page) Iterator() *PageIterator { return &PageIterator{} }',
    'func (i *PageIterator) Next(ctx context.Context) bool { return false }',
    'func (i *PageIterator) Current() interface{} { return nil }',
    'func (i *PageIterator) Err() error { return nil }',
    'func NewClient(opts ...option.RequestOption) *Client { return &Client{} }',
  ]
  const visit = (node: Resource): void => {
    lines.push(`type ${node.type} struct {`)
    for (const [name, child] of node.resources) lines.push(`\t${name} *${child.type}`)
    lines.push('}')
    for (const [name, paged] of node.methods) {
      // A method named like a resource field cannot exist; the resource wins, as the call needs it.
      if (node.resources.has(name)) continue
      const result = paged ? '*Page' : 'interface{}'
      lines.push(
        `func (c *${node.type}) ${name}(ctx context.Context, args ...interface{}) (${result}, error) { return nil, nil }`,
      )
    }
    for (const child of node.resources.values()) visit(child)
  }
  visit(root)
  return `${lines.join('\n')}\n`
}
