import type { ApiDefinition, EndpointDefinition, HttpRequest, SnippetLanguage } from '@api-explorer/model'
import { normalizeSnippetLanguage } from '@api-explorer/model'
import type { CustomSnippetPayload, EndpointSnippetTemplate, SdkConfiguration } from '@api-explorer/snippets'
import type { CredentialStyle } from '@api-explorer/snippets/default'
import {
  DEFAULT_SNIPPET_LANGUAGES,
  generateDefaultSnippet,
  isDefaultSnippetLanguage,
} from '@api-explorer/snippets/default'
import { KeyRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId, useMemo, useState } from 'react'
import { HighlightedCode } from '../code/highlighted-code.js'
import { CopyButton } from '../common/copy-button.js'
import type { UiMessages } from '../messages.js'
import type { LoadedGenerators } from './lazy-generators.js'
import { useLazyGenerators } from './lazy-generators.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** What SDK snippets of the endpoint need; without it only HTTP snippets are offered. */
export type SdkSnippetSource = {
  definition: ApiDefinition
  endpoint: EndpointDefinition
  /** The API's SDKs: each adds "<Language> SDK" to the language switcher. */
  sdks: readonly SdkConfiguration[]
  /** Registered snippet templates, which win over calls written from the definition. */
  templates?: readonly EndpointSnippetTemplate[] | undefined
  /** The form's values, the credentials written as `credentials` says (see `CredentialStyle`). */
  payload: (credentials: CredentialStyle) => CustomSnippetPayload
}

/** Props of {@link RequestPreview}. */
export type RequestPreviewProps = {
  request: HttpRequest
  /** The language shown first; unknown languages fall back to cURL. */
  defaultLanguage?: string
  /** A controlled language (with `onLanguageChange`), e.g. remembered across endpoints. */
  language?: string
  onLanguageChange?: (language: string) => void
  sdk?: SdkSnippetSource | undefined
  /**
   * Offer "Copy with credentials" (the real values) beside Copy, which copies `$API_TOKEN`-style
   * placeholders; default true. The snippet is always shown redacted.
   */
  copyWithSecrets?: boolean
  /** The HTTP snippet languages offered; default cURL, TypeScript and Python (`DEFAULT_SNIPPET_LANGUAGES`). */
  languages?: readonly string[] | undefined
}

/** The value of the switcher option of an SDK language. */
const SDK_PREFIX = 'sdk:'

const LANGUAGE_TITLES: Record<string, string> = {
  curl: 'cURL',
  typescript: 'TypeScript',
  python: 'Python',
  javascript: 'JavaScript',
  go: 'Go',
  ruby: 'Ruby',
  php: 'PHP',
  java: 'Java',
  csharp: 'C#',
  swift: 'Swift',
}

