import { describe, expect, it } from 'vitest'
import { ENDPOINT_SNIPPET_TEMPLATE } from '../test-support/responses.js'
import { generatorOrNullSchema } from './generators.js'
import { fernRepositorySchema } from './git.js'
import { endpointSnippetTemplateSchema, templateSchema } from './snippet-templates.js'

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
