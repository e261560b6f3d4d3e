import type {
  ObjectPropertyAccess,
  PayloadLocation,
  WebhookHttpMethod,
  WebSocketMessageOrigin,
} from '@api-explorer/model'
import type {
  AiChatLocation,
  AiModel,
  ChangelogEntryType,
  ContentAlignment,
  FontDisplay,
  FontStyle,
  GeneratorLanguage,
  HeaderPosition,
  JsScriptStrategy,
  Layout,
  PageActionOption,
  PullRequestState,
  ReleaseType,
  SearchbarPlacement,
  SnippetLanguageName,
  TabsPlacement,
  TwitterCardSetting,
  VersionBump,
} from './docs-enumerations.js'
import {
  OBJECT_PROPERTY_ACCESSES,
  PAYLOAD_LOCATIONS,
  WEBHOOK_HTTP_METHODS,
  WEBSOCKET_MESSAGE_ORIGINS,
} from '@api-explorer/model'
import {
  AI_CHAT_LOCATIONS,
  AI_MODELS,
  CHANGELOG_ENTRY_TYPES,
  CONTENT_ALIGNMENTS,
  FONT_DISPLAYS,
  FONT_STYLES,
  GENERATOR_LANGUAGES,
  HEADER_POSITIONS,
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
import * as z from 'zod'

// The documentation-configuration enumerations (spec §3) as zod enums. The values come from the const arrays
// (the model's three, this package's docs-enumerations.ts for the rest), written down once.

/** A zod enum whose values are exactly the members of `T`. */
export type EnumSchema<T extends string> = z.ZodEnum<{ [K in T]: K }>

function enumOf<T extends string>(values: readonly T[]): EnumSchema<T> {
  return z.enum(values as [T, ...T[]]) as unknown as EnumSchema<T>
}

/** Page layouts: guide, overview, reference, page, custom. */
export const layoutSchema: EnumSchema<Layout> = enumOf(LAYOUTS)
/** Where the AI chat is offered: docs, slack, discord. */
export const aiChatLocationSchema: EnumSchema<AiChatLocation> = enumOf(AI_CHAT_LOCATIONS)
/** Models of the AI chat. */
export const aiModelSchema: EnumSchema<AiModel> = enumOf(AI_MODELS)
/** Where the search bar sits: HEADER, HEADER_TABS, SIDEBAR. */
export const searchbarPlacementSchema: EnumSchema<SearchbarPlacement> = enumOf(SEARCHBAR_PLACEMENTS)
/** Where the tabs sit: HEADER, SIDEBAR. */
export const tabsPlacementSchema: EnumSchema<TabsPlacement> = enumOf(TABS_PLACEMENTS)
/** Content alignment: CENTER, LEFT. */
export const contentAlignmentSchema: EnumSchema<ContentAlignment> = enumOf(CONTENT_ALIGNMENTS)
/** Header position: FIXED, ABSOLUTE. */
export const headerPositionSchema: EnumSchema<HeaderPosition> = enumOf(HEADER_POSITIONS)
/** Font style: normal, italic. */
export const fontStyleSchema: EnumSchema<FontStyle> = enumOf(FONT_STYLES)
/** `font-display`: auto, block, swap, fallback, optional. */
export const fontDisplaySchema: EnumSchema<FontDisplay> = enumOf(FONT_DISPLAYS)
/** Script loading strategy: beforeInteractive, afterInteractive, lazyOnload. */
export const jsScriptStrategySchema: EnumSchema<JsScriptStrategy> = enumOf(JS_SCRIPT_STRATEGIES)
/** Page actions: copyPage, viewAsMarkdown, askAi, openAi, claude, cursor, vscode. */
export const pageActionOptionSchema: EnumSchema<PageActionOption> = enumOf(PAGE_ACTION_OPTIONS)
/** Twitter card: summary, summary_large_image, app, player. */
export const twitterCardSettingSchema: EnumSchema<TwitterCardSetting> = enumOf(TWITTER_CARD_SETTINGS)
/** Property access: READ_ONLY, WRITE_ONLY. */
export const objectPropertyAccessSchema: EnumSchema<ObjectPropertyAccess> = enumOf(OBJECT_PROPERTY_ACCESSES)
/** Webhook method: GET, POST. */
export const webhookHttpMethodSchema: EnumSchema<WebhookHttpMethod> = enumOf(WEBHOOK_HTTP_METHODS)
/** Websocket message origin: client, server. */
export const webSocketMessageOriginSchema: EnumSchema<WebSocketMessageOrigin> =
  enumOf(WEBSOCKET_MESSAGE_ORIGINS)
/** Where a snippet template reads a payload value: BODY, QUERY, PATH, HEADERS, RELATIVE, AUTH. */
export const payloadLocationSchema: EnumSchema<PayloadLocation> = enumOf(PAYLOAD_LOCATIONS)
/** Snippet language names, aliases included. */
export const snippetLanguageNameSchema: EnumSchema<SnippetLanguageName> = enumOf(SNIPPET_LANGUAGE_NAMES)
/** Release type: GA, RC. */
export const releaseTypeSchema: EnumSchema<ReleaseType> = enumOf(RELEASE_TYPES)
/** Changelog entry type: fix, feat, chore, break, internal. */
export const changelogEntryTypeSchema: EnumSchema<ChangelogEntryType> = enumOf(CHANGELOG_ENTRY_TYPES)
/** Pull request state: open, closed, merged. */
export const pullRequestStateSchema: EnumSchema<PullRequestState> = enumOf(PULL_REQUEST_STATES)
/** Version bump: MAJOR, MINOR, PATCH. */
export const versionBumpSchema: EnumSchema<VersionBump> = enumOf(VERSION_BUMPS)
/** Generator language. */
export const generatorLanguageSchema: EnumSchema<GeneratorLanguage> = enumOf(GENERATOR_LANGUAGES)
