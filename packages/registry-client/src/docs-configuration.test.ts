import {
  AI_MODELS,
  GENERATOR_LANGUAGES,
  LAYOUTS,
  PAYLOAD_LOCATIONS,
  SNIPPET_LANGUAGE_NAMES,
  VERSION_BUMPS,
} from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import {
  aiModelSchema,
  contentAlignmentSchema,
  generatorLanguageSchema,
  layoutSchema,
  payloadLocationSchema,
  snippetLanguageNameSchema,
  twitterCardSettingSchema,
  versionBumpSchema,
} from './docs-configuration.js'

describe('the documentation-configuration enums', () => {
  it('take their values from the model', () => {
    expect(layoutSchema.options).toEqual([...LAYOUTS])
    expect(aiModelSchema.options).toEqual([...AI_MODELS])
    expect(payloadLocationSchema.options).toEqual([...PAYLOAD_LOCATIONS])
    expect(snippetLanguageNameSchema.options).toEqual([...SNIPPET_LANGUAGE_NAMES])
    expect(versionBumpSchema.options).toEqual([...VERSION_BUMPS])
    expect(generatorLanguageSchema.options).toEqual([...GENERATOR_LANGUAGES])
  })

  it('accept listed values and reject others', () => {
    expect(aiModelSchema.parse('claude-3.7')).toBe('claude-3.7')
    expect(twitterCardSettingSchema.safeParse('summary_large_image').success).toBe(true)
    expect(contentAlignmentSchema.safeParse('RIGHT').success).toBe(false)
    expect(layoutSchema.safeParse('Guide').success).toBe(false)
  })
})
