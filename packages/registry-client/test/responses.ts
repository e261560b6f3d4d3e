// Success bodies the test server answers with, one valid instance of each response schema.

export const API_DEFINITION_LATEST: Record<string, unknown> = {
  id: 'api-1',
  endpoints: {},
  websockets: {},
  webhooks: {},
  types: {},
  subpackages: {},
  auths: {},
  snippetsConfiguration: { typescriptSdk: { package: 'acme' } },
}

export const API_DEFINITION_V1: Record<string, unknown> = {
  id: 'api-1',
  rootPackage: { endpoints: [], types: [], subpackages: [] },
  types: {},
  subpackages: {},
  hasMultipleBaseUrls: false,
  unknownField: 'kept',
}

export const REGISTERED_API: Record<string, unknown> = {
  apiDefinitionId: 'def-1',
  sources: { openapi: { uploadUrl: 'https://upload', downloadUrl: 'https://download' } },
  dynamicIRs: { typescript: { uploadUrl: 'https://upload-ir' } },
}

const diffPart = { added: [{ wireKey: 'limit' }], removed: [] }

export const API_DIFF: Record<string, unknown> = {
  addedEndpoints: [{ id: 'users.create' }],
  removedEndpoints: [],
  updatedEndpoints: [
    {
      id: 'users.list',
      pathParameterDiff: diffPart,
      queryParameterDiff: diffPart,
      requestBodyDiff: diffPart,
      responseBodyDiff: diffPart,
    },
  ],
  markdown: '## Changes',
}

export const DOCS_DEFINITION: Record<string, unknown> = { pages: {}, config: { navigation: { items: [] } } }

export const DOCS_REGISTRATION: Record<string, unknown> = {
  docsRegistrationId: 'reg-1',
  uploadUrls: { 'docs/intro.md': { uploadUrl: 'https://upload/intro', fileId: 'file-1' } },
}

export const DOCS_SITES_FOR_ORG: Record<string, unknown> = {
  docsSites: [{ mainUrl: { domain: 'docs.acme.com' }, urls: [{ domain: 'docs.acme.com', path: '/v2' }] }],
}

export const DOCS_URL_METADATA: Record<string, unknown> = {
  isPreviewUrl: false,
  org: 'acme',
  url: 'https://docs.acme.com',
  gitUrl: 'https://github.com/acme/docs',
}

export const DOCS_FOR_URL: Record<string, unknown> = {
  baseUrl: { domain: 'docs.acme.com', basePath: '/api' },
  definition: DOCS_DEFINITION,
  lightModeEnabled: true,
}

export const DOCS_URLS: Record<string, unknown> = {
  urls: [{ domain: 'docs.acme.com', organizationId: 'acme', updatedAt: '2024-05-01T10:00:00Z' }],
}

export const DOCS_CONFIG_BY_ID: Record<string, unknown> = {
  docsConfig: { title: 'Acme' },
  apis: { 'api-1': API_DEFINITION_V1 },
}

export const DOCS_REGISTRATION_V2: Record<string, unknown> = {
  docsRegistrationId: 'reg-2',
  uploadUrls: {
    'docs/intro.md': 'https://upload/intro',
    'docs/logo.png': { uploadUrl: 'https://upload/logo', fileId: 'file-2' },
  },
  skippedFiles: [],
}

export const DOCS_PREVIEW_REGISTRATION: Record<string, unknown> = {
  ...DOCS_REGISTRATION_V2,
  previewUrl: 'https://acme-preview-1234abcd.docs.buildwithfern.com',
}

export const ALGOLIA_WHITELIST: Record<string, unknown> = { domains: ['acme.docs.buildwithfern.com'] }

export const CLI_RELEASE: Record<string, unknown> = {
  version: '0.45.0',
  release_type: 'GA',
  major_version: 0,
  ir_version: 53,
  created_at: '2024-05-01',
  changelog_entry: [{ type: 'feat', summary: 'Adds previews', added: ['previews'] }],
}

export const CHANGELOG: Record<string, unknown> = {
  entries: [{ version: '0.45.0', changelog_entry: [{ type: 'fix', summary: 'Fixes' }] }],
}

