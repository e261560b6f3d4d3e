import { describe, expect, it } from 'vitest'

import { renderSnippetTemplate, renderTemplate, resolveSnippetTemplate } from './resolve-template.js'
import type { Template, VersionedSnippetTemplate } from '@api-explorer/model'
import type { CustomSnippetPayload, EndpointSnippetTemplate } from './template-types.js'
import { CREATE_USER_PAYLOAD, PY_CREATE_USER, TS_CREATE_USER } from '../../test/sdk/fixtures.js'

const BODY: CustomSnippetPayload = {
  requestBody: { role: 'owner', tags: ['a', 'b'], meta: { k: 1 }, nothing: null },
}

function render(
  template: Template,
  payload: CustomSnippetPayload = BODY,
  relative?: unknown,
): string | undefined {
  return renderTemplate(template, payload, relative, !template.isOptional)?.invocation
}

describe('renderTemplate', () => {
  it('renders generic inputs as JSON, skipping null ones, joined by the delimiter', () => {
    const template: Template = {
      type: 'generic',
      templateString: 'f($FERN_INPUT)',
      isOptional: false,
      templateInputs: [
        { type: 'payload', location: 'BODY', path: 'role' },
        { type: 'payload', location: 'BODY', path: 'nothing' },
        { type: 'payload', location: 'BODY', path: 'meta' },
        {
          type: 'template',
          value: {
            type: 'generic',
            templateString: 'x=$FERN_INPUT',
            isOptional: false,
            templateInputs: [{ type: 'payload', location: 'BODY', path: 'tags' }],
          },
        },
      ],
    }
    expect(render(template)).toBe('f("owner", {"k":1}, x=["a","b"])')
    expect(render({ ...template, inputDelimiter: ' | ' })).toBe('f("owner" | {"k":1} | x=["a","b"])')
  })

  it('renders a required template with missing data as its string without the sentinel, an optional one not at all', () => {
    const generic: Template = {
      type: 'generic',
      templateString: 'name=$FERN_INPUT',
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'BODY', path: 'missing' }],
    }
    expect(render(generic)).toBe('name=')
    expect(render({ ...generic, isOptional: true })).toBeUndefined()
    const dict: Template = {
      type: 'dict',
      containerTemplateString: 'dict($FERN_INPUT)',
      delimiter: ', ',
      keyValueSeparator: '=',
      keyTemplate: generic,
      valueTemplate: generic,
      templateInput: { location: 'BODY', path: 'tags' },
      isOptional: false,
    }
    expect(render(dict)).toBe('{}')
    expect(render({ ...dict, isOptional: true })).toBeUndefined()
    const iterable: Template = {
      type: 'iterable',
      containerTemplateString: '[$FERN_INPUT]',
      delimiter: ', ',
      innerTemplate: generic,
      templateInput: { location: 'BODY', path: 'meta' },
      isOptional: false,
    }
    expect(render(iterable)).toBe('[]')
    expect(render({ ...iterable, isOptional: true })).toBeUndefined()
    expect(
      render({ type: 'enum', templateString: 'Role.$FERN_INPUT', values: { a: 'A' }, isOptional: false }),
    ).toBe('Role.')
  })

  it('renders an iterable per item with RELATIVE inputs, and a dict per entry', () => {
    const item: Template = {
      type: 'generic',
      templateString: 'Tag($FERN_INPUT)',
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'RELATIVE' }],
    }
    const iterable: Template = {
      type: 'iterable',
      containerTemplateString: '[$FERN_INPUT]',
      delimiter: '; ',
      innerTemplate: item,
      templateInput: { location: 'BODY', path: 'tags' },
      isOptional: false,
    }
    expect(render(iterable)).toBe('[Tag("a"); Tag("b")]')
    const relative: Template = {
      type: 'generic',
      templateString: '$FERN_INPUT',
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'RELATIVE' }],
    }
    const dict: Template = {
      type: 'dict',
      containerTemplateString: '{$FERN_INPUT}',
      delimiter: ', ',
      keyValueSeparator: ' => ',
      keyTemplate: relative,
      valueTemplate: relative,
      templateInput: { location: 'BODY', path: 'meta' },
      isOptional: false,
    }
    expect(render(dict)).toBe('{"k" => 1}')
  })

  it('maps an enum wire value to its SDK value, falling back to the first SDK value', () => {
    const template: Template = {
      type: 'enum',
      templateString: 'role=$FERN_INPUT',
      values: { admin: 'Role.ADMIN', owner: 'Role.OWNER' },
      templateInput: { location: 'BODY', path: 'role' },
      isOptional: false,
    }
    expect(render(template)).toBe('role=Role.OWNER')
    expect(render(template, { requestBody: { role: 'guest' } })).toBe('role=Role.ADMIN')
    expect(render(template, { requestBody: { role: 7 } })).toBe('role=Role.ADMIN')
    expect(render({ ...template, templateString: undefined })).toBe('Role.OWNER')
  })

  it('picks the discriminated union member named by the discriminant, RELATIVE by default', () => {
    const template: Template = {
      type: 'discriminatedUnion',
      templateString: 'shape=$FERN_INPUT',
      discriminantField: 'kind',
      isOptional: false,
      members: {
        circle: {
          type: 'generic',
          templateString: 'Circle($FERN_INPUT)',
          isOptional: false,
          templateInputs: [{ type: 'payload', location: 'RELATIVE', path: 'radius' }],
        },
        square: {
          type: 'generic',
          templateString: 'Square($FERN_INPUT)',
          isOptional: false,
          templateInputs: [{ type: 'payload', location: 'RELATIVE', path: 'side' }],
        },
      },
    }
    expect(render(template, {}, { kind: 'square', side: 2 })).toBe('shape=Square(2)')
    expect(render(template, {}, { kind: 'circle', radius: 1 })).toBe('shape=Circle(1)')
    expect(render(template, {}, { kind: 'triangle' })).toBe('shape=')
    expect(render(template, {}, ['kind'])).toBe('shape=')
    expect(render({ ...template, isOptional: true }, {}, { side: 2 })).toBeUndefined()
  })

  it('renders union and union_v2 as their defaults', () => {
    const member: Template = {
      type: 'generic',
      templateString: '$FERN_INPUT',
      isOptional: false,
      templateInputs: [{ type: 'payload', location: 'BODY' }],
    }
    expect(
      render({ type: 'union', templateString: 'id=$FERN_INPUT', members: { a: member }, isOptional: false }),
    ).toBe('id=')
    expect(
      render({
        type: 'union_v2',
        templateString: 'id=$FERN_INPUT',
        members: [{ type: {}, template: member }],
        isOptional: false,
      }),
    ).toBe('id=')
    expect(
      render({ type: 'union_v2', templateString: 'id=$FERN_INPUT', members: [], isOptional: true }),
    ).toBeUndefined()
  })
})

