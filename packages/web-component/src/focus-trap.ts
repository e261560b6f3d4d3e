const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

/**
 * Keeps keyboard focus inside the open dialog of a shadow root (the overlay's: every dialog there is modal). Radix's focus scope reads
 * `document.activeElement` and document-level focus events, which see only the shadow host, so inside a shadow
 * root Tab would leave the dialog for the page: here Tab and Shift+Tab wrap at the dialog's edges, and focus that
 * lands on the page while the dialog is open goes back to the last control focused in it. Returns the cleanup.
 */
export function trapFocusInShadowRoot(root: ShadowRoot): () => void {
  const document = root.ownerDocument
  let lastFocused: HTMLElement | undefined

  const openDialog = (): HTMLElement | null =>
    root.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]')

  const onKeyDown = (keyDown: Event): void => {
    const event = keyDown as KeyboardEvent
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented)
      return
    const dialog = openDialog()
    if (dialog == null) return
    const tabbables = tabbableIn(dialog)
    const first = tabbables[0]
    const last = tabbables.at(-1)
    if (first == null || last == null) {
      event.preventDefault()
      return
    }
    const active = root.activeElement
    const inside = active != null && dialog.contains(active)
    if (!inside || (!event.shiftKey && active === last) || (event.shiftKey && active === first)) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  }

  const onFocusInside = (event: Event): void => {
    const target = event.composedPath()[0]
    if (target instanceof HTMLElement && openDialog()?.contains(target) === true) lastFocused = target
  }

  const onFocusOnPage = (event: FocusEvent): void => {
    const dialog = openDialog()
    if (dialog == null || event.target === root.host) return
    // Focus reached the page (or the element's own light-DOM trigger) behind the modal: bring it back.
    const back = lastFocused != null && dialog.contains(lastFocused) ? lastFocused : tabbableIn(dialog)[0]
    back?.focus()
  }

  root.addEventListener('keydown', onKeyDown)
  root.addEventListener('focusin', onFocusInside)
  document.addEventListener('focusin', onFocusOnPage)
  return () => {
    root.removeEventListener('keydown', onKeyDown)
    root.removeEventListener('focusin', onFocusInside)
    document.removeEventListener('focusin', onFocusOnPage)
  }
}

/** The elements Tab reaches inside `container`, in document order: focusable, not `tabindex="-1"`, shown. */
function tabbableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  )
}