/** The request as code, regenerated whenever the form changes, with a language switcher and a copy button. */
export function RequestPreview(props: RequestPreviewProps): ReactNode {
  const uiText = useMessages()
  const { request, sdk, copyWithSecrets = true } = props
  const httpLanguages = props.languages ?? DEFAULT_SNIPPET_LANGUAGES
  const options = useMemo(() => {
    const sdkLanguages = new Set([
      ...(sdk?.sdks ?? []).map((configuration) => configuration.language),
      ...(sdk?.templates ?? []).map((template) => template.sdk.type),
    ])
    // Names from the host's settings are normalised where they enter: `js` and `node` mean JavaScript.
    const offered = new Set<SnippetLanguage>()
    for (const name of httpLanguages) {
      const language = normalizeSnippetLanguage(name)
      if (language !== undefined) offered.add(language)
    }
    return [
      ...[...offered].map((value) => ({ value, title: LANGUAGE_TITLES[value] ?? value })),
      ...[...sdkLanguages].map((language) => ({
        value: `${SDK_PREFIX}${language}`,
        title: `${LANGUAGE_TITLES[language] ?? language} SDK`,
      })),
    ]
  }, [httpLanguages, sdk?.sdks, sdk?.templates])
  const [ownLanguage, setOwnLanguage] = useState(props.defaultLanguage ?? 'curl')
  const wanted = props.language ?? ownLanguage
  // An unknown language (or an SDK the API does not have) falls back to cURL.
  const language = options.some((option) => option.value === wanted) ? wanted : 'curl'
  const setLanguage = (next: string): void => {
    setOwnLanguage(next)
    props.onLanguageChange?.(next)
  }
  const headingId = useId()
  const isSdk = language.startsWith(SDK_PREFIX)
  const generators = useLazyGenerators({ sdk: isSdk, http: !isSdk && !isDefaultSnippetLanguage(language) })
  const shown = useMemo(
    () => renderSnippet(request, language, sdk, generators, 'redacted', uiText),
    [request, language, sdk, generators, uiText],
  )
  // Copy gives code that runs once the reader fills its placeholders: a masked token pasted would only fail.
  const copy = (credentials: CredentialStyle) => (): string =>
    renderSnippet(request, language, sdk, generators, credentials, uiText).code ?? ''
  const hasCredentials = (request.secrets?.length ?? 0) > 0 || (request.credentials?.length ?? 0) > 0

  return (
    <section className="ax-Card ax-RequestPreview" aria-labelledby={headingId}>
      <header className="ax-Card-header">
        <h3 id={headingId}>{uiText.request}</h3>
        <select
          aria-label={uiText.language}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
        <CopyButton label={uiText.copyCode} text={shown.code == null ? undefined : copy('placeholders')} />
        {copyWithSecrets && hasCredentials ? (
          <CopyButton
            label={uiText.copyWithCredentials}
            text={shown.code == null ? undefined : copy('included')}
            icon={<KeyRound aria-hidden size={14} />}
          />
        ) : null}
      </header>
      <div className="ax-Card-body">
        {shown.code == null ? (
          <p className={shown.loading === true ? 'ax-Muted' : 'ax-FieldError'}>{shown.error}</p>
        ) : (
          // Focusable, so a long snippet can be scrolled with the keyboard.
          <pre className="ax-Code" data-language={language} tabIndex={0} aria-label={uiText.codeOf(language)}>
            <HighlightedCode code={shown.code} language={language} />
          </pre>
        )}
      </div>
    </section>
  )
}

type Rendered =
  | { code: string; error?: undefined; loading?: undefined }
  | { code?: undefined; error: string; loading?: boolean }

/**
 * The snippet of a language: an HTTP snippet of the request, or (`sdk:<language>`) the SDK call of the form's
 * values. SDK failures show the spec's message ("No SDK snippet available for go", …); anything else the
 * generic "Error generating code snippet".
 */
function renderSnippet(
  request: HttpRequest,
  language: string,
  sdk: SdkSnippetSource | undefined,
  generators: LoadedGenerators,
  credentials: CredentialStyle,
  text: UiMessages,
): Rendered {
  const sdkModule = generators.sdk
  try {
    if (!language.startsWith(SDK_PREFIX)) {
      // The default languages are written at once; the others once their generators have loaded.
      const code =
        generateDefaultSnippet(request, language, { credentials }) ??
        generators.http?.generateSnippet(request, language, { credentials })
      return code == null ? { error: text.loading, loading: true } : { code }
    }
    if (sdk == null) return { error: text.snippetError }
    if (sdkModule == null) return { error: text.loading, loading: true }
    return {
      code: sdkModule.sdkSnippet({
        language: language.slice(SDK_PREFIX.length),
        templates: sdk.templates,
        endpoint: sdk.endpoint,
        payload: sdk.payload(credentials),
        definition: sdk.definition,
        sdks: sdk.sdks,
      }),
    }
  } catch (error) {
    if (sdkModule != null && error instanceof sdkModule.SdkSnippetError) return { error: error.message }
    console.error(error)
    return { error: text.snippetError }
  }
}