describe('renderSnippetTemplate', () => {
  it('lays out deduplicated imports, a blank line, the client with eight trailing spaces and the call', () => {
    const snippet = renderSnippetTemplate(TS_CREATE_USER.snippetTemplate, CREATE_USER_PAYLOAD)
    expect(snippet).toBe(
      [
        'import { AcmeClient } from "acme";',
        'import { Acme } from "acme";',
        '',
        'const client = new AcmeClient({ token: "sk_test_123" });        ',
        'await client.users.create("org_1", {',
        '    name: "Ada",',
        '    role: Acme.Role.Admin,',
        '    tags: ["x", "y"],',
        '    addresses: [{ city: "Paris" }, { city: "Oslo" }],',
        '    metadata: { "plan": "pro" }',
        '  }, { dryRun: true, idempotencyKey: "k-42" });',
        '',
      ].join('\n'),
    )
  })

  it('keeps required data as empty slots and leaves optional data out', () => {
    const snippet = renderSnippetTemplate(TS_CREATE_USER.snippetTemplate, {})
    expect(snippet).toBe(
      [
        'import { AcmeClient } from "acme";',
        '',
        'const client = new AcmeClient({ token: "YOUR_TOKEN" });        ',
        'await client.users.create(, {',
        '    name: ',
        '  });',
        '',
      ].join('\n'),
    )
  })

  it('uses a fixed client instantiation as it is, and rejects unknown versions', () => {
    const template: VersionedSnippetTemplate = {
      ...TS_CREATE_USER.snippetTemplate,
      clientInstantiation: 'const client = new AcmeClient();',
    }
    expect(renderSnippetTemplate(template, {})).toContain(
      '\n\nconst client = new AcmeClient();        \nawait',
    )
    const v2 = { ...template, type: 'v2' } as unknown as VersionedSnippetTemplate
    expect(() => renderSnippetTemplate(v2, {})).toThrow('Unknown template version: v2')
  })
})

describe('resolveSnippetTemplate', () => {
  it('gives TypeScript, Go and Ruby one client', () => {
    const ts = resolveSnippetTemplate(TS_CREATE_USER, CREATE_USER_PAYLOAD)
    expect(ts).toEqual({ client: renderSnippetTemplate(TS_CREATE_USER.snippetTemplate, CREATE_USER_PAYLOAD) })
    for (const type of ['go', 'ruby'] as const) {
      expect(
        resolveSnippetTemplate(
          { ...TS_CREATE_USER, sdk: { ...TS_CREATE_USER.sdk, type } },
          CREATE_USER_PAYLOAD,
        ),
      ).toEqual(ts)
    }
  })

  it('gives Python a sync client and the async one of additionalTemplates', () => {
    const resolved = resolveSnippetTemplate(PY_CREATE_USER, CREATE_USER_PAYLOAD)
    expect(resolved).toEqual({
      sync_client:
        'from acme import Acme\nfrom acme import Pet_Dog, Pet_Cat\n\nclient = Acme(api_key="sk_test_123")        \nclient.users.create(\n    org_id="org_1",\n    name="Ada",\n    pet=Pet_Dog(name="Rex")\n)\n',
      async_client:
        'from acme import AsyncAcme\nfrom acme import Pet_Dog, Pet_Cat\n\nclient = AsyncAcme(api_key="sk_test_123")        \nawait client.users.create(\n    org_id="org_1",\n    name="Ada",\n    pet=Pet_Dog(name="Rex")\n)\n',
    })
    const cat = resolveSnippetTemplate(PY_CREATE_USER, {
      requestBody: { name: 'Tom', pet: { type: 'cat', lives: 9 } },
    })
    expect('sync_client' in cat && cat.sync_client).toContain('pet=Pet_Cat(lives=9)')
  })

  it('gives Java the sync client twice without an async template', () => {
    const java: EndpointSnippetTemplate = {
      ...PY_CREATE_USER,
      sdk: { ...PY_CREATE_USER.sdk, type: 'java' },
      additionalTemplates: undefined,
    }
    const resolved = resolveSnippetTemplate(java, CREATE_USER_PAYLOAD)
    expect('sync_client' in resolved && resolved.sync_client).toBe(
      'sync_client' in resolved && resolved.async_client,
    )
  })

  it('fails hard for SDK types without an output', () => {
    for (const type of ['csharp', 'php'] as const) {
      expect(() =>
        resolveSnippetTemplate({ ...TS_CREATE_USER, sdk: { ...TS_CREATE_USER.sdk, type } }, {}),
      ).toThrow('Encountered unexpected SDK type in snippet generation, failing hard.')
    }
  })
})
