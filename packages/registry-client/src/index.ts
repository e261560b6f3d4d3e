// The public API of @api-explorer/registry-client.

export type { RegistryClient, RegistryClientOptions } from './client.js'
export { createRegistryClient } from './client.js'
export { RegistryEnvironment } from './environments.js'
export type { RequestOptions, TokenSupplier } from './call.js'
export type {
  InvalidVersionErrorContent,
  RegistryErrorContent,
  RegistryErrorInfo,
  RegistryErrorName,
} from './errors/error-catalogue.js'
export {
  REGISTRY_ERRORS,
  REGISTRY_ERROR_CONTENT_SCHEMAS,
  REGISTRY_ERROR_NAMES,
  isRegistryErrorName,
} from './errors/error-catalogue.js'
export type {
  NamedRegistryError,
  RegistryError,
  RegistryErrorVisitor,
  RegistryResponse,
  UnexpectedContentError,
  UnknownRegistryError,
} from './errors/registry-error.js'
export { isRegistryError, visitRegistryError } from './errors/registry-error.js'
export type { DeclaredErrors } from './errors/decode-error.js'
export { ORPC_CODE_STATUS, decodeRegistryError } from './errors/decode-error.js'
export type { RuntimeInfo } from './runtime-headers.js'
export { detectRuntime, runtimeHeaders } from './runtime-headers.js'
export type { EnumSchema } from './docs-configuration.js'
export {
  aiChatLocationSchema,
  aiModelSchema,
  changelogEntryTypeSchema,
  contentAlignmentSchema,
  fontDisplaySchema,
  fontStyleSchema,
  generatorLanguageSchema,
  headerPositionSchema,
  jsScriptStrategySchema,
  layoutSchema,
  objectPropertyAccessSchema,
  pageActionOptionSchema,
  payloadLocationSchema,
  pullRequestStateSchema,
  releaseTypeSchema,
  searchbarPlacementSchema,
  snippetLanguageNameSchema,
  tabsPlacementSchema,
  twitterCardSettingSchema,
  versionBumpSchema,
  webSocketMessageOriginSchema,
  webhookHttpMethodSchema,
} from './docs-configuration.js'
export type { ApisArea, ApisErrors } from './areas/apis.js'
export type { CliArea, CliErrors } from './areas/cli.js'
export type { DashboardArea, DashboardErrors } from './areas/dashboard.js'
export type { DocsCacheArea, DocsCacheErrors } from './areas/docs-cache.js'
export type { DocsV2Area, DocsV2Errors } from './areas/docs-v2.js'
export type { DocsArea, DocsErrors } from './areas/docs.js'
export type { GeneratorVersionsArea, GeneratorVersionsErrors } from './areas/generator-versions.js'
export type { GeneratorsArea, GeneratorsErrors } from './areas/generators.js'
export type { GitArea, GitErrors } from './areas/git.js'
export type { SdksArea, SdksErrors } from './areas/sdks.js'
export type { SnippetTemplatesArea, SnippetTemplatesErrors } from './areas/snippet-templates.js'
export type { SnippetsArea, SnippetsErrors } from './areas/snippets.js'
export type { TokensArea, TokensErrors } from './areas/tokens.js'
export type { EndpointIdentifier, EndpointIdentifierMethod, JsonObject } from './schemas/common.js'
export { endpointIdentifierSchema, jsonObjectSchema } from './schemas/common.js'
export type {
  ApiDefinitionSourceType,
  ApiDefinitionV1,
  ApiDefinitionV1Write,
  ApiDiff,
  ApiDiffPart,
  ApiDiffQuery,
  RegisterApiDefinitionRequest,
  RegisterApiDefinitionResponse,
  SnippetsConfig,
  UpdatedEndpointDiff,
} from './schemas/apis.js'
export { apiDefinitionV1Schema, apiDiffSchema, registerApiDefinitionResponseSchema } from './schemas/apis.js'
export type {
  DocsDefinition,
  DocsDefinitionWrite,
  DocsPageWrite,
  DocsSiteUrl,
  DocsSitesForOrg,
  FileUploadUrl,
  GetDocsSitesForOrgRequest,
  InvalidateDocsCacheRequest,
  LoadDocsForDomainRequest,
  RegisterDocsRequest,
  StartDocsRegisterRequest,
  StartDocsRegisterResponse,
} from './schemas/docs.js'
export {
  docsDefinitionSchema,
  docsSitesForOrgSchema,
  fileUploadUrlSchema,
  startDocsRegisterResponseSchema,
} from './schemas/docs.js'
export type {
  AlgoliaPreviewWhitelist,
  AlgoliaPreviewWhitelistRequest,
  DocsAuthConfig,
  DocsBaseUrl,
  DocsConfigById,
  DocsDomainItem,
  DocsFilePath,
  DocsImageFilePath,
  DocsUrlMetadata,
  DocsUrlRequest,
  ListDocsUrlsQuery,
  ListDocsUrlsResponse,
  LoadDocsForUrlRequest,
  LoadDocsForUrlResponse,
  RegisterDocsV2Request,
  SetDocsArchivedRequest,
  SetDocsMetadataForUrlRequest,
  StartDocsPreviewRegisterRequest,
  StartDocsPreviewRegisterResponse,
  StartDocsRegisterV2Request,
  StartDocsRegisterV2Response,
  TransferDocsOwnershipRequest,
} from './schemas/docs-v2.js'
export {
  algoliaPreviewWhitelistSchema,
  docsConfigByIdSchema,
  docsUrlMetadataSchema,
  listDocsUrlsResponseSchema,
  loadDocsForUrlResponseSchema,
  organizationIdSchema,
  startDocsPreviewRegisterResponseSchema,
  startDocsRegisterV2ResponseSchema,
} from './schemas/docs-v2.js'
export type {
  ChangelogEntry,
  ChangelogRequest,
  ChangelogResponse,
  CliRelease,
  CliReleaseRequest,
  Generator,
  GeneratorKind,
  GeneratorRelease,
  GeneratorReleaseRequest,
  GetGeneratorByImageRequest,
  GetLatestCliReleaseRequest,
  GetLatestGeneratorReleaseRequest,
  ListCliReleasesQuery,
  ListCliReleasesResponse,
  ListGeneratorReleasesQuery,
  ListGeneratorReleasesResponse,
  Release,
  ReleaseRequest,
  Yank,
} from './schemas/generators.js'
export {
  changelogEntrySchema,
  changelogResponseSchema,
  cliReleaseSchema,
  generatorListSchema,
  generatorOrNullSchema,
  generatorReleaseSchema,
  generatorSchema,
  listCliReleasesResponseSchema,
  listGeneratorReleasesResponseSchema,
} from './schemas/generators.js'
export type {
  BaseRepository,
  CheckRun,
  FernRepository,
  GithubUser,
  ListPullRequestsRequest,
  ListPullRequestsResponse,
  ListRepositoriesRequest,
  ListRepositoriesResponse,
  PullRequest,
  PullRequestReviewer,
} from './schemas/git.js'
export {
  checkRunSchema,
  fernRepositorySchema,
  listPullRequestsResponseSchema,
  listRepositoriesResponseSchema,
  pullRequestSchema,
} from './schemas/git.js'
export type {
  ComputeSemanticVersionRequest,
  ComputedSemanticVersion,
  SdkVersionLanguage,
} from './schemas/sdks.js'
export { computedSemanticVersionSchema } from './schemas/sdks.js'
export type {
  CreateSnippetsRequest,
  CustomSnippetPayload,
  GetSnippetsRequest,
  LoadSnippetsQuery,
  LoadSnippetsRequest,
  Sdk,
  SdkRequest,
  Snippet,
  SnippetCode,
  SnippetsPage,
} from './schemas/snippets.js'
export { sdkSchema, snippetListSchema, snippetSchema, snippetsPageSchema } from './schemas/snippets.js'
export type {
  EndpointSnippetTemplate,
  GetSnippetTemplateRequest,
  RegisterSnippetTemplateBatchRequest,
  RegisterSnippetTemplateRequest,
} from './schemas/snippet-templates.js'
export { endpointSnippetTemplateSchema } from './schemas/snippet-templates.js'
export type { GenerateTokenRequest, GeneratedToken, RevokeTokenRequest } from './schemas/tokens.js'
export { generatedTokenSchema } from './schemas/tokens.js'
export type {
  ObjectPropertyAccess,
  PayloadLocation,
  WebhookHttpMethod,
  WebSocketMessageOrigin,
} from '@api-explorer/model'
export type {
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
export {
  AI_CHAT_LOCATIONS,
  AI_MODELS,
  CHANGELOG_ENTRY_TYPES,
  CONTENT_ALIGNMENTS,
  FONT_DISPLAYS,
  FONT_STYLES,
  GENERATOR_LANGUAGES,
  HEADER_POSITIONS,
  isAiChatLocation,
  isAiModel,
  isChangelogEntryType,
  isContentAlignment,
  isFontDisplay,
  isFontStyle,
  isGeneratorLanguage,
  isHeaderPosition,
  isJsScriptStrategy,
  isLayout,
  isPageActionOption,
  isPullRequestState,
  isReleaseType,
  isSearchbarPlacement,
  isSnippetLanguageName,
  isTabsPlacement,
  isTwitterCardSetting,
  isVersionBump,
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
