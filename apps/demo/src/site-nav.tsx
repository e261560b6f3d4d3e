import type { ExplorerItem } from '@api-explorer/model'
import { MethodBadge } from '@api-explorer/ui'
import type { ReactNode } from 'react'
import { useId } from 'react'
import { referenceHref } from './site-routes.js'
import { SiteLink } from './site-link.js'

/** Items grouped by their breadcrumb (`Users`, `Kitchen sink › Nested`), in definition order. */
function groupByBreadcrumb(items: readonly ExplorerItem[]): Array<{ title: string; items: ExplorerItem[] }> {
  const groups = new Map<string, ExplorerItem[]>()
  for (const item of items) {
    const title = item.breadcrumb.length === 0 ? 'Endpoints' : item.breadcrumb.join(' › ')
    groups.set(title, [...(groups.get(title) ?? []), item])
  }
  return [...groups].map(([title, grouped]) => ({ title, items: grouped }))
}

/** The method badge of an item, as the explorer's picker shows it. */
export function itemBadge(item: ExplorerItem): string {
  return item.kind === 'websocket' ? 'WSS' : item.isStream ? 'STREAM' : (item.method ?? 'GET')
}

/** The docs site's left navigation: every endpoint and channel, grouped by breadcrumb, linking to its page. */
export function SiteNav({
  items,
  currentSlug,
}: {
  items: readonly ExplorerItem[]
  currentSlug: string | undefined
}): ReactNode {
  const id = useId()
  return (
    <nav className="demo-nav" aria-label="API reference">
      {groupByBreadcrumb(items).map((group, index) => (
        <section key={group.title} aria-labelledby={`${id}-${index}`}>
          <h2 id={`${id}-${index}`} className="demo-nav-heading">
            {group.title}
          </h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.slug}>
                <SiteLink
                  href={referenceHref(item)}
                  current={item.slug === currentSlug}
                  className="demo-nav-link"
                >
                  <MethodBadge method={itemBadge(item)} />
                  <span>{item.title}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  )
}
