import * as Tabs from '@radix-ui/react-tabs'
import type { CSSProperties, ReactNode, RefObject } from 'react'
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { LoadedResizableSplit, useResizableSplitLoaded } from './lazy-resizable-split.js'
import { REVEAL_EVENT, SHOW_RESPONSE_EVENT } from './pane-events.js'
import type { SplitStart } from './split-start.js'
import { SPLIT_NARROW_BELOW, splitStartColumn } from './split-start.js'
import { useIsomorphicLayoutEffect, useNarrowContainer } from './use-narrow-container.js'
import { useMessages } from '../api-explorer/explorer-context.js'

export { revealElement, showResponsePane } from './pane-events.js'
export type { SplitStart } from './split-start.js'

/** Props of {@link PlaygroundSplit}. */
export type PlaygroundSplitProps = {
  /** The form pane: the request's sections. */
  form: ReactNode
  /** The request/response pane: response card and request preview, or the websocket message log. */
  result: ReactNode
  /** Where the separator starts: the form pane at 50 % (`percent`, the default) or 300 px (`pixels`). */
  start?: SplitStart | undefined
}

/** Which tab shows on narrow screens. */
type Pane = 'request' | 'response'

/**
 * The form pane beside the request/response pane.
 *
 * - **Wide** (the playground itself is at least 640 px wide): a horizontal split whose separator resizes the panes
 *   by mouse, touch and keyboard (arrow keys, Home, End). It starts at 50 % or, with `start="pixels"`, 300 px.
 *   The resizing library (react-resizable-panels) loads on demand; until it has loaded, and on the server, the
 *   same split shows in plain CSS at the same size, so nothing jumps.
 * - **Narrow**: "Request" and "Response" tabs. Both panes stay mounted (the hidden one with `hidden`), so form
 *   values, focus targets and a running stream survive switching tabs. Before hydration a narrow playground shows
 *   the panes stacked (a CSS container query), then the tabs.
 *
 * Other parts ask for a pane with bubbling DOM events, which the split hears on its parent element (the
 * playground, so the URL bar beside the split reaches it too):
 * - `showResponsePane(element)` (event {@link SHOW_RESPONSE_EVENT}) shows the Response tab: call it from the Send
 *   button when the reader sends, e.g. `onClick={(event) => { showResponsePane(event.currentTarget); send() }}`.
 * - `revealElement(element)` (event {@link REVEAL_EVENT}) shows the tab holding `element`, synchronously, so a
 *   `focus()` right after works; the invalid-fields notice calls it before focusing a field.
 *
 * Crossing the 640 px line (or the library arriving) renders the panes in new wrappers, which remounts them; the
 * field that had the focus gets it back.
 */
export function PlaygroundSplit({ form, result, start = 'percent' }: PlaygroundSplitProps): ReactNode {
  const uiText = useMessages()
  const root = useRef<HTMLDivElement>(null)
  const narrow = useNarrowContainer(root, SPLIT_NARROW_BELOW)
  const resizable = useResizableSplitLoaded(!narrow)
  const [pane, setPane] = useState<Pane>('request')
  const layout = narrow ? 'tabs' : resizable ? 'resizable' : 'static'

  useEffect(() => {
    const element = root.current
    const scope = element?.parentElement ?? element
    if (element == null || scope == null) return undefined
    const showResponse = (): void => setPane('response')
    const reveal = (event: Event): void => {
      if (!(event.target instanceof Element) || !element.contains(event.target)) return
      const wanted: Pane = event.target.closest('.ax-ResultPane') == null ? 'request' : 'response'
      // Synchronously, so the pane is visible (no longer `hidden`) when the caller focuses right after.
      flushSync(() => setPane(wanted))
    }
    scope.addEventListener(SHOW_RESPONSE_EVENT, showResponse)
    scope.addEventListener(REVEAL_EVENT, reveal)
    return () => {
      scope.removeEventListener(SHOW_RESPONSE_EVENT, showResponse)
      scope.removeEventListener(REVEAL_EVENT, reveal)
    }
  }, [])
  useFocusAcrossLayouts(root, layout)

  const startStyle = { '--ax-split-start': splitStartColumn(start) } as CSSProperties
  return (
    <div ref={root} className="ax-Split" data-layout={layout} style={startStyle}>
      {layout === 'tabs' ? (
        <Tabs.Root className="ax-PaneTabs" value={pane} onValueChange={(value) => setPane(value as Pane)}>
          <Tabs.List className="ax-PaneTabs-list" aria-label={uiText.paneTabs}>
            <Tabs.Trigger className="ax-PaneTabs-tab" value="request">
              {uiText.requestPane}
            </Tabs.Trigger>
            <Tabs.Trigger className="ax-PaneTabs-tab" value="response">
              {uiText.responsePane}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content className="ax-FormPane" value="request" forceMount hidden={pane !== 'request'}>
            {form}
          </Tabs.Content>
          <Tabs.Content className="ax-ResultPane" value="response" forceMount hidden={pane !== 'response'}>
            {result}
          </Tabs.Content>
        </Tabs.Root>
      ) : !resizable ? (
        <div className="ax-Split-panels" data-static="">
          <div className="ax-FormPane">{form}</div>
          <div className="ax-Split-separator" aria-hidden="true" />
          <div className="ax-ResultPane">{result}</div>
        </div>
      ) : (
        <LoadedResizableSplit form={form} result={result} start={start} separatorLabel={uiText.resizePanes} />
      )}
    </div>
  )
}

/**
 * Gives the focus back to the element inside the split that had it when the layout changes (the panes remount in
 * new wrappers), found again by its id; elements without an id cannot be found again and are left alone.
 */
function useFocusAcrossLayouts(root: RefObject<HTMLDivElement | null>, layout: string): void {
  const focusedId = useRef<string | undefined>(undefined)
  useEffect(() => {
    const element = root.current
    if (element == null) return undefined
    const remember = (event: FocusEvent): void => {
      focusedId.current =
        event.target instanceof Element && event.target.id !== '' ? event.target.id : undefined
    }
    const forget = (event: FocusEvent): void => {
      // Focus moving elsewhere on purpose; a remount moves it nowhere (relatedTarget null).
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) {
        focusedId.current = undefined
      }
    }
    element.addEventListener('focusin', remember)
    element.addEventListener('focusout', forget)
    return () => {
      element.removeEventListener('focusin', remember)
      element.removeEventListener('focusout', forget)
    }
  }, [root])
  useIsomorphicLayoutEffect(() => {
    const id = focusedId.current
    const active = root.current?.ownerDocument.activeElement
    if (id == null || (active != null && active !== active.ownerDocument.body)) return
    const target = root.current?.ownerDocument.getElementById(id)
    if (target != null && root.current?.contains(target)) target.focus()
  }, [layout])
}
