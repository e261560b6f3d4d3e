const LISTS = [
  { list: '[role="listbox"]', items: '[role="option"]:not([data-disabled])' },
  {
    list: '[role="menu"]',
    items: '[role="menuitem"]:not([data-disabled]), [role="menuitemcheckbox"], [role="menuitemradio"]',
  },
]

/**
 * Arrow keys, Home and End in the kit's selects (`listbox`) and menus (`menu`) inside a shadow root. Radix moves
 * focus there with a `focusFirst` that checks `document.activeElement`, which in a shadow root stays the host, so
 * it would land on the last item; these keys are handled here instead (one item at a time, no wrapping), and a
 * select that opens with focus on its list moves it to the selected option, as it does outside a shadow root.
 * Returns the cleanup.
 */
export function arrowKeysInShadowRoot(root: ShadowRoot): () => void {
  const onKeyDown = (keyDown: Event): void => {
    const event = keyDown as KeyboardEvent
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) || event.altKey || event.ctrlKey) return
    const target = event.composedPath()[0]
    if (!(target instanceof Element)) return
    for (const { list, items } of LISTS) {
      const container = target.closest(list)
      if (container == null) continue
      const candidates = Array.from(container.querySelectorAll<HTMLElement>(items))
      if (candidates.length === 0) return
      const index = candidates.indexOf(root.activeElement as HTMLElement)
      const last = candidates.length - 1
      const next =
        event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : event.key === 'ArrowDown'
              ? Math.min(index + 1, last)
              : index < 0
                ? last
                : Math.max(index - 1, 0)
      event.preventDefault()
      event.stopPropagation()
      candidates[next]?.focus()
      return
    }
  }
  const onFocusIn = (event: Event): void => {
    const target = event.composedPath()[0]
    if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'listbox') return
    const option =
      target.querySelector<HTMLElement>('[role="option"][aria-selected="true"]') ??
      target.querySelector<HTMLElement>(LISTS[0]?.items ?? '[role="option"]')
    option?.focus()
  }
  root.addEventListener('keydown', onKeyDown, true)
  root.addEventListener('focusin', onFocusIn)
  return () => {
    root.removeEventListener('keydown', onKeyDown, true)
    root.removeEventListener('focusin', onFocusIn)
  }
}
