import { flushSync } from 'react-dom'

/**
 * Runs `remove` from the click of a remove button and, when that took the focused button out of the page (the
 * row went, so the focus would fall to the page itself), focuses what `next` finds in the button's `scope`
 * instead: the row now in its place, the "Add" button, the optional-properties menu.
 */
export function removeKeepingFocus(
  button: HTMLElement,
  scope: string,
  remove: () => void,
  next: (container: Element) => Element | null | undefined,
): void {
  const container = button.closest(scope)
  flushSync(remove)
  if (button.isConnected || container == null || !container.isConnected) return
  const target = next(container)
  if (target instanceof HTMLElement) target.focus()
}

/** The last element matching `selector` in `container`. */
export function lastOf(container: Element, selector: string): Element | undefined {
  const all = container.querySelectorAll(selector)
  return all[all.length - 1]
}
