import type { VersionedSnippetTemplate } from '@api-explorer/model'
import { versionedSnippetTemplateSchema } from '@api-explorer/model/schema'
import * as z from 'zod'
import type { EndpointIdentifier } from './common.js'
import { endpointIdentifierSchema, optionalField } from './common.js'
import type { Sdk, SdkRequest } from './snippets.js'
import { sdkSchema } from './snippets.js'

// Snippet templates (`/snippet-template`): how an SDK call is written, with `$FERN_INPUT` placeholders. The
// template model itself (`Template`, `VersionedSnippetTemplate` and their schemas) is the model's.

/** The template of one endpoint for one SDK (also the entry that is registered). */
export interface EndpointSnippetTemplate {
  sdk: Sdk
  endpointId: EndpointIdentifier
  apiDefinitionId?: string
  snippetTemplate: VersionedSnippetTemplate
  /** E.g. `async` for Python and Java. */
  additionalTemplates?: Record<string, VersionedSnippetTemplate>
}

/** {@link EndpointSnippetTemplate}. */
export const endpointSnippetTemplateSchema: z.ZodType<EndpointSnippetTemplate> = z.looseObject({
  sdk: sdkSchema,
  endpointId: endpointIdentifierSchema,
  apiDefinitionId: optionalField(z.string()),
  snippetTemplate: versionedSnippetTemplateSchema,
  additionalTemplates: optionalField(z.record(z.string(), versionedSnippetTemplateSchema)),
})

/** Body of `POST /snippet-template/register`. */
export interface RegisterSnippetTemplateRequest {
  orgId: string
  apiId: string
  apiDefinitionId: string
  snippet: EndpointSnippetTemplate
}

/** Body of `POST /snippet-template/register/batch`. */
export interface RegisterSnippetTemplateBatchRequest {
  orgId: string
  apiId: string
  apiDefinitionId: string
  snippets: EndpointSnippetTemplate[]
}

/** Body of `POST /snippet-template/get`. */
export interface GetSnippetTemplateRequest {
  orgId: string
  apiId: string
  sdk: SdkRequest
  endpointId: EndpointIdentifier
}
