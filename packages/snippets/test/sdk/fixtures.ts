import type { Template } from '@api-explorer/model'
import type { CustomSnippetPayload, EndpointSnippetTemplate } from '../../src/sdk/template-types.js'

/** A generic template reading one payload value: `<prefix>$FERN_INPUT<suffix>`. */
function field(
  prefix: string,
  location: 'BODY' | 'QUERY' | 'PATH' | 'HEADERS' | 'RELATIVE' | 'AUTH',
  path?: string,
  isOptional = true,
  suffix = '',
): Template {
  return {
    type: 'generic',
    templateString: `${prefix}$FERN_INPUT${suffix}`,
    isOptional,
    templateInputs: [{ type: 'payload', location, path }],
  }
}

/** The `{ … }` request object of `client.users.create`, one optional property per body field. */
const TS_REQUEST: Template = {
  type: 'generic',
  templateString: '{\n    $FERN_INPUT\n  }',
  inputDelimiter: ',\n    ',
  isOptional: false,
  templateInputs: [
    { type: 'template', value: field('name: ', 'BODY', 'name', false) },
    {
      type: 'template',
      value: {
        type: 'enum',
        templateString: 'role: $FERN_INPUT',
        values: { admin: 'Acme.Role.Admin', member: 'Acme.Role.Member' },
        templateInput: { location: 'BODY', path: 'role' },
        imports: ['import { Acme } from "acme";'],
        isOptional: true,
      },
    },
    {
      type: 'template',
      value: {
        type: 'iterable',
        containerTemplateString: 'tags: [$FERN_INPUT]',
        delimiter: ', ',
        innerTemplate: field('', 'RELATIVE', undefined, false),
        templateInput: { location: 'BODY', path: 'tags' },
        isOptional: true,
      },
    },
    {
      type: 'template',
      value: {
        type: 'iterable',
        containerTemplateString: 'addresses: [$FERN_INPUT]',
        delimiter: ', ',
        innerTemplate: {
          type: 'generic',
          templateString: '{ city: $FERN_INPUT }',
          isOptional: false,
          templateInputs: [{ type: 'payload', location: 'RELATIVE', path: 'city' }],
        },
        templateInput: { location: 'BODY', path: 'addresses' },
        isOptional: true,
      },
    },
    {
      type: 'template',
      value: {
        type: 'dict',
        containerTemplateString: 'metadata: { $FERN_INPUT }',
        delimiter: ', ',
        keyValueSeparator: ': ',
        keyTemplate: field('', 'RELATIVE', undefined, false),
        valueTemplate: field('', 'RELATIVE', undefined, false),
        templateInput: { location: 'BODY', path: 'metadata' },
        isOptional: true,
      },
    },
  ],
}

/** A TypeScript SDK template for `POST /orgs/{orgId}/users`: `client.users.create(orgId, { … }, options)`. */
export const TS_CREATE_USER: EndpointSnippetTemplate = {
  sdk: { type: 'typescript', package: 'acme', version: '1.2.0' },
  endpointId: { path: '/orgs/{orgId}/users', method: 'POST' },
  snippetTemplate: {
    type: 'v1',
    clientInstantiation: {
      type: 'generic',
      templateString: 'const client = new AcmeClient({ token: $FERN_INPUT });',
      imports: ['import { AcmeClient } from "acme";'],
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'AUTH', path: 'token' }],
    },
    functionInvocation: {
      type: 'generic',
      templateString: 'await client.users.create($FERN_INPUT);',
      imports: ['import { AcmeClient } from "acme";'],
      isOptional: false,
      templateInputs: [
        { type: 'template', value: field('', 'PATH', 'orgId', false) },
        { type: 'template', value: TS_REQUEST },
        {
          type: 'template',
          value: {
            type: 'generic',
            templateString: '{ $FERN_INPUT }',
            isOptional: true,
            templateInputs: [
              { type: 'template', value: field('dryRun: ', 'QUERY', 'dry_run') },
              { type: 'template', value: field('idempotencyKey: ', 'HEADERS', 'Idempotency-Key') },
            ],
          },
        },
      ],
    },
  },
}

/** A Python SDK call for `client.users.create(…)` with keyword arguments. */
function pythonCall(prefix: string): Template {
  return {
    type: 'generic',
    templateString: `${prefix}client.users.create(\n    $FERN_INPUT\n)`,
    inputDelimiter: ',\n    ',
    isOptional: false,
    templateInputs: [
      { type: 'template', value: field('org_id=', 'PATH', 'orgId', false) },
      { type: 'template', value: field('name=', 'BODY', 'name', false) },
      {
        type: 'template',
        value: {
          type: 'discriminatedUnion',
          templateString: 'pet=$FERN_INPUT',
          discriminantField: 'type',
          templateInput: { location: 'BODY', path: 'pet' },
          imports: ['from acme import Pet_Dog, Pet_Cat'],
          members: {
            dog: field('Pet_Dog(name=', 'BODY', 'pet.name', false, ')'),
            cat: field('Pet_Cat(lives=', 'BODY', 'pet.lives', false, ')'),
          },
          isOptional: true,
        },
      },
    ],
  }
}

/** A Python SDK template for `POST /orgs/{orgId}/users`, with an async variant. */
export const PY_CREATE_USER: EndpointSnippetTemplate = {
  sdk: { type: 'python', package: 'acme', version: '1.2.0' },
  endpointId: { path: '/orgs/{orgId}/users', method: 'POST' },
  snippetTemplate: {
    type: 'v1',
    clientInstantiation: {
      type: 'generic',
      templateString: 'client = Acme(api_key=$FERN_INPUT)',
      imports: ['from acme import Acme'],
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'AUTH', path: 'token' }],
    },
    functionInvocation: pythonCall(''),
  },
  additionalTemplates: {
    async: {
      type: 'v1',
      clientInstantiation: {
        type: 'generic',
        templateString: 'client = AsyncAcme(api_key=$FERN_INPUT)',
        imports: ['from acme import AsyncAcme'],
        isOptional: false,
        templateInputs: [{ type: 'payload', location: 'AUTH', path: 'token' }],
      },
      functionInvocation: pythonCall('await '),
    },
  },
}

/** A full payload for `POST /orgs/{orgId}/users`. */
export const CREATE_USER_PAYLOAD: CustomSnippetPayload = {
  pathParameters: [{ name: 'orgId', value: 'org_1' }],
  queryParameters: [{ name: 'dry_run', value: true }],
  headers: [{ name: 'Idempotency-Key', value: 'k-42' }],
  requestBody: {
    name: 'Ada',
    role: 'admin',
    tags: ['x', 'y'],
    addresses: [{ city: 'Paris' }, { city: 'Oslo' }],
    metadata: { plan: 'pro' },
    pet: { type: 'dog', name: 'Rex' },
  },
  auth: { type: 'bearer', token: 'sk_test_123' },
}
