import { describe, expect, it } from 'vitest'

import { sdkSnippet } from '../endpoint-snippet.js'
import { PY_CREATE_USER, TS_CREATE_USER } from '../../../test/sdk/fixtures.js'

const TEMPLATES = [TS_CREATE_USER, PY_CREATE_USER]
import { SDK_EDGE_CASES, SDK_EDGE_DEFINITION } from '../../../test/sdk/edge-test-definition.js'
import { examplePayload } from './example-payload.js'
import { sdkInstallCommand } from './install-command.js'
import {
  DEFAULT_PACKAGE_REGISTRIES,
  resolveSdkConfiguration,
  SDK_GENERATOR_DEFAULTS,
} from './sdk-configuration.js'
import {
  SDK_TEST_CONFIGURATIONS,
  SDK_TEST_DEFINITION,
  SDK_TEST_PAYLOADS,
} from '../../../test/sdk/test-definition.js'

const definition = SDK_TEST_DEFINITION
const sdks = Object.values(SDK_TEST_CONFIGURATIONS)

describe('the generator configuration', () => {
  it('defaults to the spec: unit tests written, OAuth and paginated clients generated, public registries', () => {
    expect(SDK_GENERATOR_DEFAULTS).toEqual({
      writeUnitTests: true,
      generateOAuthClients: true,
      generatePaginatedClients: true,
    })
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.python)).toMatchObject({
      ...SDK_GENERATOR_DEFAULTS,
      registry: 'https://upload.pypi.org/legacy/',
    })
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.typescript).registry).toBe(
      'https://registry.npmjs.org',
    )
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.ruby).registry).toBe('https://rubygems.org')
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.go).registry).toBeUndefined()
  })

  it('derives the Java package from the Maven group and the PHP namespace from the Composer vendor', () => {
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.java).namespace).toBe('com.acme')
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.php).namespace).toBe('Acme')
    expect(
      resolveSdkConfiguration({ ...SDK_TEST_CONFIGURATIONS.php, package: 'big-corp/sdk' }).namespace,
    ).toBe('BigCorp')
    expect(resolveSdkConfiguration(SDK_TEST_CONFIGURATIONS.csharp).namespace).toBe('Acme.Net')
  })

  it('writes install commands that name a registry only when it is not the public one', () => {
    expect(sdkInstallCommand(SDK_TEST_CONFIGURATIONS.typescript)).toBe('npm install @acme/sdk')
    expect(
      sdkInstallCommand({
        ...SDK_TEST_CONFIGURATIONS.typescript,
        version: '1.2.0',
        registry: DEFAULT_PACKAGE_REGISTRIES.npm,
      }),
    ).toBe('npm install @acme/sdk@1.2.0')
    expect(
      sdkInstallCommand({ ...SDK_TEST_CONFIGURATIONS.python, registry: 'https://pypi.acme.dev/simple' }),
    ).toBe('pip install acme-sdk --index-url https://pypi.acme.dev/simple')
    expect(sdkInstallCommand({ ...SDK_TEST_CONFIGURATIONS.ruby, version: '2.0.0' })).toBe(
      'gem install acme --version 2.0.0',
    )
    expect(sdkInstallCommand({ ...SDK_TEST_CONFIGURATIONS.java, version: '1.0.0' })).toBe(
      'implementation "com.acme:acme-java:1.0.0"',
    )
    expect(sdkInstallCommand({ ...SDK_TEST_CONFIGURATIONS.go, version: '1.4.0' })).toBe(
      'go get github.com/acme/acme-go@v1.4.0',
    )
    expect(sdkInstallCommand(SDK_TEST_CONFIGURATIONS.csharp)).toBe('dotnet add package Acme.Net')
    expect(sdkInstallCommand(SDK_TEST_CONFIGURATIONS.php)).toBe('composer require acme/acme-php')
  })
})

describe('SDK calls follow the configuration', () => {
  const listUsers = {
    endpointReference: 'GET /users',
    payload: SDK_TEST_PAYLOADS['GET /users'] ?? {},
    definition,
  }

  it('builds OAuth clients from a client id and secret, or takes a token when OAuth clients are off', () => {
    expect(sdkSnippet({ ...listUsers, language: 'python', sdks })).toContain('client_id="YOUR_CLIENT_ID"')
    const withoutOAuth = sdkSnippet({
      ...listUsers,
      language: 'python',
      sdks: [{ ...SDK_TEST_CONFIGURATIONS.python, generateOAuthClients: false }],
    })
    expect(withoutOAuth).toContain('token="YOUR_TOKEN"')
    expect(withoutOAuth).not.toContain('client_id')
  })

  it('iterates the items of a paged endpoint, or returns the page when paginated clients are off', () => {
    expect(sdkSnippet({ ...listUsers, language: 'typescript', sdks })).toContain('for await (const item of')
    const plain = sdkSnippet({
      ...listUsers,
      language: 'typescript',
      sdks: [{ ...SDK_TEST_CONFIGURATIONS.typescript, generatePaginatedClients: false }],
    })
    expect(plain).not.toContain('for await')
    expect(plain).toContain('await client.users.listUsers({')
  })

  it('writes basic and header auth as client options', () => {
    const basic = { ...definition, auths: { ...definition.auths, bearer: { type: 'basicAuth' as const } } }
    const header = {
      ...definition,
      auths: { ...definition.auths, bearer: { type: 'header' as const, headerWireValue: 'X-API-Key' } },
    }
    const create = { endpointReference: 'POST /orgs/{orgId}/users', payload: {}, sdks }
    expect(sdkSnippet({ ...create, definition: basic, language: 'ruby' })).toContain(
      "username: 'YOUR_USERNAME',\n  password: 'YOUR_PASSWORD',",
    )
    expect(sdkSnippet({ ...create, definition: header, language: 'go' })).toContain(
      'option.WithXApiKey("YOUR_API_KEY")',
    )
  })

  it('keeps reserved words out of identifiers', () => {
    const reserved = {
      ...definition,
      endpoints: {
        importThings: {
          id: 'import',
          method: 'POST' as const,
          path: [{ type: 'literal' as const, value: '/import' }],
        },
      },
    }
    const call = { endpointReference: 'POST /import', payload: {}, definition: reserved, sdks }
    expect(sdkSnippet({ ...call, language: 'python' })).toContain('client.import_()')
    expect(sdkSnippet({ ...call, language: 'java' })).toContain('client.import_()')
  })
})

