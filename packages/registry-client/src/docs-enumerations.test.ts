import { normalizeSnippetLanguage } from '@api-explorer/model'
import { describe, expect, it } from 'vitest'
import {
  AI_CHAT_LOCATIONS,
  AI_MODELS,
  CHANGELOG_ENTRY_TYPES,
  CONTENT_ALIGNMENTS,
  FONT_DISPLAYS,
  FONT_STYLES,
  GENERATOR_LANGUAGES,
  HEADER_POSITIONS,
  isAiModel,
  isLayout,
  isSnippetLanguageName,
  JS_SCRIPT_STRATEGIES,
  LAYOUTS,
  PAGE_ACTION_OPTIONS,
  PULL_REQUEST_STATES,
  RELEASE_TYPES,
  SEARCHBAR_PLACEMENTS,
  SNIPPET_LANGUAGE_NAMES,
  TABS_PLACEMENTS,
  TWITTER_CARD_SETTINGS,
  VERSION_BUMPS,
} from './docs-enumerations.js'

describe('documentation-configuration enumerations', () => {
  it.each<[string, readonly string[], string]>([
    ['layout', LAYOUTS, 'guide, overview, reference, page, custom'],
    ['AiChatLocation', AI_CHAT_LOCATIONS, 'docs, slack, discord'],
    ['AiModel', AI_MODELS, 'claude-3.5, claude-3.7, claude-4, command-a'],
    ['SearchbarPlacement', SEARCHBAR_PLACEMENTS, 'HEADER, HEADER_TABS, SIDEBAR'],
    ['TabsPlacement', TABS_PLACEMENTS, 'HEADER, SIDEBAR'],
    ['ContentAlignment', CONTENT_ALIGNMENTS, 'CENTER, LEFT'],
    ['HeaderPosition', HEADER_POSITIONS, 'FIXED, ABSOLUTE'],
    ['FontStyle', FONT_STYLES, 'normal, italic'],
    ['FontDisplay', FONT_DISPLAYS, 'auto, block, swap, fallback, optional'],
    ['JsScriptStrategy', JS_SCRIPT_STRATEGIES, 'beforeInteractive, afterInteractive, lazyOnload'],
    [
      'PageActionOption',
      PAGE_ACTION_OPTIONS,
      'copyPage, viewAsMarkdown, askAi, openAi, claude, cursor, vscode',
    ],
    ['TwitterCardSetting', TWITTER_CARD_SETTINGS, 'summary, summary_large_image, app, player'],
    [
      'snippet languages',
      SNIPPET_LANGUAGE_NAMES,
      'curl, python, javascript, js, node, typescript, ts, go, ruby, csharp, php, swift',
    ],
    ['ReleaseType', RELEASE_TYPES, 'GA, RC'],
    ['ChangelogEntryType', CHANGELOG_ENTRY_TYPES, 'fix, feat, chore, break, internal'],
    ['PullRequestState', PULL_REQUEST_STATES, 'open, closed, merged'],
    ['VersionBump', VERSION_BUMPS, 'MAJOR, MINOR, PATCH'],
    [
      'GeneratorLanguage',
      GENERATOR_LANGUAGES,
      'python, go, java, typescript, ruby, csharp, php, swift, rust',
    ],
  ])('lists the %s values of the specification table', (_name, values, table) => {
    expect(values.join(', ')).toBe(table)
  })

  it('names only languages snippets are written in, each normalising to one', () => {
    for (const name of SNIPPET_LANGUAGE_NAMES) expect(normalizeSnippetLanguage(name)).toBeDefined()
  })
})

describe('enumeration type guards', () => {
  it('accept exactly the listed values', () => {
    expect(isLayout('reference')).toBe(true)
    expect(isLayout('Reference')).toBe(false)
    expect(isAiModel('claude-4')).toBe(true)
    expect(isSnippetLanguageName('ts')).toBe(true)
    expect(isSnippetLanguageName('java')).toBe(false)
  })

  it('reject values that are not strings', () => {
    expect(isLayout(undefined)).toBe(false)
    expect(isLayout(null)).toBe(false)
    expect(isLayout(['guide'])).toBe(false)
  })
})
