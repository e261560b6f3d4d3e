import type { ExplorerItem } from '@api-explorer/model'
import { Search } from 'lucide-react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useId, useMemo, useState } from 'react'
import type { ItemRanker } from './filter-items.js'
import { filterItems } from './filter-items.js'
import { PickerList } from './picker-list.js'
import { useMessages } from '../api-explorer/explorer-context.js'

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

/**
 * The searchable endpoint list, grouped by breadcrumb, with a method badge per item; the best match first.
 * Escape in the search box clears the search (a second Escape is left to the overlay, which closes).
 */
export function EndpointPicker({ items, activeSlug, hrefFor, onSelect }: EndpointPickerProps): ReactNode {
  const uiText = useMessages()
  const [query, setQuery] = useState('')
  // match-sorter loads when the reader first turns to the search box; a few milliseconds later the matches
  // are ranked (until then they are filtered in definition order).
  const [rank, setRank] = useState<{ items: ItemRanker }>()
  const loadRanking = (): void => {
    if (rank != null) return
    import('./rank-items.js').then(
      (module) => setRank({ items: module.rankItems }),
      (error: unknown) => console.error(error),
    )
  }
  const groups = useMemo(() => filterItems(items, query, rank?.items), [items, query, rank])
  const headingId = useId()
  const clearOnEscape = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault()
      setQuery('')
    }
  }
  return (
    <nav className="ax-EndpointPicker" aria-labelledby={headingId}>
      <h2 id={headingId} className="ax-VisuallyHidden">
        {uiText.endpointsLabel}
      </h2>
      <div className="ax-EndpointPicker-search">
        <Search aria-hidden size={14} />
        <input
          type="search"
          value={query}
          data-explorer-search=""
          onFocus={loadRanking}
          onChange={(event) => {
            loadRanking()
            setQuery(event.target.value)
          }}
          onKeyDown={clearOnEscape}
          placeholder={uiText.searchPlaceholder}
          aria-label={uiText.searchLabel}
        />
      </div>
      {groups.length === 0 ? (
        <div className="ax-EndpointPicker-list">
          <p className="ax-Muted">{uiText.noMatches(query)}</p>
        </div>
      ) : (
        <PickerList groups={groups} activeSlug={activeSlug} hrefFor={hrefFor} onSelect={onSelect} />
      )}
    </nav>
  )
}
