import { useCallback, useState } from 'react'

/**
 * Where a popup (a select's list, a menu) is portalled: into the `.ax-root` its trigger sits in, so it takes the
 * explorer's theme (`data-theme`) and styles rather than the page's. Give `triggerRef` to the trigger; the
 * container is known once the trigger is mounted, before the popup can open.
 */
export function usePopupContainer(): {
  triggerRef: (node: HTMLElement | null) => void
  container: HTMLElement | undefined
} {
  const [container, setContainer] = useState<HTMLElement | undefined>()
  const triggerRef = useCallback((node: HTMLElement | null) => {
    if (node != null) setContainer(node.closest<HTMLElement>('.ax-root') ?? undefined)
  }, [])
  return { triggerRef, container }
}