export const GENERATOR_RELEASE: Record<string, unknown> = {
  version: '1.0.0-rc0',
  release_type: 'RC',
  major_version: 1,
  generatorId: 'ts-sdk',
  irVersion: 53,
  is_yanked: { remediation_verision: '0.9.0' },
}

export const GENERATOR: Record<string, unknown> = {
  id: 'ts-sdk',
  displayName: 'TypeScript SDK',
  generatorType: { type: 'sdk' },
  generatorLanguage: 'typescript',
  dockerImage: 'fernapi/fern-typescript-sdk',
}

const CHECK_RUN = {
  checkId: 'check-1',
  repositoryOwner: 'acme',
  repositoryName: 'acme-ts',
  ref: 'main',
  name: 'ci',
  status: 'completed',
  conclusion: 'success',
  checkRunUrl: 'https://github.com/acme/acme-ts/runs/1',
  createdAt: '2024-05-01T10:00:00Z',
  rawCheckRun: { id: 1 },
}

export const REPOSITORY: Record<string, unknown> = {
  type: 'sdk',
  id: { type: 'github', id: '42' },
  name: 'acme-ts',
  owner: 'acme',
  fullName: 'acme/acme-ts',
  url: 'https://github.com/acme/acme-ts',
  repositoryOwnerOrganizationId: 'acme',
  defaultBranchChecks: [CHECK_RUN],
  sdkLanguage: 'typescript',
}

export const PULL_REQUEST: Record<string, unknown> = {
  pullRequestNumber: 7,
  repositoryName: 'acme-ts',
  repositoryOwner: 'acme',
  author: { name: 'Ada', email: 'ada@acme.com', username: 'ada' },
  reviewers: [
    { type: 'user', username: 'bob' },
    { type: 'team', name: 'core', teamId: 'team-1' },
  ],
  title: 'Release 1.2.0',
  url: 'https://github.com/acme/acme-ts/pull/7',
  checks: [CHECK_RUN],
  state: 'merged',
  createdAt: '2024-05-01T10:00:00Z',
  mergedAt: '2024-05-02T10:00:00Z',
}

export const SEMANTIC_VERSION: Record<string, unknown> = { version: '1.2.4', bump: 'PATCH' }

export const TYPESCRIPT_SNIPPET: Record<string, unknown> = {
  type: 'typescript',
  sdk: { package: 'acme', version: '1.2.3' },
  client: 'await client.users.get("id")',
}

export const SNIPPETS: unknown[] = [
  TYPESCRIPT_SNIPPET,
  {
    type: 'python',
    sdk: { package: 'acme', version: '1.2.3' },
    sync_client: 'a()',
    async_client: 'await a()',
  },
]

export const SNIPPETS_PAGE: Record<string, unknown> = {
  next: 3,
  snippets: { '/users/{id}': { GET: [TYPESCRIPT_SNIPPET] } },
}

export const ENDPOINT_SNIPPET_TEMPLATE: Record<string, unknown> = {
  sdk: { type: 'typescript', package: 'acme', version: '1.2.3' },
  endpointId: { path: '/users/{id}', method: 'GET' },
  snippetTemplate: {
    type: 'v1',
    clientInstantiation: 'const client = new AcmeClient()',
    functionInvocation: {
      type: 'generic',
      isOptional: false,
      imports: ['import { AcmeClient } from "acme"'],
      templateString: 'await client.users.get($FERN_INPUT)',
      templateInputs: [
        { type: 'payload', location: 'PATH', path: 'id' },
        {
          type: 'template',
          value: {
            type: 'iterable',
            isOptional: true,
            containerTemplateString: '[$FERN_INPUT]',
            delimiter: ', ',
            innerTemplate: { type: 'generic', isOptional: true, templateString: '$FERN_INPUT' },
            templateInput: { type: 'payload', location: 'BODY', path: 'tags' },
          },
        },
      ],
    },
  },
}

export const GENERATED_TOKEN: Record<string, unknown> = { token: 'secret-token', id: 'token-1' }
