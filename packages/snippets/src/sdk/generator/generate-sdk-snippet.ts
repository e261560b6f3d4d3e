import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'

import type { CustomSnippetPayload, SdkType } from '../template-types.js'
import type { SdkRendererInput } from './block.js'
import { csharpSdkSnippet } from './languages/csharp.js'
import { goSdkSnippet } from './languages/go.js'
import { javaSdkSnippet } from './languages/java.js'
import { phpSdkSnippet } from './languages/php.js'
import { pythonSdkSnippet } from './languages/python.js'
import { rubySdkSnippet } from './languages/ruby.js'
import { typescriptSdkSnippet } from './languages/typescript.js'
import { sdkCall } from './sdk-call.js'
import type { SdkConfiguration } from './sdk-configuration.js'
import { resolveSdkConfiguration } from './sdk-configuration.js'

const RENDERERS: Record<SdkType, (input: SdkRendererInput) => string> = {
  typescript: typescriptSdkSnippet,
  python: pythonSdkSnippet,
  java: javaSdkSnippet,
  ruby: rubySdkSnippet,
  csharp: csharpSdkSnippet,
  go: goSdkSnippet,
  php: phpSdkSnippet,
}

/**
 * The SDK call of an endpoint written from the definition and the SDK's configuration, for endpoints that
 * have no snippet template: the client built with the endpoint's first auth scheme (client id and secret
 * for OAuth when OAuth clients are generated), the resource chain of its namespace, its arguments typed by
 * the definition, and an iteration over all items when it pages and paginated clients are generated.
 * Throws whatever a renderer throws; {@link sdkSnippet} turns that into "Failed to generate … code".
 */
export function renderSdkCall(
  definition: ApiDefinition,
  endpoint: EndpointDefinition,
  configuration: SdkConfiguration,
  payload: CustomSnippetPayload,
): string {
  const resolved = resolveSdkConfiguration(configuration)
  const call = sdkCall(definition, endpoint, payload, {
    paginated: resolved.generatePaginatedClients,
    oauth: resolved.generateOAuthClients,
  })
  return RENDERERS[configuration.language]({ call, configuration: resolved })
}
