import * as z from 'zod'
import type {
  PayloadInput,
  Template,
  TemplateInput,
  VersionedSnippetTemplate,
} from '../definition/snippet-template.js'
import { PAYLOAD_LOCATIONS } from '../definition/snippet-template.js'

// zod schemas of the snippet-template model (see `definition/snippet-template.ts`), used by the definition's
// `snippetTemplates` and by the registry client's `/snippet-template` calls. Unknown fields are kept.

/** {@link PayloadInput}: a location and an optional path inside it. */
export const payloadInputSchema: z.ZodType<PayloadInput> = z.looseObject({
  location: z.enum(PAYLOAD_LOCATIONS),
  path: z.string().optional(),
})

const lazyTemplate: z.ZodType<Template> = z.lazy(() => templateSchema)

/** {@link TemplateInput}: a nested template, or a value of the payload. */
export const templateInputSchema: z.ZodType<TemplateInput> = z.discriminatedUnion('type', [
  z.looseObject({ type: z.literal('template'), value: lazyTemplate }),
  z.looseObject({
    type: z.literal('payload'),
    location: z.enum(PAYLOAD_LOCATIONS),
    path: z.string().optional(),
  }),
])

const base = {
  imports: z.array(z.string()).optional(),
  isOptional: z.boolean(),
}

/** {@link Template}: any template. */
export const templateSchema: z.ZodType<Template> = z.discriminatedUnion('type', [
  z.looseObject({
    ...base,
    type: z.literal('generic'),
    templateString: z.string(),
    templateInputs: z.array(templateInputSchema).optional(),
    inputDelimiter: z.string().optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('enum'),
    templateString: z.string().optional(),
    values: z.record(z.string(), z.string()),
    templateInput: payloadInputSchema.optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('discriminatedUnion'),
    templateString: z.string(),
    discriminantField: z.string(),
    members: z.record(z.string(), lazyTemplate),
    templateInput: payloadInputSchema.optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('union'),
    templateString: z.string(),
    members: z.record(z.string(), lazyTemplate),
    templateInput: payloadInputSchema.optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('union_v2'),
    templateString: z.string(),
    members: z.array(z.looseObject({ type: z.unknown(), template: lazyTemplate })),
    templateInput: payloadInputSchema.optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('dict'),
    containerTemplateString: z.string(),
    delimiter: z.string(),
    keyTemplate: lazyTemplate,
    valueTemplate: lazyTemplate,
    keyValueSeparator: z.string(),
    templateInput: payloadInputSchema.optional(),
  }),
  z.looseObject({
    ...base,
    type: z.literal('iterable'),
    containerTemplateString: z.string(),
    delimiter: z.string(),
    innerTemplate: lazyTemplate,
    templateInput: payloadInputSchema.optional(),
  }),
]) as z.ZodType<Template>

/** {@link VersionedSnippetTemplate}: how the client is built and how the endpoint is called. */
export const versionedSnippetTemplateSchema: z.ZodType<VersionedSnippetTemplate> = z.looseObject({
  type: z.literal('v1'),
  clientInstantiation: z.union([z.string(), templateSchema]),
  functionInvocation: templateSchema,
})
