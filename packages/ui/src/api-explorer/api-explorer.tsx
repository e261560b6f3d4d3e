import type { ExplorerOptions } from '@api-explorer/react'
import type { ApiDefinition } from '@api-explorer/model'
import type { ReactNode } from 'react'
import type { ExplorerUiSettings } from './explorer-context.js'
import { ApiExplorerSkeleton } from './api-explorer-skeleton.js'
import { ExplorerOverlay } from './explorer-overlay.js'
import type { ExplorerOverlayProps } from './overlay-frame.js'
import { splitOverlayProps } from './overlay-frame.js'
import { ExplorerProvider } from './explorer-provider.js'

/**
 * Props of {@link ApiExplorer}: the explorer's options (see `createExplorer`: `proxyUrl`, `playground`,
 * `sendDisabled`, `websocketMessageLimit`, `keyInjection`, `onEvent`, `authStorage`, `formStorage`, …), the UI
 * settings (`sdks`, `snippetTemplates`, `snippetLanguages`, `copyWithSecrets`, `theme`) and the overlay's route
 * and links.
 */
export type ApiExplorerProps = Omit<ExplorerOptions, 'definition'> &
  ExplorerUiSettings &
  ExplorerOverlayProps & {
    /** The API to explore, in the native definition model; `undefined` while it loads (a skeleton shows). */
    definition: ApiDefinition | undefined
    /**
     * While `definition` is still `undefined`: an outline of it (ids, methods, paths, names and groups of the
     * endpoints, as `importDefinition`'s `onOutline` gives one once the document is parsed), so that the
     * endpoint list shows and works while the operations are converted; the playground stays a skeleton until
     * `definition` arrives. Ignored once `definition` is set.
     */
    outline?: ApiDefinition | undefined
  }

/**
 * The API Explorer overlay with its own explorer: an endpoint list and the playground of the picked endpoint. It
 * opens when the page URL has the `explorer` query parameter (`?explorer=users/get-user` opens that endpoint)
 * and closes with its close button or Escape, which remove the parameter. To share credentials and forms with
 * inline parts, put `<ExplorerOverlay>` and the parts under one `<ExplorerProvider>` instead.
 *
 * @example
 * import { ApiExplorer } from '@api-explorer/ui'
 * import '@api-explorer/ui/styles.css'
 *
 * <ApiExplorer definition={definition} proxyUrl="https://proxy.example.com" />
 */
export function ApiExplorer(props: ApiExplorerProps): ReactNode {
  const [overlay, { definition, outline: _outline, ...options }] = splitOverlayProps(props)
  if (definition == null) return <ApiExplorerSkeleton {...props} />
  return (
    <ExplorerProvider {...options} definition={definition}>
      <ExplorerOverlay {...overlay} />
    </ExplorerProvider>
  )
}
