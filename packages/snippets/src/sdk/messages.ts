/**
 * Every user-facing message of SDK snippets, by code. `{name}` marks a parameter that
 * {@link formatSdkSnippetMessage} fills in. The first six are the exact messages of the playground spec
 * (§8); the last three are the snippet-template resolver's own failures.
 */
export const SDK_SNIPPET_MESSAGES = {
  unsupportedLanguage: 'Unsupported language',
  noConfiguration: 'No configuration found for language',
  invalidEndpointReference: 'Invalid endpoint reference',
  endpointNotFound: 'Failed to find endpoint identified by {method} {path}',
  noSdkSnippet: 'No SDK snippet available for {language}',
  generationFailed: 'Failed to generate {language} code: {message}',
  unknownPayloadInputType: 'Unknown payload input type: {location}',
  unknownTemplateVersion: 'Unknown template version: {type}',
  unexpectedSdkType: 'Encountered unexpected SDK type in snippet generation, failing hard.',
} as const

/** The code of one of the {@link SDK_SNIPPET_MESSAGES}. */
export type SdkSnippetMessageCode = keyof typeof SDK_SNIPPET_MESSAGES

/**
 * The message of a code with its `{name}` parameters replaced by `params[name]`; a parameter that is not
 * given stays as it is written.
 */
export function formatSdkSnippetMessage(
  code: SdkSnippetMessageCode,
  params: Readonly<Record<string, string>> = {},
): string {
  return SDK_SNIPPET_MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? (params[name] ?? placeholder) : placeholder,
  )
}

/** An SDK snippet failure: `message` is the formatted message, `code` names which one it is. */
export class SdkSnippetError extends Error {
  /** Which of the {@link SDK_SNIPPET_MESSAGES} this error carries. */
  readonly code: SdkSnippetMessageCode

  /** An error with the message of `code`, its parameters filled in from `params`. */
  constructor(
    code: SdkSnippetMessageCode,
    params: Readonly<Record<string, string>> = {},
    options?: ErrorOptions,
  ) {
    super(formatSdkSnippetMessage(code, params), options)
    this.name = 'SdkSnippetError'
    this.code = code
  }
}
