import { describe, expect, it } from 'vitest'
import { ENDPOINT_SNIPPET_TEMPLATE } from '../../test/responses.js'
import { registerApiDefinitionResponseSchema } from './apis.js'
import { docsUrlMetadataSchema } from './docs-v2.js'
import { generatorOrNullSchema, generatorSchema } from './generators.js'
import { fernRepositorySchema, pullRequestSchema } from './git.js'
import { snippetsPageSchema } from './snippets.js'
import { templateSchema } from '@api-explorer/model/schema'
import { endpointSnippetTemplateSchema } from './snippet-templates.js'

describe('response schemas', () => {
  it('parse nested snippet templates', () => {
    expect(endpointSnippetTemplateSchema.parse(ENDPOINT_SNIPPET_TEMPLATE)).toEqual(ENDPOINT_SNIPPET_TEMPLATE)
  })

  it('reject a template nested deep inside that is malformed', () => {
    const dict = {
      type: 'dict',
      isOptional: false,
      containerTemplateString: '{$FERN_INPUT}',
      delimiter: ', ',
      keyValueSeparator: ': ',
      keyTemplate: { type: 'generic', isOptional: false, templateString: '$FERN_INPUT' },
      valueTemplate: { type: 'enum', isOptional: false, values: { a: 1 } },
    }
    const result = templateSchema.safeParse(dict)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['valueTemplate', 'values', 'a'])
  })

  it('read a missing generator as null', () => {
    expect(generatorOrNullSchema.parse(null)).toBeNull()
    expect(generatorOrNullSchema.parse(undefined)).toBeNull()
  })

  it('tell SDK and config repositories apart', () => {
    const base = {
      id: { type: 'github', id: '1' },
      name: 'docs',
      owner: 'acme',
      fullName: 'acme/docs',
      url: 'https://github.com/acme/docs',
      repositoryOwnerOrganizationId: 'acme',
      defaultBranchChecks: [],
    }
    expect(fernRepositorySchema.safeParse({ ...base, type: 'config' }).success).toBe(true)
    expect(fernRepositorySchema.safeParse({ ...base, type: 'sdk' }).success).toBe(false)
  })
})

describe('optional response fields', () => {
  it('read null as absent, across the schemas', () => {
    expect(
      generatorSchema.parse({
        id: 'ts',
        displayName: 'TypeScript',
        generatorType: { type: 'sdk' },
        generatorLanguage: null,
        dockerImage: 'fernapi/fern-typescript-sdk',
      }).generatorLanguage,
    ).toBeUndefined()
    const pullRequest = pullRequestSchema.parse({
      pullRequestNumber: 1,
      repositoryName: 'sdk',
      repositoryOwner: 'acme',
      author: null,
      reviewers: [{ type: 'user', username: 'ada', name: null, email: null }],
      title: 'Bump',
      url: 'https://github.com/acme/sdk/pull/1',
      checks: [],
      state: 'open',
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: null,
      mergedAt: null,
      closedAt: null,
    })
    expect(pullRequest.author).toBeUndefined()
    expect(pullRequest.closedAt).toBeUndefined()
    expect(snippetsPageSchema.parse({ next: null, snippets: {} })).toEqual({ snippets: {} })
    expect(
      docsUrlMetadataSchema.parse({ isPreviewUrl: false, org: 'acme', url: 'docs.acme.com', gitUrl: null })
        .gitUrl,
    ).toBeUndefined()
    expect(
      registerApiDefinitionResponseSchema.parse({ apiDefinitionId: 'd', sources: null, dynamicIRs: null }),
    ).toEqual({ apiDefinitionId: 'd' })
  })

  it('still reject a present value of the wrong type', () => {
    const result = snippetsPageSchema.safeParse({ next: 'two', snippets: {} })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['next'])
  })
})
