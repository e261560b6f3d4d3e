// The documentation-configuration enumerations of the registry specification (§3) that only the registry's
// docs configuration uses (moved here from the model, which keeps the three its definition shapes use).
// Values exactly as listed there. Each comes as an `as const` array, its union type and a type guard for
// untrusted input. Snippet language names are the registry's wire spellings, aliases included: turn one into
// a `SnippetLanguage` with the model's `normalizeSnippetLanguage`.

function oneOf<T extends string>(values: readonly T[]): (value: unknown) => value is T {
  const set: ReadonlySet<unknown> = new Set(values)
  return (value: unknown): value is T => set.has(value)
}

/** Page layouts of a documentation page. */
export const LAYOUTS = ['guide', 'overview', 'reference', 'page', 'custom'] as const
/** A page layout. */
export type Layout = (typeof LAYOUTS)[number]
/** Whether a value is a {@link Layout}. */
export const isLayout: (value: unknown) => value is Layout = oneOf(LAYOUTS)

/** Where the AI chat is offered. */
export const AI_CHAT_LOCATIONS = ['docs', 'slack', 'discord'] as const
/** A place the AI chat is offered. */
export type AiChatLocation = (typeof AI_CHAT_LOCATIONS)[number]
/** Whether a value is an {@link AiChatLocation}. */
export const isAiChatLocation: (value: unknown) => value is AiChatLocation = oneOf(AI_CHAT_LOCATIONS)

/** Models the AI chat can use. */
export const AI_MODELS = ['claude-3.5', 'claude-3.7', 'claude-4', 'command-a'] as const
/** A model the AI chat can use. */
export type AiModel = (typeof AI_MODELS)[number]
/** Whether a value is an {@link AiModel}. */
export const isAiModel: (value: unknown) => value is AiModel = oneOf(AI_MODELS)

/** Where the search bar sits. */
export const SEARCHBAR_PLACEMENTS = ['HEADER', 'HEADER_TABS', 'SIDEBAR'] as const
/** A search bar placement. */
export type SearchbarPlacement = (typeof SEARCHBAR_PLACEMENTS)[number]
/** Whether a value is a {@link SearchbarPlacement}. */
export const isSearchbarPlacement: (value: unknown) => value is SearchbarPlacement =
  oneOf(SEARCHBAR_PLACEMENTS)

/** Where the tabs sit. */
export const TABS_PLACEMENTS = ['HEADER', 'SIDEBAR'] as const
/** A tabs placement. */
export type TabsPlacement = (typeof TABS_PLACEMENTS)[number]
/** Whether a value is a {@link TabsPlacement}. */
export const isTabsPlacement: (value: unknown) => value is TabsPlacement = oneOf(TABS_PLACEMENTS)

/** How page content is aligned. */
export const CONTENT_ALIGNMENTS = ['CENTER', 'LEFT'] as const
/** A content alignment. */
export type ContentAlignment = (typeof CONTENT_ALIGNMENTS)[number]
/** Whether a value is a {@link ContentAlignment}. */
export const isContentAlignment: (value: unknown) => value is ContentAlignment = oneOf(CONTENT_ALIGNMENTS)

/** How the header is positioned. */
export const HEADER_POSITIONS = ['FIXED', 'ABSOLUTE'] as const
/** A header position. */
export type HeaderPosition = (typeof HEADER_POSITIONS)[number]
/** Whether a value is a {@link HeaderPosition}. */
export const isHeaderPosition: (value: unknown) => value is HeaderPosition = oneOf(HEADER_POSITIONS)

/** Styles of a custom font. */
export const FONT_STYLES = ['normal', 'italic'] as const
/** A font style. */
export type FontStyle = (typeof FONT_STYLES)[number]
/** Whether a value is a {@link FontStyle}. */
export const isFontStyle: (value: unknown) => value is FontStyle = oneOf(FONT_STYLES)

/** `font-display` values of a custom font. */
export const FONT_DISPLAYS = ['auto', 'block', 'swap', 'fallback', 'optional'] as const
/** A `font-display` value. */
export type FontDisplay = (typeof FONT_DISPLAYS)[number]
/** Whether a value is a {@link FontDisplay}. */
export const isFontDisplay: (value: unknown) => value is FontDisplay = oneOf(FONT_DISPLAYS)

