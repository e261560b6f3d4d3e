import type { ExplorerItem } from '@api-explorer/model'
import { Search } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { UI_TEXT } from '../messages.js'
import { filterItems, itemBadge } from './filter-items.js'

/** Props of {@link EndpointPicker}. */
export type EndpointPickerProps = {
  items: readonly ExplorerItem[]
  /** Slug of the open item. */
  activeSlug?: string | undefined
  /** The link of an item (used for the anchors' `href`). */
  hrefFor: (item: ExplorerItem) => string
  /** Called on a plain click of an item; modified clicks (new tab, …) follow the link. */
  onSelect: (item: ExplorerItem) => void
}

/** The searchable endpoint list, grouped by breadcrumb, with a method badge per item. */
export function EndpointPicker({ items, activeSlug, hrefFor, onSelect }: EndpointPickerProps): ReactNode {
  const [query, setQuery] = useState('')
  const groups = useMemo(() => filterItems(items, query), [items, query])
  const activeRef = useRef<HTMLAnchorElement | null>(null)
  const headingId = useId()

  useEffect(() => {
    // scrollIntoView is missing in some test DOMs; the active item is still marked with aria-current.
    activeRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [activeSlug])

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, item: ExplorerItem): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    onSelect(item)
  }

  return (
    <nav className="ax-EndpointPicker" aria-labelledby={headingId}>
      <h2 id={headingId} className="ax-VisuallyHidden">
        {UI_TEXT.endpointsLabel}
      </h2>
      <div className="ax-EndpointPicker-search">
        <Search aria-hidden size={14} />
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={UI_TEXT.searchPlaceholder}
          aria-label={UI_TEXT.searchLabel}
        />
      </div>
      <div className="ax-EndpointPicker-list">
        {groups.length === 0 ? <p className="ax-Muted">{UI_TEXT.noMatches(query)}</p> : null}
        {groups.map((group) => (
          <section key={group.breadcrumb} className="ax-EndpointPicker-group">
            {group.breadcrumb === '' ? null : <h3>{group.breadcrumb}</h3>}
            <ul>
              {group.items.map((item) => {
                const active = item.slug === activeSlug
                return (
                  <li key={item.slug}>
                    <a
                      href={hrefFor(item)}
                      aria-current={active ? 'page' : undefined}
                      ref={active ? activeRef : undefined}
                      onClick={(event) => handleClick(event, item)}
                    >
                      <MethodBadge method={itemBadge(item)} />{' '}
                      <span className="ax-EndpointPicker-title">{item.title}</span>
                    </a>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  )
}
