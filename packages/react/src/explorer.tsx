import type { Explorer, ExplorerOptions, ExplorerState } from '@api-explorer/core'
import { createExplorer } from '@api-explorer/core'
import type { ReactNode } from 'react'
import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import { useStore } from 'zustand'
import { AuthProvider, KeyInjectionStoreProvider } from './auth.js'
import { FormStoreCacheProvider } from './form-store-cache.js'

const ExplorerContext = createContext<Explorer | null>(null)

/** Props of {@link ExplorerProvider}: an explorer made elsewhere, or the options to make one. */
export type ExplorerProviderProps = ({ explorer: Explorer } | ExplorerOptions) & { children?: ReactNode }

/**
 * Provides one explorer (`createExplorer`) to every part below it, however many and wherever they sit on the
 * page: they share the credentials, the forms and the responses. With options, the explorer is made once per
 * `definition` (by identity); changes of `proxyUrl`, `playground` (by content), `sendDisabled`,
 * `websocketMessageLimit` and `onEvent` are applied to it. Its background work (key-injection polling) runs
 * while the provider is mounted. Nothing touches `window` during render, so it renders on a server.
 *
 * @example
 * <ExplorerProvider definition={definition} proxyUrl="https://proxy.example.com">
 *   <EndpointPlayground endpoint="users/get-user" />
 *   <EndpointPlayground endpoint="users/create-user" />
 * </ExplorerProvider>
 */
export function ExplorerProvider({ children, ...props }: ExplorerProviderProps): ReactNode {
  const explorer = useProvidedExplorer(props)
  const revision = useStore(explorer.store, (state) => state.revision)
  // A new form cache arrives with new presets; `revision` says when to read it again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const forms = useMemo(() => explorer.forms(), [explorer, revision])
  useEffect(() => explorer.start(), [explorer])
  const content = <FormStoreCacheProvider cache={forms}>{children}</FormStoreCacheProvider>
  return (
    <ExplorerContext.Provider value={explorer}>
      <AuthProvider store={explorer.auth}>
        {explorer.keyInjection == null ? (
          content
        ) : (
          <KeyInjectionStoreProvider store={explorer.keyInjection}>{content}</KeyInjectionStoreProvider>
        )}
      </AuthProvider>
    </ExplorerContext.Provider>
  )
}

function useProvidedExplorer(props: { explorer: Explorer } | ExplorerOptions): Explorer {
  const options = 'explorer' in props ? undefined : props
  const [kept, setKept] = useState<Explorer | undefined>(() =>
    options == null ? undefined : createExplorer(options),
  )
  let explorer = 'explorer' in props ? props.explorer : kept
  if (options != null && (explorer == null || explorer.definition !== options.definition)) {
    // Another definition: another explorer (React renders again at once with it).
    explorer = createExplorer(options)
    setKept(explorer)
  }
  const ready = explorer as Explorer
  const owned = options != null
  const proxyUrl = options?.proxyUrl
  const playground = options?.playground
  // Presets compare by content: an inline object literal is not a change.
  const presets = playground == null ? undefined : JSON.stringify(playground)
  const sendDisabled = options?.sendDisabled
  const websocketMessageLimit = options?.websocketMessageLimit
  const onEvent = options?.onEvent
  useEffect(() => {
    if (!owned) return
    ready.update({
      proxyUrl,
      playground: presets == null ? undefined : (JSON.parse(presets) as ExplorerOptions['playground']),
      sendDisabled,
      websocketMessageLimit,
      onEvent,
    })
  }, [ready, owned, proxyUrl, presets, sendDisabled, websocketMessageLimit, onEvent])
  useEffect(() => (owned ? () => ready.dispose() : undefined), [ready, owned])
  return ready
}

/** The provided explorer. Throws outside an {@link ExplorerProvider}. */
export function useExplorer(): Explorer {
  const explorer = useContext(ExplorerContext)
  if (explorer == null) {
    throw new Error('`useExplorer` must be used within `<ExplorerProvider>`')
  }
  return explorer
}

/** The provided explorer, or `null` outside an {@link ExplorerProvider}. */
export function useOptionalExplorer(): Explorer | null {
  return useContext(ExplorerContext)
}

/**
 * Selects from the explorer's state (selection, snippet language, manual-token choice, settings).
 *
 * @example
 * const language = useExplorerState((state) => state.snippetLanguage)
 */
export function useExplorerState<Selected>(selector: (state: ExplorerState) => Selected): Selected {
  return useStore(useExplorer().store, selector)
}
