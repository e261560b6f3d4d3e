import { endpointSnippetTemplateSchema } from '../src/schemas/snippet-templates.js'
import type {
  CreateSnippetsRequest,
  GetSnippetsRequest,
  LoadSnippetsRequest,
} from '../src/schemas/snippets.js'
import type { CallCase } from './call-case.js'
import * as R from './responses.js'

const AUTH = ['UnauthorizedError', 'UserNotInOrgError'] as const
const SNIPPET_LOOKUP = [...AUTH, 'UnavailableError', 'ApiIdRequiredError', 'OrgIdRequiredError'] as const
const SNIPPET_NOT_FOUND = ['OrgIdAndApiIdNotFound', 'OrgIdNotFound', 'SDKNotFound'] as const
const ENDPOINT = { path: '/users/{id}', method: 'GET' } as const
const GET_SNIPPETS: GetSnippetsRequest = {
  orgId: 'acme',
  apiId: 'payments',
  sdks: [{ type: 'typescript', package: 'acme' }],
  endpoint: ENDPOINT,
  payload: { pathParameters: [{ name: 'id', value: 'u1' }], auth: { type: 'bearer', token: 't' } },
}
const LOAD_SNIPPETS: LoadSnippetsRequest = { orgId: 'acme', apiId: 'payments' }
const CREATE_SNIPPETS: CreateSnippetsRequest = {
  orgId: 'acme',
  apiId: 'payments',
  snippets: {
    type: 'typescript',
    sdk: { package: 'acme', version: '1.2.3' },
    snippets: [{ endpoint: ENDPOINT, snippet: { client: 'await client.users.get()' } }],
  },
}
const TEMPLATE = endpointSnippetTemplateSchema.parse(R.ENDPOINT_SNIPPET_TEMPLATE)
const TEMPLATE_IDS = { orgId: 'acme', apiId: 'payments', apiDefinitionId: 'def-1' }
const GET_TEMPLATE = {
  orgId: 'acme',
  apiId: 'payments',
  sdk: { type: 'go', githubRepo: 'acme/acme-go' },
  endpointId: ENDPOINT,
} as const

/** Snippets, snippet templates and tokens. */
export const SNIPPET_CALL_CASES: readonly CallCase[] = [
  {
    name: 'snippets.create',
    invoke: (c) => c.snippets.create(CREATE_SNIPPETS),
    method: 'POST',
    path: '/snippets/create',
    body: CREATE_SNIPPETS,
    errors: [...AUTH, 'OrgIdNotFound', 'SDKNotFound'],
  },
  {
    name: 'snippets.get',
    invoke: (c) => c.snippets.get(GET_SNIPPETS),
    method: 'POST',
    path: '/snippets',
    body: GET_SNIPPETS,
    response: R.SNIPPETS,
    errors: [...SNIPPET_LOOKUP, ...SNIPPET_NOT_FOUND, 'EndpointNotFound'],
  },
  {
    name: 'snippets.load',
    invoke: (c) => c.snippets.load(LOAD_SNIPPETS, { page: 2 }),
    method: 'POST',
    path: '/snippets/load',
    query: { page: '2' },
    body: LOAD_SNIPPETS,
    response: R.SNIPPETS_PAGE,
    errors: [...SNIPPET_LOOKUP, ...SNIPPET_NOT_FOUND, 'InvalidPageError'],
  },
  {
    name: 'snippetTemplates.register',
    invoke: (c) => c.snippetTemplates.register({ ...TEMPLATE_IDS, snippet: TEMPLATE }),
    method: 'POST',
    path: '/snippet-template/register',
    body: { ...TEMPLATE_IDS, snippet: TEMPLATE },
    errors: [],
  },
  {
    name: 'snippetTemplates.registerBatch',
    invoke: (c) => c.snippetTemplates.registerBatch({ ...TEMPLATE_IDS, snippets: [TEMPLATE] }),
    method: 'POST',
    path: '/snippet-template/register/batch',
    body: { ...TEMPLATE_IDS, snippets: [TEMPLATE] },
    errors: [],
  },
  {
    name: 'snippetTemplates.get',
    invoke: (c) => c.snippetTemplates.get(GET_TEMPLATE),
    method: 'POST',
    path: '/snippet-template/get',
    body: GET_TEMPLATE,
    response: R.ENDPOINT_SNIPPET_TEMPLATE,
    errors: ['UnauthorizedError', 'SnippetNotFound'],
  },
  {
    name: 'tokens.generate',
    invoke: (c) => c.tokens.generate({ orgId: 'acme', scope: 'sdk:read:acme' }),
    method: 'POST',
    path: '/tokens/generate',
    body: { orgId: 'acme', scope: 'sdk:read:acme' },
    response: R.GENERATED_TOKEN,
    errors: [],
  },
  {
    name: 'tokens.revoke',
    invoke: (c) => c.tokens.revoke({ orgId: 'acme', tokenId: 'token-1' }),
    method: 'POST',
    path: '/tokens/revoke',
    body: { orgId: 'acme', tokenId: 'token-1' },
    errors: [],
  },
]
