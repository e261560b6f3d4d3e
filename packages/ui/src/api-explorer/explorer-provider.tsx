import type { ExplorerProviderProps as CoreProviderProps } from '@api-explorer/react'
import { ExplorerProvider as CoreExplorerProvider } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useEffect, useMemo } from 'react'
import { preloadResizableSplit } from '../layout/lazy-resizable-split.js'
import type { ExplorerUiSettings } from './explorer-context.js'
import { ExplorerUiContext } from './explorer-context.js'

/**
 * Props of {@link ExplorerProvider}: the explorer's options (`definition`, `proxyUrl`, `playground`,
 * `sendDisabled`, `websocketMessageLimit`, `keyInjection`, `onEvent`, storages; see `createExplorer`) or an
 * `explorer` made with `createExplorer`, plus the UI settings.
 */
export type ExplorerProviderProps = CoreProviderProps & ExplorerUiSettings

/**
 * One explorer for every part below it: put `<EndpointPlayground>`, `<WebSocketPlayground>`, the cards and
 * `<ExplorerOverlay>` anywhere inside, as many as the page needs; they share the reader's credentials, forms
 * and responses. Renders no markup of its own, and renders on a server.
 *
 * @example
 * <ExplorerProvider definition={definition} proxyUrl="https://proxy.example.com" theme="dark">
 *   <EndpointPlayground endpoint="users/get-user" />
 *   <ExplorerOverlay />
 * </ExplorerProvider>
 */
export function ExplorerProvider({
  sdks,
  snippetTemplates,
  snippetLanguages,
  copyWithSecrets,
  theme,
  messages,
  renderDescription,
  children,
  ...core
}: ExplorerProviderProps): ReactNode {
  usePreloadedSplitOnWideScreens()
  const settings = useMemo(
    () => ({ sdks, snippetTemplates, snippetLanguages, copyWithSecrets, theme, messages, renderDescription }),
    [sdks, snippetTemplates, snippetLanguages, copyWithSecrets, theme, messages, renderDescription],
  )
  return (
    <CoreExplorerProvider {...core}>
      <ExplorerUiContext.Provider value={settings}>{children}</ExplorerUiContext.Provider>
    </CoreExplorerProvider>
  )
}

/**
 * Fetches the resizable split once the page is idle, on screens wide enough to show it: a playground opened later
 * then renders it at once, instead of rendering the plain split and remounting its panes (the whole form) when the
 * library arrives.
 */
function usePreloadedSplitOnWideScreens(): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia('(min-width: 640px)').matches)
      return undefined
    const preload = (): void => void preloadResizableSplit().catch((error: unknown) => console.error(error))
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = window.setTimeout(preload, 200)
    return () => window.clearTimeout(timer)
  }, [])
}
