import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import * as Dialog from '@radix-ui/react-dialog'
import { ChevronDown, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useId, useMemo, useState } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { EndpointPicker } from '../endpoint-picker/endpoint-picker.js'
import { itemBadge } from '../endpoint-picker/filter-items.js'
import type { SplitStart } from '../layout/split-start.js'
import { PlaygroundSkeleton } from '../layout/playground-skeleton.js'
import { RootMarker } from '../parts/part-root.js'
import type { ExplorerTheme } from './explorer-context.js'
import { useMessages, useUiSettings } from './explorer-context.js'
import type { ExplorerRoute } from './query-route.js'
import { queryRouteHref, useQueryRoute } from './query-route.js'
import { routeItem } from './route-item.js'

// The overlay's frame, endpoint list and skeleton: what its first frame shows, apart from the playgrounds
// (explorer-overlay.tsx), so that a bundle can show the endpoint list before the forms' code has loaded (the web
// component does; see api-explorer-skeleton.tsx). esbuild gives whole files to chunks: nothing here may import a
// playground.

/** How the overlay is opened, closed and linked: its route and the reference pages. */
export type ExplorerOverlayProps = {
  /** The page URL's query parameter that opens the explorer and names the endpoint. Default `explorer`. */
  queryParam?: string | undefined
  /**
   * Controlled route: `null` closed, `''` open, a slug for an endpoint. Pass it with `onRouteChange` when the
   * host's router owns the URL; leave both out to let the explorer use the query parameter.
   */
  route?: ExplorerRoute | undefined
  onRouteChange?: ((route: ExplorerRoute) => void) | undefined
  /**
   * The address of an item's reference page, for the 'View in API Reference' link (e.g. `(item) => '/' +
   * item.slug`); without it the link is not shown.
   */
  referenceHref?: ((item: ExplorerItem) => string) | undefined
  /**
   * Called instead of following the link when the reference page belongs to the same definition (a plain
   * click): navigate shallowly with the host's router; the overlay closes.
   */
  onViewReference?: ((item: ExplorerItem) => void) | undefined
  /** Where the split between form and response starts: 50 % (`percent`, default) or 300 px (`pixels`). */
  splitStart?: SplitStart | undefined
  /**
   * Where the overlay is portalled; default `document.body`. A host that renders the explorer in a shadow root
   * passes an element inside it, so the overlay takes the shadow root's styles.
   */
  portalContainer?: HTMLElement | null | undefined
}

/** The overlay's own props out of a host's (the explorer's options, the definition, … left out). */
export function overlayProps(props: ExplorerOverlayProps): ExplorerOverlayProps {
  return splitOverlayProps(props)[0]
}

/**
 * A host's props as the overlay's own and the rest (the explorer's options, the definition, …): the one place that
 * names which props are the overlay's.
 */
export function splitOverlayProps<Props extends ExplorerOverlayProps>(
  props: Props,
): [ExplorerOverlayProps, Omit<Props, keyof ExplorerOverlayProps>] {
  const {
    queryParam,
    route,
    onRouteChange,
    referenceHref,
    onViewReference,
    splitStart,
    portalContainer,
    ...rest
  } = props
  return [
    { queryParam, route, onRouteChange, referenceHref, onViewReference, splitStart, portalContainer },
    rest,
  ]
}

/**
 * The overlay while the definition loads: a POST badge, a 'Parameters' heading and empty cards, under the same
 * route rules, so the reader who opened `?explorer=…` sees where the playground will appear. Given the
 * definition's outline (what an importer knows once the document is parsed, before it converts the operations),
 * the endpoint list is there already, and working: searching, picking and its links change the route, which the
 * full explorer opens when the definition arrives.
 */
export function ExplorerOverlaySkeleton(
  props: ExplorerOverlayProps & {
    /** Colour scheme, for a host that shows the skeleton outside a provider. Default: the provider's, or `system`. */
    theme?: ExplorerTheme | undefined
    /** The definition's outline: its endpoint list shows at once (see `ApiExplorerProps.outline`). */
    outline?: ApiDefinition | undefined
  },
): ReactNode {
  const [route, navigate] = useOverlayRoute(props)
  const { outline } = props
  const items = useMemo(() => (outline == null ? undefined : listExplorerItems(outline)), [outline])
  const active = items == null || route == null ? undefined : routeItem(items, route)
  return (
    <OverlayFrame
      open={route != null}
      onClose={() => navigate(null)}
      container={props.portalContainer}
      subtitle={outline?.apiName}
      actions={null}
      theme={props.theme}
    >
      {items == null ? null : (
        <OverlayPicker
          items={items}
          active={active}
          hrefFor={overlayHrefs(props.queryParam)}
          onPick={(item) => navigate(item.slug)}
        />
      )}
      <main className="ax-Explorer-main">
        <PlaygroundSkeleton start={props.splitStart} />
      </main>
    </OverlayFrame>
  )
}

