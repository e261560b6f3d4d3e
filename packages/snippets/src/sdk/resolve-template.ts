import type { PayloadInput, Template, VersionedSnippetTemplate } from '@api-explorer/model'
import { stringifyJson, TEMPLATE_SENTINEL } from '@api-explorer/model'
import { SdkSnippetError } from './messages.js'
import { payloadValue } from './payload-path.js'
import type { CustomSnippetPayload, EndpointSnippetTemplate } from './template-types.js'

/** A rendered template: the code and the imports it needs. */
export interface RenderedTemplate {
  imports: string[]
  invocation: string
}

/** What a snippet template resolves to, by SDK: one client, or a sync and an async client. */
export type ResolvedSdkSnippet = { client: string } | { sync_client: string; async_client: string }

/** The input a union reads when its template names none: the value being iterated. */
const RELATIVE_INPUT: PayloadInput = { location: 'RELATIVE' }

/**
 * What a template renders as when its data is missing: nothing when it is not required; otherwise its
 * string with the sentinel removed (`{}` for a dict, the empty container for an iterable).
 */
function fallback(template: Template, required: boolean): RenderedTemplate | undefined {
  if (!required) {
    return undefined
  }
  let invocation: string
  switch (template.type) {
    case 'dict':
      invocation = '{}'
      break
    case 'iterable':
      invocation = template.containerTemplateString.replace(TEMPLATE_SENTINEL, '')
      break
    default:
      invocation = template.templateString?.replace(TEMPLATE_SENTINEL, '') ?? ''
  }
  return { imports: template.imports ?? [], invocation }
}

/** `template`'s string with the sentinel replaced by the parts, and its imports followed by theirs. */
function combine(
  template: Template,
  container: string,
  parts: readonly RenderedTemplate[],
  delimiter: string,
): RenderedTemplate {
  return {
    imports: [...(template.imports ?? []), ...parts.flatMap((part) => part.imports)],
    invocation: container.replace(TEMPLATE_SENTINEL, parts.map((part) => part.invocation).join(delimiter)),
  }
}

/** Renders a nested template, required unless it is marked optional. */
function renderChild(
  template: Template,
  payload: CustomSnippetPayload,
  relative: unknown,
): RenderedTemplate | undefined {
  return renderTemplate(template, payload, relative, !template.isOptional)
}

/** Renders a generic template: each input that has a value, joined by `inputDelimiter`. */
function renderGeneric(
  template: Extract<Template, { type: 'generic' }>,
  payload: CustomSnippetPayload,
  relative: unknown,
  required: boolean,
): RenderedTemplate | undefined {
  const parts: RenderedTemplate[] = []
  for (const input of template.templateInputs ?? []) {
    if (input.type === 'template') {
      const part = renderChild(input.value, payload, relative)
      if (part != null) parts.push(part)
    } else {
      const value = payloadValue(payload, input, relative)
      if (value != null) parts.push({ imports: [], invocation: stringifyJson(value) ?? '' })
    }
  }
  if (parts.length === 0) {
    return fallback(template, required)
  }
  return combine(template, template.templateString, parts, template.inputDelimiter ?? ', ')
}

/**
 * Renders a template with the values of `payload`; `relative` is the value RELATIVE inputs read (the item
 * being iterated). Templates whose data is missing render as their fallback when `required`, and as
 * `undefined` otherwise. `union` always renders as its fallback, and so does `union_v2`: choosing its best-fit
 * member needs the FDR v1 API definition, which this resolver does not use. A discriminated union resolves
 * its chosen member against the same `relative` value as itself.
 */
