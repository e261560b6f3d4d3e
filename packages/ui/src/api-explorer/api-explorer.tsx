import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect, useMemo, useState } from 'react'
import type { PlaygroundConfiguration } from '@api-explorer/auth-state'
import { defaultSessionStorage } from '@api-explorer/auth-state'
import { sendRequest } from '@api-explorer/proxy-fetcher'
import type { KeyInjectionProviderOptions } from '@api-explorer/react'
import { AuthProvider, KeyInjectionProvider, useAuthStoreApi } from '@api-explorer/react'
import type { EndpointSnippetTemplate, SdkConfiguration } from '@api-explorer/snippets'
import { TokenFormsProvider } from '../authorization/token-forms.js'
import { useRememberedSnippetLanguage } from '../request-preview/remembered-language.js'
import { EndpointPicker } from '../endpoint-picker/endpoint-picker.js'
import { WebSocketPlayground } from '../websocket-playground/websocket-playground.js'
import { EndpointPlayground } from '../endpoint-playground/endpoint-playground.js'
import { UI_TEXT } from '../messages.js'
import { definitionKeyOf, ExplorerContext, objectKeyOf } from './explorer-context.js'
import type { ExplorerRoute } from './query-route.js'
import { queryRouteHref, useQueryRoute } from './query-route.js'

/** Props of {@link ApiExplorer}. */
export type ApiExplorerProps = {
  /** The API to explore, in the native definition model. */
  definition: ApiDefinition
  /** Base URL of the proxy requests go through; without it requests go straight to the API. */
  proxyUrl?: string | undefined
  /** The page URL's query parameter that opens the explorer and names the endpoint. Default `explorer`. */
  queryParam?: string
  /**
   * Controlled route: `null` closed, `''` open, a slug for an endpoint. Pass it with `onRouteChange` when the
   * host's router owns the URL; leave both out to let the explorer use the query parameter.
   */
  route?: ExplorerRoute
  onRouteChange?: (route: ExplorerRoute) => void
  /** Colour scheme. Default `system`. */
  theme?: 'light' | 'dark' | 'system'
  /** Hides the Send button (e.g. for a read-only preview). */
  sendDisabled?: boolean
  /**
   * The site's playground settings: credentials, headers and parameters to start from (`initial_state`), per
   * environment overrides (`env_state`).
   */
  playground?: PlaygroundConfiguration
  /** Where the reader's credentials are kept; default `sessionStorage`, `null` for memory only. */
  authStorage?: Storage | null
  /**
   * Where the reader's forms are kept for the session (files excepted); default `sessionStorage`, `null` for
   * memory only. Either way each endpoint keeps its form while the reader switches between endpoints.
   */
  formStorage?: Storage | null
  /** The API's SDKs: the request preview offers their calls ("Python SDK", …) next to the HTTP snippets. */
  sdks?: readonly SdkConfiguration[]
  /** Snippet templates the SDK generators registered; they win over calls written from the definition. */
  snippetTemplates?: readonly EndpointSnippetTemplate[]
  /** Let the copy button copy snippets with the real credentials (they are always shown redacted). */
  copyWithSecrets?: boolean
  /**
   * The HTTP snippet languages of the request preview: default cURL, TypeScript and Python; any of
   * `SNIPPET_LANGUAGES` (JavaScript, Go, Ruby, PHP, Java, C#, Swift) can be added.
   */
  snippetLanguages?: readonly string[]
  /**
   * The site's key-injection login: `true` for the default api prefix (`/api/fern-docs`), or the options of
   * `KeyInjectionProvider` (api prefix, fetch, navigation). Bearer endpoints then show the login card.
   */
  keyInjection?: boolean | KeyInjectionProviderOptions
  /**
   * Received messages per websocket connection before the playground ends it with "END OF SAMPLE SESSION";
   * unset: no limit.
   */
  websocketMessageLimit?: number
}

/**
 * The API Explorer overlay: an endpoint list and the playground of the picked endpoint. It opens when the page
 * URL has the `explorer` query parameter (`?explorer=users/get-user` opens that endpoint) and closes with its
 * close button or Escape, which remove the parameter.
 *
 * @example
 * import { ApiExplorer } from '@api-explorer/ui'
 * import '@api-explorer/ui/styles.css'
 *
 * <ApiExplorer definition={definition} proxyUrl="https://proxy.example.com" />
 */
