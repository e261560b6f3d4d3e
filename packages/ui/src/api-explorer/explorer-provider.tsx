import type { ExplorerProviderProps as CoreProviderProps } from '@api-explorer/react'
import { ExplorerProvider as CoreExplorerProvider } from '@api-explorer/react'
import type { ReactNode } from 'react'
import { useMemo } from 'react'
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
  children,
  ...core
}: ExplorerProviderProps): ReactNode {
  const settings = useMemo(
    () => ({ sdks, snippetTemplates, snippetLanguages, copyWithSecrets, theme, messages }),
    [sdks, snippetTemplates, snippetLanguages, copyWithSecrets, theme, messages],
  )
  return (
    <CoreExplorerProvider {...core}>
      <ExplorerUiContext.Provider value={settings}>{children}</ExplorerUiContext.Provider>
    </CoreExplorerProvider>
  )
}
