import type { ReactNode } from 'react'
import type { ApiExplorerProps } from './api-explorer.js'
import { ExplorerUiContext } from './explorer-context.js'
import { ExplorerOverlaySkeleton, overlayProps } from './overlay-frame.js'

/** Props of {@link ApiExplorerSkeleton}: those of `ApiExplorer`, whose `definition` it does not read. */
export type ApiExplorerSkeletonProps = Omit<ApiExplorerProps, 'definition'>

/**
 * What `<ApiExplorer>` shows while its definition is `undefined`: the overlay under the same route rules, with the
 * endpoint list of `outline` when there is one (working: search, picking and links change the route) and the
 * playground's skeleton. `<ApiExplorer>` renders it itself; it is exported, from `@api-explorer/ui/skeleton` as well,
 * for a host that loads the rest of the explorer lazily: that entry brings the overlay's frame and list without the
 * provider, the stores, the forms and the playgrounds, so the endpoint list can paint before their code has loaded
 * (the web component's bundle does this; see its README).
 */
export function ApiExplorerSkeleton(props: ApiExplorerSkeletonProps): ReactNode {
  return (
    <ExplorerUiContext.Provider value={{ theme: props.theme, messages: props.messages }}>
      <ExplorerOverlaySkeleton {...overlayProps(props)} outline={props.outline} />
    </ExplorerUiContext.Provider>
  )
}
