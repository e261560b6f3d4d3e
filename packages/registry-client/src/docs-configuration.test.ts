import { describe, expect, it } from 'vitest'
import * as enums from './docs-configuration.js'

// The values of the specification's §3 table, written out here so a change in the model shows up as a failure.
const SPEC_VALUES: Record<string, readonly string[]> = {
  layoutSchema: ['guide', 'overview', 'reference', 'page', 'custom'],
  aiChatLocationSchema: ['docs', 'slack', 'discord'],
  aiModelSchema: ['claude-3.5', 'claude-3.7', 'claude-4', 'command-a'],
  searchbarPlacementSchema: ['HEADER', 'HEADER_TABS', 'SIDEBAR'],
  tabsPlacementSchema: ['HEADER', 'SIDEBAR'],
  contentAlignmentSchema: ['CENTER', 'LEFT'],
  headerPositionSchema: ['FIXED', 'ABSOLUTE'],
  fontStyleSchema: ['normal', 'italic'],
  fontDisplaySchema: ['auto', 'block', 'swap', 'fallback', 'optional'],
  jsScriptStrategySchema: ['beforeInteractive', 'afterInteractive', 'lazyOnload'],
  pageActionOptionSchema: ['copyPage', 'viewAsMarkdown', 'askAi', 'openAi', 'claude', 'cursor', 'vscode'],
  twitterCardSettingSchema: ['summary', 'summary_large_image', 'app', 'player'],
  objectPropertyAccessSchema: ['READ_ONLY', 'WRITE_ONLY'],
  webhookHttpMethodSchema: ['GET', 'POST'],
  webSocketMessageOriginSchema: ['client', 'server'],
  payloadLocationSchema: ['BODY', 'QUERY', 'PATH', 'HEADERS', 'RELATIVE', 'AUTH'],
  snippetLanguageNameSchema: [
    'curl',
    'python',
    'javascript',
    'js',
    'node',
    'typescript',
    'ts',
    'go',
    'ruby',
    'csharp',
    'php',
    'swift',
  ],
  releaseTypeSchema: ['GA', 'RC'],
  changelogEntryTypeSchema: ['fix', 'feat', 'chore', 'break', 'internal'],
  pullRequestStateSchema: ['open', 'closed', 'merged'],
  versionBumpSchema: ['MAJOR', 'MINOR', 'PATCH'],
  generatorLanguageSchema: ['python', 'go', 'java', 'typescript', 'ruby', 'csharp', 'php', 'swift', 'rust'],
}

describe('the documentation-configuration enums', () => {
  it('are the 22 enumerations of the specification, no more', () => {
    const exported = Object.keys(enums).filter((name) => name.endsWith('Schema'))
    expect(exported.sort()).toEqual(Object.keys(SPEC_VALUES).sort())
  })

  it.each(Object.entries(SPEC_VALUES))('%s has exactly the values of the specification', (name, values) => {
    const schema = (enums as unknown as Record<string, { options: readonly string[] }>)[name]
    expect([...(schema?.options ?? [])].sort()).toEqual([...values].sort())
  })

  it('accept listed values and reject others', () => {
    expect(enums.aiModelSchema.parse('claude-3.7')).toBe('claude-3.7')
    expect(enums.twitterCardSettingSchema.safeParse('summary_large_image').success).toBe(true)
    expect(enums.contentAlignmentSchema.safeParse('RIGHT').success).toBe(false)
    expect(enums.layoutSchema.safeParse('Guide').success).toBe(false)
  })
})
