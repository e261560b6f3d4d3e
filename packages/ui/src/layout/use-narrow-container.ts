import type { RefObject } from 'react'
import { useEffect, useLayoutEffect, useState } from 'react'

/**
 * `useLayoutEffect` in the browser, so a narrow playground is measured before the first paint and never flashes
 * the wide layout; `useEffect` on the server (no document), which React skips there without a warning.
 */
export const useIsomorphicLayoutEffect: typeof useEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect

/**
 * Whether the element is narrower than `below` CSS pixels, from its own width (not the window's): measured before
 * the first paint and kept up to date with a ResizeObserver. `false` on the server and until measured. A width of
 * 0 (the element or an ancestor is hidden) keeps the last answer rather than switching to narrow.
 */
export function useNarrowContainer(element: RefObject<HTMLElement | null>, below: number): boolean {
  const [narrow, setNarrow] = useState(false)
  useIsomorphicLayoutEffect(() => {
    const target = element.current
    if (target == null) return undefined
    const measure = (): void => {
      const width = target.clientWidth
      if (width > 0) setNarrow(width < below)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, below])
  return narrow
}
