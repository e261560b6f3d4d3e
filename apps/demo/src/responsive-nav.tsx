import type { ExplorerItem } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { SiteNav } from './site-nav.js'
import { useMediaQuery } from './use-media-query.js'

/** Below this width the navigation folds into a disclosure above the page instead of a sidebar. */
const NARROW = '(max-width: 860px)'

/** The left navigation on wide screens; on narrow ones "All endpoints", a disclosure above the page. */
export function ResponsiveNav({
  items,
  currentSlug,
}: {
  items: readonly ExplorerItem[]
  currentSlug: string | undefined
}): ReactNode {
  const narrow = useMediaQuery(NARROW)
  const nav = <SiteNav items={items} currentSlug={currentSlug} />
  return narrow ? (
    <details className="demo-nav-disclosure">
      <summary>All endpoints</summary>
      {nav}
    </details>
  ) : (
    <aside className="demo-sidebar">{nav}</aside>
  )
}