/**
 * The endpoint list. On a phone it folds away under a button naming the open endpoint, so the playground gets the
 * screen; it is open while nothing is picked, and folds again when the reader picks an endpoint.
 */
export function OverlayPicker({
  items,
  active,
  hrefFor,
  onPick,
}: {
  items: readonly ExplorerItem[]
  active: ExplorerItem | undefined
  hrefFor: (item: ExplorerItem) => string
  onPick: (item: ExplorerItem) => void
}): ReactNode {
  const uiText = useMessages()
  const [listOpen, setListOpen] = useState(false)
  const listId = useId()
  return (
    <>
      <button
        type="button"
        className="ax-Explorer-listToggle"
        aria-expanded={listOpen || active == null}
        aria-controls={listId}
        onClick={() => setListOpen((open) => !open)}
      >
        {active == null ? (
          uiText.endpointsLabel
        ) : (
          <>
            <MethodBadge method={itemBadge(active)} />
            <span className="ax-Explorer-listToggle-title">{active.title}</span>
          </>
        )}
        <ChevronDown aria-hidden size={16} />
        <span className="ax-VisuallyHidden"> · {uiText.endpointsLabel}</span>
      </button>
      <div id={listId} className="ax-Explorer-picker" data-folded={!listOpen && active != null}>
        <EndpointPicker
          items={items}
          activeSlug={active?.slug}
          hrefFor={hrefFor}
          onSelect={(item) => {
            setListOpen(false)
            onPick(item)
          }}
        />
      </div>
    </>
  )
}

export function useOverlayRoute(
  props: ExplorerOverlayProps,
): [ExplorerRoute, (route: ExplorerRoute) => void] {
  const [queryRoute, navigateQuery] = useQueryRoute(props.queryParam ?? 'explorer')
  const controlled = props.route !== undefined
  const route = controlled ? (props.route ?? null) : queryRoute
  const navigate = (next: ExplorerRoute): void => {
    if (!controlled) navigateQuery(next)
    props.onRouteChange?.(next)
  }
  return [route, navigate]
}

/**
 * The links of the endpoint list: the page URL with the query parameter naming each item. The location is read
 * once per render, not once per item (each `window.location` getter is a call into the browser, and the list
 * renders hundreds of links for a large API).
 */
export function overlayHrefs(queryParam: string | undefined): (item: ExplorerItem) => string {
  const param = queryParam ?? 'explorer'
  if (typeof window === 'undefined') return (item) => `?${param}=${item.slug}`
  const { pathname, search, hash } = window.location
  const location = { pathname, search, hash }
  return (item) => queryRouteHref(location, param, item.slug)
}

export function OverlayFrame({
  open,
  onClose,
  container,
  subtitle,
  actions,
  theme: forcedTheme,
  children,
}: {
  open: boolean
  onClose: () => void
  container: HTMLElement | null | undefined
  subtitle: string | undefined
  actions: ReactNode
  theme?: ExplorerTheme | undefined
  children: ReactNode
}): ReactNode {
  const uiText = useMessages()
  const settings = useUiSettings()
  const theme = forcedTheme ?? settings.theme
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal container={container}>
        <div className="ax-root" data-theme={theme ?? 'system'}>
          <RootMarker>
            <Dialog.Overlay className="ax-Overlay" />
            <Dialog.Content
              className="ax-Explorer"
              aria-describedby={undefined}
              onOpenAutoFocus={focusCloseButton}
              onEscapeKeyDown={keepOpenWhileSearching}
            >
              <header className="ax-Explorer-header">
                <Dialog.Title className="ax-Explorer-title">
                  {uiText.explorerTitle}
                  {subtitle == null ? null : <span className="ax-Muted"> · {subtitle}</span>}
                </Dialog.Title>
                <div className="ax-Explorer-actions">
                  {actions}
                  <Dialog.Close className="ax-Button" data-variant="ghost" aria-label={uiText.closeExplorer}>
                    <X aria-hidden size={16} />
                  </Dialog.Close>
                </div>
              </header>
              <div className="ax-Explorer-body">{children}</div>
            </Dialog.Content>
          </RootMarker>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/**
 * Where the dialog's focus starts: its close button, which is where Radix's own choice lands (the first tabbable
 * element that is not a link: the header comes first, and its only other control is the reference link). Radix
 * finds it by walking every tabbable element of the content and checking each one's computed style, hundreds of
 * links in a large API's endpoint list, in the commit the list first paints in.
 */
function focusCloseButton(event: Event): void {
  const content = event.currentTarget
  const close = content instanceof Element ? content.querySelector('.ax-Explorer-header button') : null
  if (!(close instanceof HTMLElement)) return
  event.preventDefault()
  close.focus({ preventScroll: true })
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