export function renderTemplate(
  template: Template,
  payload: CustomSnippetPayload,
  relative: unknown,
  required: boolean,
): RenderedTemplate | undefined {
  switch (template.type) {
    case 'generic':
      return renderGeneric(template, payload, relative, required)
    case 'iterable': {
      const items =
        template.templateInput == null ? undefined : payloadValue(payload, template.templateInput, relative)
      if (!Array.isArray(items)) {
        return fallback(template, required)
      }
      const parts = items.flatMap((item: unknown) => renderChild(template.innerTemplate, payload, item) ?? [])
      return combine(template, template.containerTemplateString, parts, template.delimiter ?? ', ')
    }
    case 'dict': {
      const map =
        template.templateInput == null ? undefined : payloadValue(payload, template.templateInput, relative)
      if (map == null || typeof map !== 'object' || Array.isArray(map)) {
        return fallback(template, required)
      }
      const parts: RenderedTemplate[] = []
      for (const [key, value] of Object.entries(map)) {
        const keyPart = renderChild(template.keyTemplate, payload, key)
        const valuePart = renderChild(template.valueTemplate, payload, value)
        if (keyPart != null && valuePart != null) {
          parts.push({
            imports: [...keyPart.imports, ...valuePart.imports],
            invocation: `${keyPart.invocation}${template.keyValueSeparator}${valuePart.invocation}`,
          })
        }
      }
      return combine(template, template.containerTemplateString, parts, template.delimiter ?? ', ')
    }
    case 'enum': {
      const firstSdkValue = Object.values(template.values)[0]
      const wire =
        template.templateInput == null ? undefined : payloadValue(payload, template.templateInput, relative)
      if (wire == null || firstSdkValue == null) {
        return fallback(template, required)
      }
      const known =
        typeof wire === 'string' && Object.hasOwn(template.values, wire) ? template.values[wire] : undefined
      const sdkValue = known ?? firstSdkValue
      return {
        imports: template.imports ?? [],
        invocation: template.templateString?.replace(TEMPLATE_SENTINEL, sdkValue) ?? sdkValue,
      }
    }
    case 'discriminatedUnion': {
      const value = payloadValue(payload, template.templateInput ?? RELATIVE_INPUT, relative)
      const discriminant =
        value != null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[template.discriminantField]
          : undefined
      const member =
        typeof discriminant === 'string' && Object.hasOwn(template.members, discriminant)
          ? template.members[discriminant]
          : undefined
      const rendered = member == null ? undefined : renderChild(member, payload, relative)
      if (rendered == null) {
        return fallback(template, required)
      }
      return combine(template, template.templateString, [rendered], '')
    }
    case 'union':
    case 'union_v2':
      return fallback(template, required)
  }
}

/**
 * The text of a versioned snippet template: the deduplicated imports (one per line), a blank line, the
 * client instantiation followed by eight spaces, a newline, the function invocation and a final newline —
 * the reference's exact layout. Throws "Unknown template version" for a version other than `v1`.
 */
export function renderSnippetTemplate(
  template: VersionedSnippetTemplate,
  payload: CustomSnippetPayload,
): string {
  if (template.type !== 'v1') {
    throw new SdkSnippetError('unknownTemplateVersion', { type: String(template.type) })
  }
  const imports: string[] = []
  let client: string
  if (typeof template.clientInstantiation === 'string') {
    client = template.clientInstantiation
  } else {
    const rendered = renderTemplate(template.clientInstantiation, payload, undefined, true)
    imports.push(...(rendered?.imports ?? []))
    client = rendered?.invocation ?? ''
  }
  const invocation = renderTemplate(template.functionInvocation, payload, undefined, true)
  imports.push(...(invocation?.imports ?? []))
  return `${[...new Set(imports)].join('\n')}\n\n${client}        \n${invocation?.invocation ?? ''}\n`
}

/**
 * Resolves an endpoint's snippet template with a payload: `{client}` for TypeScript, Go and Ruby;
 * `{sync_client, async_client}` for Python and Java, the async client from `additionalTemplates.async` or else
 * the sync one. Like the reference, other SDK types (C#, PHP) throw "Encountered unexpected SDK type in
 * snippet generation, failing hard."; an unknown template version throws "Unknown template version".
 */
export function resolveSnippetTemplate(
  template: EndpointSnippetTemplate,
  payload: CustomSnippetPayload,
): ResolvedSdkSnippet {
  const snippet = renderSnippetTemplate(template.snippetTemplate, payload)
  switch (template.sdk.type) {
    case 'typescript':
    case 'go':
    case 'ruby':
      return { client: snippet }
    case 'python':
    case 'java': {
      const asyncTemplate = template.additionalTemplates?.['async']
      const asyncSnippet = asyncTemplate == null ? snippet : renderSnippetTemplate(asyncTemplate, payload)
      return { sync_client: snippet, async_client: asyncSnippet }
    }
    default:
      throw new SdkSnippetError('unexpectedSdkType')
  }
}
