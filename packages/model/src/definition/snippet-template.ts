/**
 * The FDR snippet-template model (`templates.yml`): templates an SDK generator registers per endpoint, which
 * the snippets package fills in with the values of a request to produce an SDK call. An endpoint of the
 * definition carries them as `snippetTemplates`; the registry client sends and receives them. This is the one
 * copy of the shape (zod schemas: `@api-explorer/model/schema`).
 */

/** The marker inside template strings that the rendered inputs replace. */
export const TEMPLATE_SENTINEL = '$FERN_INPUT' as const

/** The payload locations a template input reads from, in the order of the FDR model. The one list. */
export const PAYLOAD_LOCATIONS = ['BODY', 'QUERY', 'PATH', 'HEADERS', 'RELATIVE', 'AUTH'] as const

/** Where a payload input reads its value. */
export type PayloadLocation = (typeof PAYLOAD_LOCATIONS)[number]

/** A value of the payload: a location and an optional dot/bracket path inside it (`a.b[0].c`). */
export interface PayloadInput {
  location: PayloadLocation
  path?: string
}

/** One input of a generic template: a nested template, or a value of the payload. */
export type TemplateInput = { type: 'template'; value: Template } | ({ type: 'payload' } & PayloadInput)

/** What every template has: imports it needs, and whether it may be left out when its data is missing. */
export interface TemplateBase {
  imports?: string[]
  isOptional: boolean
}

/** A string whose sentinel is replaced by its inputs, joined with `inputDelimiter` (default `", "`). */
export interface GenericTemplate extends TemplateBase {
  type: 'generic'
  templateString: string
  templateInputs?: TemplateInput[]
  inputDelimiter?: string
}

/** An enum: maps a wire value to its SDK value (`values[wire] = sdk`). */
export interface EnumTemplate extends TemplateBase {
  type: 'enum'
  templateString?: string
  values: Record<string, string>
  templateInput?: PayloadInput
}

/** A union whose member is chosen by the value of `discriminantField`. */
export interface DiscriminatedUnionTemplate extends TemplateBase {
  type: 'discriminatedUnion'
  templateString: string
  discriminantField: string
  members: Record<string, Template>
  templateInput?: PayloadInput
}

/** An undiscriminated union keyed by type id (deprecated; always rendered as its default). */
export interface UnionTemplate extends TemplateBase {
  type: 'union'
  templateString: string
  members: Record<string, Template>
  templateInput?: PayloadInput
}

/** A member of a {@link UnionTemplateV2}: its FDR v1 `TypeReference` (kept opaque) and its template. */
export interface UnionTemplateMember {
  type: unknown
  template: Template
}

/** An undiscriminated union whose members are matched by type against the API definition. */
export interface UnionTemplateV2 extends TemplateBase {
  type: 'union_v2'
  templateString: string
  members: UnionTemplateMember[]
  templateInput?: PayloadInput
}

/** A map: `key + keyValueSeparator + value` per entry, joined by `delimiter`, in `containerTemplateString`. */
export interface DictTemplate extends TemplateBase {
  type: 'dict'
  containerTemplateString: string
  delimiter: string
  keyTemplate: Template
  valueTemplate: Template
  keyValueSeparator: string
  templateInput?: PayloadInput
}

/** A list: `innerTemplate` per item (as RELATIVE), joined by `delimiter`, in `containerTemplateString`. */
export interface IterableTemplate extends TemplateBase {
  type: 'iterable'
  containerTemplateString: string
  delimiter: string
  innerTemplate: Template
  templateInput?: PayloadInput
}

/** Any template. */
export type Template =
  | GenericTemplate
  | EnumTemplate
  | DiscriminatedUnionTemplate
  | UnionTemplate
  | UnionTemplateV2
  | DictTemplate
  | IterableTemplate

/** A whole snippet: how to create the client (fixed text or a template) and how to call the endpoint. */
export interface SnippetTemplate {
  clientInstantiation: string | Template
  functionInvocation: Template
}

/** A {@link SnippetTemplate} tagged with its format version; only `v1` exists. */
export type VersionedSnippetTemplate = { type: 'v1' } & SnippetTemplate