/** When a custom script is loaded. */
export const JS_SCRIPT_STRATEGIES = ['beforeInteractive', 'afterInteractive', 'lazyOnload'] as const
/** A script loading strategy. */
export type JsScriptStrategy = (typeof JS_SCRIPT_STRATEGIES)[number]
/** Whether a value is a {@link JsScriptStrategy}. */
export const isJsScriptStrategy: (value: unknown) => value is JsScriptStrategy = oneOf(JS_SCRIPT_STRATEGIES)

/** Actions offered on a page. */
export const PAGE_ACTION_OPTIONS = [
  'copyPage',
  'viewAsMarkdown',
  'askAi',
  'openAi',
  'claude',
  'cursor',
  'vscode',
] as const
/** A page action. */
export type PageActionOption = (typeof PAGE_ACTION_OPTIONS)[number]
/** Whether a value is a {@link PageActionOption}. */
export const isPageActionOption: (value: unknown) => value is PageActionOption = oneOf(PAGE_ACTION_OPTIONS)

/** Twitter card kinds of a page's metadata. */
export const TWITTER_CARD_SETTINGS = ['summary', 'summary_large_image', 'app', 'player'] as const
/** A Twitter card kind. */
export type TwitterCardSetting = (typeof TWITTER_CARD_SETTINGS)[number]
/** Whether a value is a {@link TwitterCardSetting}. */
export const isTwitterCardSetting: (value: unknown) => value is TwitterCardSetting =
  oneOf(TWITTER_CARD_SETTINGS)

/** Language names a code snippet may be tagged with (aliases included: `js`, `node`, `ts`). */
export const SNIPPET_LANGUAGE_NAMES = [
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
] as const
/** A snippet language name. */
export type SnippetLanguageName = (typeof SNIPPET_LANGUAGE_NAMES)[number]
/** Whether a value is a {@link SnippetLanguageName}. */
export const isSnippetLanguageName: (value: unknown) => value is SnippetLanguageName =
  oneOf(SNIPPET_LANGUAGE_NAMES)

/** Kinds of generator release. */
export const RELEASE_TYPES = ['GA', 'RC'] as const
/** A release kind: generally available or release candidate. */
export type ReleaseType = (typeof RELEASE_TYPES)[number]
/** Whether a value is a {@link ReleaseType}. */
export const isReleaseType: (value: unknown) => value is ReleaseType = oneOf(RELEASE_TYPES)

/** Kinds of changelog entry. */
export const CHANGELOG_ENTRY_TYPES = ['fix', 'feat', 'chore', 'break', 'internal'] as const
/** A changelog entry kind. */
export type ChangelogEntryType = (typeof CHANGELOG_ENTRY_TYPES)[number]
/** Whether a value is a {@link ChangelogEntryType}. */
export const isChangelogEntryType: (value: unknown) => value is ChangelogEntryType =
  oneOf(CHANGELOG_ENTRY_TYPES)

/** States of a generator pull request. */
export const PULL_REQUEST_STATES = ['open', 'closed', 'merged'] as const
/** A pull request state. */
export type PullRequestState = (typeof PULL_REQUEST_STATES)[number]
/** Whether a value is a {@link PullRequestState}. */
export const isPullRequestState: (value: unknown) => value is PullRequestState = oneOf(PULL_REQUEST_STATES)

/** Semantic version increments. */
export const VERSION_BUMPS = ['MAJOR', 'MINOR', 'PATCH'] as const
/** A semantic version increment. */
export type VersionBump = (typeof VERSION_BUMPS)[number]
/** Whether a value is a {@link VersionBump}. */
export const isVersionBump: (value: unknown) => value is VersionBump = oneOf(VERSION_BUMPS)

/** Languages SDK generators exist for. */
export const GENERATOR_LANGUAGES = [
  'python',
  'go',
  'java',
  'typescript',
  'ruby',
  'csharp',
  'php',
  'swift',
  'rust',
] as const
/** A generator language. */
export type GeneratorLanguage = (typeof GENERATOR_LANGUAGES)[number]
/** Whether a value is a {@link GeneratorLanguage}. */
export const isGeneratorLanguage: (value: unknown) => value is GeneratorLanguage = oneOf(GENERATOR_LANGUAGES)
