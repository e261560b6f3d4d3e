import type { ApiDefinition, EndpointDefinition } from '@api-explorer/model'
import type { SplitStart } from '@api-explorer/ui'
import { ExplorerOverlaySkeleton, PlaygroundSkeleton, PlaygroundSplit } from '@api-explorer/ui'
import '@api-explorer/ui/styles.css'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Layout parts shown alone in the demo page for the layout browser test, loaded into the running page through
 * the Vite dev server (`/@fs/…`): the loading skeleton, alone and in the overlay, which the explorer replaces too
 * fast to look at, and a split with a chosen start, which the demo does not offer.
 */

/** Replaces the page with `content` in an explorer root of the given theme, on the overlay's background. */
function show(content: ReactNode, theme: 'light' | 'dark'): void {
  const host = document.createElement('div')
  host.className = 'ax-root'
  host.dataset['theme'] = theme
  // The skeleton and the split, like the playground, draw on their container's background.
  host.style.background = 'var(--ax-color-background)'
  host.style.minHeight = '100vh'
  host.style.padding = '16px 20px'
  document.body.replaceChildren(host)
  createRoot(host).render(content)
}

/** Shows the playground's loading skeleton. */
export function showSkeleton(theme: 'light' | 'dark'): void {
  show(<PlaygroundSkeleton />, theme)
}

/** Shows a split starting at `start`, with a short form and result in its panes. */
export function showSplit(start: SplitStart): void {
  show(<PlaygroundSplit start={start} form={<p>Form pane</p>} result={<p>Result pane</p>} />, 'light')
}

/** Shows the explorer overlay as it is while the definition loads (its theme follows the system's). */
export function showOverlaySkeleton(): void {
  const host = document.createElement('div')
  document.body.replaceChildren(host)
  createRoot(host).render(<ExplorerOverlaySkeleton route="" onRouteChange={() => undefined} />)
}

/**
 * Shows the overlay as it is while an imported document's operations are converted: the outline's endpoint list
 * (here the sample API's definition cut down to what an outline holds) beside the playground's skeleton.
 */
export async function showOverlayOutline(definitionUrl: string): Promise<void> {
  const definition = (await (await fetch(definitionUrl)).json()) as ApiDefinition
  // What an outline keeps of an endpoint: what the list shows.
  const listed = (endpoint: EndpointDefinition): EndpointDefinition => {
    const kept: EndpointDefinition = { id: endpoint.id, method: endpoint.method, path: endpoint.path }
    for (const key of [
      'displayName',
      'operationId',
      'availability',
      'namespace',
      'pathParameters',
    ] as const) {
      if (endpoint[key] !== undefined) Object.assign(kept, { [key]: endpoint[key] })
    }
    return kept
  }
  const outline: ApiDefinition = {
    ...definition,
    endpoints: Object.fromEntries(
      Object.values(definition.endpoints).map((endpoint) => [endpoint.id, listed(endpoint)]),
    ),
    types: {},
  }
  const host = document.createElement('div')
  document.body.replaceChildren(host)
  createRoot(host).render(
    <ExplorerOverlaySkeleton route="" onRouteChange={() => undefined} outline={outline} />,
  )
}