export function ApiExplorer(props: ApiExplorerProps): ReactNode {
  const queryParam = props.queryParam ?? 'explorer'
  const [queryRoute, navigateQuery] = useQueryRoute(queryParam)
  const controlled = props.route !== undefined
  const route = controlled ? (props.route ?? null) : queryRoute
  const navigate = (next: ExplorerRoute): void => {
    if (!controlled) {
      navigateQuery(next)
    }
    props.onRouteChange?.(next)
  }
  const items = useMemo(() => listExplorerItems(props.definition), [props.definition])
  const active: ExplorerItem | undefined = route === '' ? items[0] : items.find((item) => item.slug === route)
  const hrefFor = (item: ExplorerItem): string =>
    typeof window === 'undefined'
      ? `?${queryParam}=${item.slug}`
      : queryRouteHref(window.location, queryParam, item.slug)
  const [snippetLanguage, setSnippetLanguage] = useRememberedSnippetLanguage()
  const [manualToken, setManualToken] = useState(false)
  const context = useMemo(
    () => ({
      definition: props.definition,
      definitionKey: definitionKeyOf(props.definition),
      proxyUrl: props.proxyUrl,
      playground: props.playground,
      sdks: props.sdks,
      snippetTemplates: props.snippetTemplates,
      copyWithSecrets: props.copyWithSecrets,
      snippetLanguages: props.snippetLanguages,
      manualToken,
      setManualToken,
      keyInjection: props.keyInjection != null && props.keyInjection !== false,
      snippetLanguage,
      setSnippetLanguage,
    }),
    [
      props.definition,
      props.proxyUrl,
      props.playground,
      props.sdks,
      props.snippetTemplates,
      props.copyWithSecrets,
      props.snippetLanguages,
      manualToken,
      props.keyInjection,
      snippetLanguage,
      setSnippetLanguage,
    ],
  )

  return (
    // The credentials and the OAuth token forms live above the dialog, so closing and reopening keeps them.
    <ExplorerContext.Provider value={context}>
      <AuthProvider
        key={props.proxyUrl ?? ''}
        send={(request) => sendRequest(request, props.proxyUrl == null ? {} : { proxyUrl: props.proxyUrl })}
        {...(props.playground == null ? {} : { playground: props.playground })}
        {...(props.authStorage === undefined ? {} : { storage: props.authStorage })}
      >
        <PlaygroundSettingsSync playground={props.playground} />
        <OptionalKeyInjection options={props.keyInjection}>
          <TokenFormsProvider
            // The token forms are seeded once: new presets from the host start them afresh.
            key={`${context.definitionKey}:${objectKeyOf(props.playground)}`}
            definition={props.definition}
            playground={props.playground}
            storage={
              props.formStorage === undefined ? defaultSessionStorage() : (props.formStorage ?? undefined)
            }
          >
            <Dialog.Root open={route != null} onOpenChange={(open) => (open ? undefined : navigate(null))}>
              <Dialog.Portal>
                <div className="ax-root" data-theme={props.theme ?? 'system'}>
                  <Dialog.Overlay className="ax-Overlay" />
                  <Dialog.Content
                    className="ax-Explorer"
                    aria-describedby={undefined}
                    onEscapeKeyDown={keepOpenWhileSearching}
                  >
                    <header className="ax-Explorer-header">
                      <Dialog.Title className="ax-Explorer-title">
                        {UI_TEXT.explorerTitle}
                        {props.definition.apiName == null ? null : (
                          <span className="ax-Muted"> · {props.definition.apiName}</span>
                        )}
                      </Dialog.Title>
                      <Dialog.Close
                        className="ax-Button"
                        data-variant="ghost"
                        aria-label={UI_TEXT.closeExplorer}
                      >
                        <X aria-hidden size={16} />
                      </Dialog.Close>
                    </header>
                    <div className="ax-Explorer-body">
                      <EndpointPicker
                        items={items}
                        activeSlug={active?.slug}
                        hrefFor={hrefFor}
                        onSelect={(item) => navigate(item.slug)}
                      />
                      <main className="ax-Explorer-main">
                        {active == null ? (
                          <p className="ax-Muted ax-Explorer-empty">
                            {route == null || route === ''
                              ? UI_TEXT.noEndpoint
                              : UI_TEXT.unknownEndpoint(route)}
                          </p>
                        ) : active.kind === 'websocket' ? (
                          <WebSocketPlayground
                            item={active}
                            messageLimit={props.websocketMessageLimit}
                            sendDisabled={props.sendDisabled}
                          />
                        ) : (
                          <EndpointPlayground item={active} sendDisabled={props.sendDisabled} />
                        )}
                      </main>
                    </div>
                  </Dialog.Content>
                </div>
              </Dialog.Portal>
            </Dialog.Root>
          </TokenFormsProvider>
        </OptionalKeyInjection>
      </AuthProvider>
    </ExplorerContext.Provider>
  )
}

/** Key-injection login around the explorer when the host turned it on. */
function OptionalKeyInjection({
  options,
  children,
}: {
  options: boolean | KeyInjectionProviderOptions | undefined
  children: ReactNode
}): ReactNode {
  if (options == null || options === false) return children
  return <KeyInjectionProvider {...(options === true ? {} : options)}>{children}</KeyInjectionProvider>
}

/** Keeps the credential store on the site's playground settings when the host passes new ones. */
function PlaygroundSettingsSync({ playground }: { playground: PlaygroundConfiguration | undefined }): null {
  const store = useAuthStoreApi()
  useEffect(() => {
    if (store.getState().playground !== playground) {
      store.getState().setPlaygroundConfiguration(playground)
    }
  }, [store, playground])
  return null
}

/**
 * Escape in the endpoint search with text in it clears the search (the picker does that) instead of closing the
 * overlay; the next Escape closes it.
 */
function keepOpenWhileSearching(event: KeyboardEvent): void {
  const target = event.target
  if (
    target instanceof HTMLInputElement &&
    target.hasAttribute('data-explorer-search') &&
    target.value !== ''
  ) {
    event.preventDefault()
  }
}
