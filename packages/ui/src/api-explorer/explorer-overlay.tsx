import type { ExplorerItem } from '@api-explorer/model'
import { useExplorer } from '@api-explorer/react'
import { BookOpen } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'
import { EndpointPlayground } from '../endpoint-playground/endpoint-playground.js'
import { PlaygroundSkeleton } from '../layout/playground-skeleton.js'
import { WebSocketPlayground } from '../websocket-playground/websocket-playground.js'
import { useMessages } from './explorer-context.js'
import type { ExplorerOverlayProps } from './overlay-frame.js'
import { OverlayFrame, OverlayPicker, overlayHrefs, useOverlayRoute } from './overlay-frame.js'

/**
 * The API Explorer overlay of the provided explorer (`ExplorerProvider`): an endpoint list and the playground of
 * the picked endpoint. It opens when the page URL has the `explorer` query parameter (`?explorer=users/get-user`
 * opens that endpoint) and closes with its close button or Escape, which remove the parameter. It shares the
 * credentials, forms and responses of every inline part under the same provider.
 */
export function ExplorerOverlay(props: ExplorerOverlayProps): ReactNode {
  const uiText = useMessages()
  const explorer = useExplorer()
  const [route, navigate] = useOverlayRoute(props)
  const items = explorer.items
  const active: ExplorerItem | undefined =
    route === '' ? items[0] : route == null ? undefined : explorer.item(route)
  const activeSlug = active?.slug
  useEffect(() => explorer.select(activeSlug), [explorer, activeSlug])
  const hrefFor = overlayHrefs(props.queryParam)
  const playgroundDue = usePlaygroundDue(route != null)
  return (
    <OverlayFrame
      open={route != null}
      onClose={() => navigate(null)}
      container={props.portalContainer}
      subtitle={explorer.definition.apiName}
      actions={
        active == null || props.referenceHref == null ? null : (
          <ReferenceLink item={active} {...props} onFollow={() => navigate(null)} />
        )
      }
    >
      <OverlayPicker items={items} active={active} hrefFor={hrefFor} onPick={(item) => navigate(item.slug)} />
      <main className="ax-Explorer-main">
        {active == null ? (
          <p className="ax-Muted ax-Explorer-empty">
            {route == null || route === '' ? uiText.noEndpoint : uiText.unknownEndpoint(route)}
          </p>
        ) : !playgroundDue ? (
          <PlaygroundSkeleton start={props.splitStart} />
        ) : active.kind === 'websocket' ? (
          <WebSocketPlayground key={active.id} channel={active} splitStart={props.splitStart} />
        ) : (
          <EndpointPlayground key={active.id} endpoint={active} splitStart={props.splitStart} />
        )}
      </main>
    </OverlayFrame>
  )
}

/**
 * False in the first commit of an overlay that mounts open, true from the next one, which renders as a
 * transition. That first commit then holds the frame and the endpoint list (with the playground's skeleton), so
 * the list paints as soon as the definition is there; the playground of the open endpoint (its whole form, the
 * request preview, the split) is the next render, time-sliced, so it does not hold that paint back. An overlay
 * that mounts closed, and every later change of endpoint, renders the playground at once.
 */
function usePlaygroundDue(openAtMount: boolean): boolean {
  const [due, setDue] = useState(!openAtMount)
  useEffect(() => {
    if (!due) startTransition(() => setDue(true))
  }, [due])
  return due
}

function ReferenceLink({
  item,
  referenceHref,
  onViewReference,
  onFollow,
}: ExplorerOverlayProps & { item: ExplorerItem; onFollow: () => void }): ReactNode {
  const uiText = useMessages()
  const href = referenceHref?.(item)
  if (href == null) return null
  const follow = (event: MouseEvent<HTMLAnchorElement>): void => {
    // A plain click navigates shallowly through the host; modified clicks open the page as links do.
    if (onViewReference == null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return
    }
    event.preventDefault()
    onFollow()
    onViewReference(item)
  }
  return (
    <a className="ax-Button" data-variant="ghost" href={href} onClick={follow}>
      <BookOpen aria-hidden size={14} />
      <span className="ax-Explorer-actionLabel">{uiText.viewInReference}</span>
    </a>
  )
}
