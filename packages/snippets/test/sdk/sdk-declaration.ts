import type { ApiDefinition } from '@api-explorer/model'

import { identifier } from '../../src/sdk/generator/names.js'
import type { SdkConfiguration } from '../../src/sdk/generator/sdk-configuration.js'

interface ResourceNode {
  methods: Map<string, boolean>
  resources: Map<string, ResourceNode>
}

/**
 * Test support: the TypeScript declaration of the SDK a TypeScript snippet calls, built from the definition
 * with the snippet generator's naming: the client class with its constructor options, one property per
 * resource and one method per endpoint (paged ones returning an async iterable). Compiling a snippet against
 * it checks names and the call's structure, not only its syntax.
 */
export function typescriptSdkDeclaration(definition: ApiDefinition, configuration: SdkConfiguration): string {
  const root: ResourceNode = { methods: new Map(), resources: new Map() }
  for (const endpoint of Object.values(definition.endpoints)) {
    let node = root
    for (const id of endpoint.namespace ?? []) {
      const name = identifier(
        Object.hasOwn(definition.subpackages, id) ? (definition.subpackages[id]?.name ?? id) : id,
        'camel',
      )
      const next = node.resources.get(name) ?? { methods: new Map(), resources: new Map() }
      node.resources.set(name, next)
      node = next
    }
    node.methods.set(
      identifier(endpoint.operationId ?? endpoint.id, 'camel'),
      endpoint.pagination !== undefined,
    )
  }
  const options =
    'token?: string; username?: string; password?: string; clientId?: string; clientSecret?: string; [header: string]: string | undefined'
  return `declare module ${JSON.stringify(configuration.package)} {
  export class ${configuration.clientName} {
    constructor(options?: { ${options} })
    ${members(root, '    ')}
  }
}
`
}

function members(node: ResourceNode, indent: string): string {
  const lines: string[] = []
  for (const [name, paged] of node.methods) {
    const result = paged ? 'AsyncIterable<unknown>' : 'unknown'
    lines.push(`${JSON.stringify(name)}(...args: unknown[]): Promise<${result}>`)
  }
  for (const [name, child] of node.resources) {
    lines.push(`readonly ${JSON.stringify(name)}: {\n${indent}  ${members(child, `${indent}  `)}\n${indent}}`)
  }
  return lines.join(`\n${indent}`)
}
