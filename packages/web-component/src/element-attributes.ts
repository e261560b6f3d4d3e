import type { ExplorerItem } from '@api-explorer/model'
import type { ApiExplorerProps, ExplorerRoute, ExplorerTheme } from '@api-explorer/ui'

/** The attributes `<api-explorer>` observes; a change to any of them renders the explorer again. */
export const OBSERVED_ATTRIBUTES = [
  'definition-url',
  'proxy-url',
  'theme',
  'open',
  'endpoint',
  'query-param',
  'split-start',
  'send-disabled',
  'websocket-message-limit',
  'snippet-languages',
  'copy-with-secrets',
  'reference-href',
  'storage',
] as const

/** One of {@link OBSERVED_ATTRIBUTES}. */
export type ObservedAttribute = (typeof OBSERVED_ATTRIBUTES)[number]

/** The `ApiExplorer` props the attributes set (everything but the definition and the callbacks). */
export type AttributeProps = Pick<
  ApiExplorerProps,
  | 'proxyUrl'
  | 'theme'
  | 'route'
  | 'queryParam'
  | 'splitStart'
  | 'sendDisabled'
  | 'websocketMessageLimit'
  | 'snippetLanguages'
  | 'copyWithSecrets'
  | 'referenceHref'
  | 'authStorage'
  | 'formStorage'
  | 'preferenceStorage'
>

const THEMES: readonly ExplorerTheme[] = ['light', 'dark', 'system']

/**
 * The `ApiExplorer` props that the element's attributes describe. Values that do not parse are left out (the
 * kit's default applies): an unknown theme, a limit that is not a positive integer.
 *
 * - `open` and `endpoint` make the route (`null` closed, `''` the first endpoint, a slug or id), unless
 *   `query-param` is set: then the page URL's query parameter opens the explorer, as `<ApiExplorer>` does.
 * - `reference-href` is a template: `{slug}` is replaced by the item's slug.
 * - `storage="memory"` keeps credentials, forms and the snippet language in memory only.
 */
export function attributeProps(read: (name: ObservedAttribute) => string | null): AttributeProps {
  const queryParam = nonEmpty(read('query-param'))
  const endpoint = nonEmpty(read('endpoint'))
  const route: ExplorerRoute | undefined =
    queryParam != null ? undefined : read('open') == null ? null : (endpoint ?? '')
  const theme = read('theme')
  const splitStart = read('split-start')
  const referenceHref = nonEmpty(read('reference-href'))
  const memory = read('storage') === 'memory'
  const props: AttributeProps = {
    proxyUrl: nonEmpty(read('proxy-url')),
    theme: THEMES.find((known) => known === theme),
    route,
    queryParam,
    splitStart: splitStart === 'percent' || splitStart === 'pixels' ? splitStart : undefined,
    sendDisabled: flag(read('send-disabled')),
    websocketMessageLimit: positiveInteger(read('websocket-message-limit')),
    snippetLanguages: list(read('snippet-languages')),
    copyWithSecrets: read('copy-with-secrets') === 'false' ? false : undefined,
    referenceHref: referenceHref == null ? undefined : (item: ExplorerItem) => fillSlug(referenceHref, item),
  }
  return memory ? { ...props, authStorage: null, formStorage: null, preferenceStorage: null } : props
}

function nonEmpty(value: string | null): string | undefined {
  const trimmed = value?.trim()
  return trimmed == null || trimmed === '' ? undefined : trimmed
}

/** A boolean attribute: present is true, unless its value is `false`. */
function flag(value: string | null): boolean | undefined {
  return value == null ? undefined : value !== 'false'
}

function positiveInteger(value: string | null): number | undefined {
  const number = value == null ? Number.NaN : Number(value)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

function list(value: string | null): string[] | undefined {
  const items = value
    ?.split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
  return items == null || items.length === 0 ? undefined : items
}

function fillSlug(template: string, item: ExplorerItem): string {
  return template.replaceAll('{slug}', item.slug)
}
