/**
 * The DOM events the playground's parts use to ask {@link PlaygroundSplit} for a pane. They are plain bubbling
 * DOM events, not React context, because the parts that ask (the URL bar, the invalid-fields notice) sit beside
 * the split rather than inside it, where no context of the split reaches.
 *
 * @module
 */

/**
 * Asks the split to show the request/response pane (the Response tab on narrow screens). Dispatch it, bubbling,
 * from any element inside the split's parent, e.g. from the Send button with {@link showResponsePane}.
 */
export const SHOW_RESPONSE_EVENT = 'ax-show-response'

/**
 * Asks the split to show the pane that holds the event's target, so the target can take the focus. Dispatch it,
 * bubbling, from the element itself, e.g. with {@link revealElement}.
 */
export const REVEAL_EVENT = 'ax-reveal'

/**
 * Shows the request/response pane of the playground that `from` belongs to: on narrow screens it switches to the
 * Response tab; on wide screens both panes show already and nothing changes. Call it when the reader sends, e.g.
 * `onClick={(event) => { showResponsePane(event.currentTarget); send() }}` on the URL bar's Send button.
 */
export function showResponsePane(from: Element | null | undefined): void {
  from?.dispatchEvent(new CustomEvent(SHOW_RESPONSE_EVENT, { bubbles: true }))
}

/**
 * Shows the pane that holds `element` (its tab on narrow screens), synchronously, so that `element.focus()`
 * right after works. Call it before focusing an element that may sit in a hidden tab.
 */
export function revealElement(element: Element): void {
  element.dispatchEvent(new CustomEvent(REVEAL_EVENT, { bubbles: true }))
}
