import type { PayloadLocation } from '@api-explorer/model'
import * as z from 'zod'
import { payloadLocationSchema } from '../docs-configuration.js'
import type { EndpointIdentifier } from './common.js'
import { endpointIdentifierSchema, optionalField } from './common.js'
import type { Sdk, SdkRequest } from './snippets.js'
import { sdkSchema } from './snippets.js'

// Snippet templates (`/snippet-template`): how an SDK call is written, with `$FERN_INPUT` placeholders.

/** Where a template takes a value from: a nested template, or the payload. */
export type TemplateInput =
  { type: 'template'; value: Template } | { type: 'payload'; location: PayloadLocation; path?: string }

interface TemplateBase {
  imports?: string[]
  isOptional: boolean
}

/** A snippet template. Every member may carry `imports` and says whether it is optional. */
export type Template = TemplateBase &
  (
    | { type: 'generic'; templateString: string; templateInputs?: TemplateInput[]; inputDelimiter?: string }
    | { type: 'enum'; templateString?: string; values: Record<string, string>; templateInput?: TemplateInput }
    | {
        type: 'discriminatedUnion'
        templateString: string
        discriminantField: string
        members: Record<string, Template>
        templateInput?: TemplateInput
      }
    | {
        type: 'union'
        templateString: string
        members: Record<string, Template>
        templateInput?: TemplateInput
      }
    | {
        type: 'union_v2'
        templateString: string
        /** `type` is a v1 type reference, not typed by this client. */
        members: { type: unknown; template: Template }[]
        templateInput?: TemplateInput
      }
    | {
        type: 'dict'
        containerTemplateString: string
        delimiter: string
        keyTemplate: Template
        valueTemplate: Template
        keyValueSeparator: string
        templateInput?: TemplateInput
      }
    | {
        type: 'iterable'
        containerTemplateString: string
        delimiter: string
        innerTemplate: Template
        templateInput?: TemplateInput
      }
  )

const lazyTemplate: z.ZodType<Template> = z.lazy(() => templateSchema)

/** {@link TemplateInput}. */
export const templateInputSchema: z.ZodType<TemplateInput> = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('template'), value: lazyTemplate }),
  z.looseObject({
    type: z.literal('payload'),
    location: payloadLocationSchema,
    path: optionalField(z.string()),
  }),
])

const base = {
  imports: optionalField(z.array(z.string())),
  isOptional: z.boolean(),
  templateInput: optionalField(templateInputSchema),
}

/** {@link Template}. */
export const templateSchema: z.ZodType<Template> = z.discriminatedUnion('type', [
  z.looseObject({
    imports: base.imports,
    isOptional: base.isOptional,
    type: z.literal('generic'),
    templateString: z.string(),
    templateInputs: optionalField(z.array(templateInputSchema)),
    inputDelimiter: optionalField(z.string()),
  }),
  z.looseObject({
    ...base,
    type: z.literal('enum'),
    templateString: optionalField(z.string()),
    values: z.record(z.string(), z.string()),
  }),
  z.looseObject({
    ...base,
    type: z.literal('discriminatedUnion'),
    templateString: z.string(),
    discriminantField: z.string(),
    members: z.record(z.string(), lazyTemplate),
  }),
  z.looseObject({
    ...base,
    type: z.literal('union'),
    templateString: z.string(),
    members: z.record(z.string(), lazyTemplate),
  }),
  z.looseObject({
    ...base,
    type: z.literal('union_v2'),
    templateString: z.string(),
    members: z.array(z.looseObject({ type: z.unknown(), template: lazyTemplate })),
  }),
  z.looseObject({
    ...base,
    type: z.literal('dict'),
    containerTemplateString: z.string(),
    delimiter: z.string(),
    keyTemplate: lazyTemplate,
    valueTemplate: lazyTemplate,
    keyValueSeparator: z.string(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('iterable'),
    containerTemplateString: z.string(),
    delimiter: z.string(),
    innerTemplate: lazyTemplate,
  }),
])

/** How the client is built and how the endpoint is called. */
export interface VersionedSnippetTemplate {
  type: 'v1'
  clientInstantiation: string | Template
  functionInvocation: Template
}

/** {@link VersionedSnippetTemplate}. */
export const versionedSnippetTemplateSchema: z.ZodType<VersionedSnippetTemplate> = z.looseObject({
  type: z.literal('v1'),
  clientInstantiation: z.union([z.string(), templateSchema]),
  functionInvocation: templateSchema,
})

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
