import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import { findEndpointByReference, formatEndpointReference, parseEndpointReference } from '@api-explorer/model'

import { renderSdkCall } from './generator/generate-sdk-snippet.js'
import type { SdkConfiguration } from './generator/sdk-configuration.js'

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
  templates?: readonly EndpointSnippetTemplate[] | undefined
  /**
   * The endpoint, as `METHOD /path` (`POST /users/{id}`): its templates are found by it, and, when no
   * `endpoint` is given, the endpoint in `definition`. May be left out when `endpoint` is given.
   */
  endpointReference?: string
  /**
   * The endpoint itself (one of `definition`'s), for the generator, which then writes its call whatever its
   * path and method: `HEAD`, or a path such as `/models/{model}:generate` that no endpoint reference can
   * name. Templates are still looked up by `endpointReference`, else by the endpoint's own method and path
   * when they form a reference.
   */
  endpoint?: EndpointDefinition
  /** The request values to fill in. */
  payload: CustomSnippetPayload
  /** The API definition, for SDK calls written without a template. */
  definition?: ApiDefinition
  /** The API's SDKs, for SDK calls written without a template. */
  sdks?: readonly SdkConfiguration[]
}

/**
 * The SDK snippet of an endpoint in a language. A registered snippet template of the endpoint for the
 * language wins (the sync client for Python and Java); otherwise, when `definition` and an SDK of the
 * language in `sdks` are given, the call is written from the definition ({@link renderSdkCall}), for
 * `endpoint` when given, else for the endpoint `endpointReference` names. Throws an
 * {@link SdkSnippetError}, checked in this order: "Unsupported language", "Invalid endpoint reference" (only
 * when no `endpoint` is given),
 * "No configuration found for language" (neither templates nor an SDK of the language), "Failed to find
 * endpoint identified by {method} {path}" (no template of any SDK for the endpoint, and it is not in the
 * definition), "No SDK snippet available for {language}" (the endpoint has templates, none for the language,
 * and there is no SDK configuration to write one), and "Failed to generate {language} code: {message}" when
 * rendering fails (the original error is its cause). Methods compare case-insensitively, paths exactly.
 */
export function sdkSnippet(options: SdkSnippetOptions): string {
  const { language, templates = [], payload, endpoint: given } = options
  if (!isSdkSnippetLanguage(language)) {
    throw new SdkSnippetError('unsupportedLanguage')
  }
  const referenceText =
    options.endpointReference ?? (given === undefined ? undefined : formatEndpointReference(given))
  const reference = referenceText === undefined ? undefined : parseEndpointReference(referenceText)
  // Without the endpoint itself, the reference is all there is to go by.
  if (reference == null && given === undefined) {
    throw new SdkSnippetError('invalidEndpointReference')
  }
  const configuration = options.sdks?.find((sdk) => sdk.language === language)
  const generator = options.definition !== undefined && configuration !== undefined
  if (templates.length === 0 && !generator) {
    throw new SdkSnippetError('noConfiguration')
  }
  const forEndpoint =
    reference == null
      ? []
      : templates.filter(
          (template) =>
            template.endpointId.method.toUpperCase() === reference.method &&
            template.endpointId.path === reference.path,
        )
  const template = forEndpoint.find((candidate) => candidate.sdk.type === language)
  const endpoint =
    template !== undefined
      ? undefined
      : (given ??
        (options.definition !== undefined && reference != null
          ? findEndpointByReference(options.definition, reference)
          : undefined))
  if (template === undefined && (endpoint === undefined || !generator)) {
    if (forEndpoint.length === 0 && endpoint === undefined && reference != null) {
      throw new SdkSnippetError('endpointNotFound', { method: reference.method, path: reference.path })
    }
    throw new SdkSnippetError('noSdkSnippet', { language })
  }
  try {
    if (template !== undefined) {
      const resolved = resolveSnippetTemplate(template, payload)
      return 'client' in resolved ? resolved.client : resolved.sync_client
    }
    // Both are defined here: the guard above threw otherwise.
    return renderSdkCall(
      options.definition as ApiDefinition,
      endpoint as NonNullable<typeof endpoint>,
      configuration as SdkConfiguration,
      payload,
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new SdkSnippetError('generationFailed', { language, message }, { cause: error })
  }
}
