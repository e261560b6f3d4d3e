import type { MouseEvent } from 'react'
import { useSyncExternalStore } from 'react'

/**
 * The demo's client-side routing: the page is chosen by `location.pathname`, navigation is `pushState` plus a
 * `popstate` event, which the demo's pages and the explorer (it reads its `?explorer` parameter) both follow.
 * No router library: a docs host would bring its own, and this is all the demo needs.
 */
export function navigate(href: string): void {
  const before = window.location.pathname
  window.history.pushState(window.history.state, '', href)
  window.dispatchEvent(new PopStateEvent('popstate'))
  // A new page starts at its top, as a full page load would; opening the explorer over a page does not scroll.
  if (window.location.pathname !== before) window.scrollTo(0, 0)
}

/**
 * Follows a plain left click on a same-page link through {@link navigate} instead of loading the page; a
 * modified click (new tab, new window, download) keeps the browser's behaviour.
 */
export function followLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(href)
}

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}

/** The current path, updated on every navigation (links, Back and Forward). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname)
}
