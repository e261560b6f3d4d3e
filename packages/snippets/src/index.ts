export type { GenerateSnippetOptions } from './generate-snippet.js'
export type { CredentialStyle } from './hide-credentials.js'
export { hideCredentials } from './hide-credentials.js'
export { DEFAULT_SNIPPET_LANGUAGES, generateSnippet, snippetTarget } from './generate-snippet.js'
export type { SnippetTarget } from './snippet-target.js'
export { redactHeaderValue, redactSecret } from './redact.js'
export { shellQuote } from './shell-quote.js'
export { SDK_SNIPPET_MESSAGES, SdkSnippetError, formatSdkSnippetMessage } from './sdk/messages.js'
export type { SdkSnippetMessageCode } from './sdk/messages.js'
export type * from './sdk/template-types.js'
export { renderTemplate, resolveSnippetTemplate } from './sdk/resolve-template.js'
export type { RenderedTemplate, ResolvedSdkSnippet } from './sdk/resolve-template.js'
export { sdkSnippet, SDK_SNIPPET_LANGUAGES, isSdkSnippetLanguage } from './sdk/endpoint-snippet.js'
export type { SdkSnippetOptions } from './sdk/endpoint-snippet.js'
export { renderSdkCall } from './sdk/generator/generate-sdk-snippet.js'
export type { ResolvedSdkConfiguration, SdkConfiguration } from './sdk/generator/sdk-configuration.js'
export {
  DEFAULT_PACKAGE_REGISTRIES,
  SDK_GENERATOR_DEFAULTS,
  defaultRegistry,
  resolveSdkConfiguration,
} from './sdk/generator/sdk-configuration.js'
export { sdkInstallCommand } from './sdk/generator/install-command.js'
export { examplePayload } from './sdk/generator/example-payload.js'
