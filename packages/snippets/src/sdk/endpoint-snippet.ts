import { parseEndpointReference } from '@api-explorer/model'

import { SdkSnippetError } from './messages.js'
import { resolveSnippetTemplate } from './resolve-template.js'
import type { CustomSnippetPayload, EndpointSnippetTemplate, SdkType } from './template-types.js'

/** The languages SDK snippets exist for. */
export const SDK_SNIPPET_LANGUAGES: readonly SdkType[] = [
  'typescript',
  'python',
  'java',
  'ruby',
  'csharp',
  'go',
  'php',
]

/** Whether a language name is one of the {@link SDK_SNIPPET_LANGUAGES}. */
export function isSdkSnippetLanguage(language: string): language is SdkType {
  return (SDK_SNIPPET_LANGUAGES as readonly string[]).includes(language)
}

/** What {@link sdkSnippet} needs. */
export interface SdkSnippetOptions {
  /** One of the {@link SDK_SNIPPET_LANGUAGES}. */
  language: string
  /** The registered snippet templates (any endpoints, any SDKs); `undefined` when the API has none. */
  templates: readonly EndpointSnippetTemplate[] | undefined
  /** The endpoint, as `METHOD /path` (`POST /users/{id}`). */
  endpointReference: string
  /** The request values to fill in. */
  payload: CustomSnippetPayload
}

/**
 * The SDK snippet of an endpoint in a language, rendered from its snippet template (the sync client for
 * Python and Java). Throws an {@link SdkSnippetError}, checked in this order: "Unsupported language",
 * "Invalid endpoint reference", "No configuration found for language" (no templates at all),
 * "Failed to find endpoint identified by {method} {path}" (no template of any SDK for the endpoint),
 * "No SDK snippet available for {language}" (the endpoint has templates, none for the language), and
 * "Failed to generate {language} code: {message}" when the resolver fails (the original error is its cause).
 * The method is compared case-insensitively, the path exactly.
 */
export function sdkSnippet({ language, templates, endpointReference, payload }: SdkSnippetOptions): string {
  if (!isSdkSnippetLanguage(language)) {
    throw new SdkSnippetError('unsupportedLanguage')
  }
  const reference = parseEndpointReference(endpointReference)
  if (reference == null) {
    throw new SdkSnippetError('invalidEndpointReference')
  }
  if (templates == null || templates.length === 0) {
    throw new SdkSnippetError('noConfiguration')
  }
  const forEndpoint = templates.filter(
    (template) =>
      template.endpointId.method.toUpperCase() === reference.method &&
      template.endpointId.path === reference.path,
  )
  if (forEndpoint.length === 0) {
    throw new SdkSnippetError('endpointNotFound', { method: reference.method, path: reference.path })
  }
  const template = forEndpoint.find((candidate) => candidate.sdk.type === language)
  if (template == null) {
    throw new SdkSnippetError('noSdkSnippet', { language })
  }
  try {
    const resolved = resolveSnippetTemplate(template, payload)
    return 'client' in resolved ? resolved.client : resolved.sync_client
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new SdkSnippetError('generationFailed', { language, message }, { cause: error })
  }
}