describe('templates and the generator together', () => {
  it('prefers a registered template of the endpoint over the generator', () => {
    const code = sdkSnippet({
      language: 'typescript',
      templates: TEMPLATES,
      endpointReference: 'POST /orgs/{orgId}/users',
      payload: {},
      definition,
      sdks,
    })
    expect(code).toContain('from "acme"')
    expect(code).not.toContain('@acme/sdk')
    const generated = sdkSnippet({
      language: 'ruby',
      templates: TEMPLATES,
      endpointReference: 'POST /orgs/{orgId}/users',
      payload: {},
      definition,
      sdks,
    })
    expect(generated).toContain("require 'acme'")
  })

  it('fails with the spec messages when neither can write the snippet', () => {
    const base = { endpointReference: 'GET /users', payload: {}, definition }
    expect(() => sdkSnippet({ ...base, language: 'kotlin', sdks })).toThrow('Unsupported language')
    expect(() => sdkSnippet({ ...base, language: 'go', sdks: [SDK_TEST_CONFIGURATIONS.python] })).toThrow(
      'No configuration found for language',
    )
    expect(() =>
      sdkSnippet({ ...base, endpointReference: 'GET /users?page=1', language: 'go', sdks }),
    ).toThrow('Invalid endpoint reference')
    expect(() => sdkSnippet({ ...base, endpointReference: 'GET /nope', language: 'go', sdks })).toThrow(
      'Failed to find endpoint identified by GET /nope',
    )
    expect(() =>
      sdkSnippet({
        ...base,
        endpointReference: 'POST /orgs/{orgId}/users',
        templates: TEMPLATES,
        language: 'go',
        sdks: [],
      }),
    ).toThrow('No SDK snippet available for go')
  })
})

describe('endpoints given themselves', () => {
  const head = SDK_EDGE_CASES.find(({ endpoint }) => endpoint.method === 'HEAD')
  const cancel = SDK_EDGE_CASES.find(({ endpoint }) => endpoint.id === 'cancelFile')

  it('writes the call of an endpoint no endpoint reference can name', () => {
    const base = { definition: SDK_EDGE_DEFINITION, sdks }
    expect(head).toBeDefined()
    expect(cancel).toBeDefined()
    if (head === undefined || cancel === undefined) return
    expect(sdkSnippet({ ...base, ...head, language: 'python' })).toContain('client.head(\n    id="h1",\n)')
    expect(sdkSnippet({ ...base, ...cancel, language: 'go' })).toContain('client.CancelFile(')
    // A reference that does not parse is no error when the endpoint itself is given.
    expect(
      sdkSnippet({ ...base, ...cancel, endpointReference: 'POST /files/{file_id}:cancel', language: 'ruby' }),
    ).toContain("client.cancel_file(\n  file_id: 'file_1',\n)")
    expect(() =>
      sdkSnippet({ ...base, payload: {}, endpointReference: 'HEAD /h/{id}', language: 'ruby' }),
    ).toThrow('Invalid endpoint reference')
  })

  it('still prefers a template found by the endpoint’s own method and path', () => {
    const createUser = definition.endpoints['createUser']
    expect(createUser).toBeDefined()
    if (createUser === undefined) return
    const code = sdkSnippet({
      language: 'typescript',
      templates: TEMPLATES,
      endpoint: createUser,
      payload: {},
      definition,
      sdks,
    })
    expect(code).toContain('from "acme"')
  })
})

describe('examplePayload', () => {
  it('turns an example call into the payload, naming multipart files by their example names', () => {
    expect(
      examplePayload({
        path: '/users/1',
        responseStatusCode: 200,
        pathParameters: { id: '1' },
        queryParameters: { q: 'x' },
        headers: { 'X-Trace': 't' },
        requestBody: {
          type: 'form',
          value: {
            avatar: { type: 'filename', value: 'a.png' },
            docs: { type: 'filenamesWithData', value: [{ filename: 'b.pdf', data: '' }] },
            caption: { type: 'json', value: 'hi' },
          },
        },
      }),
    ).toEqual({
      pathParameters: [{ name: 'id', value: '1' }],
      queryParameters: [{ name: 'q', value: 'x' }],
      headers: [{ name: 'X-Trace', value: 't' }],
      requestBody: { avatar: { name: 'a.png' }, docs: [{ name: 'b.pdf' }], caption: 'hi' },
    })
  })
})
