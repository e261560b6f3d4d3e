import type { ExplorerItem } from '@api-explorer/model'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { ReactNode } from 'react'
import { useEffect, useRef } from 'react'
import { ItemLink } from './item-link.js'
import { HEADER_HEIGHT, ITEM_HEIGHT } from './row-heights.js'

// Loaded on demand: only lists of 200 rows or more are virtualised, and most APIs have fewer endpoints.

/** A row of the flattened picker list: a group's heading or an item. */
export type PickerRow = { type: 'header'; breadcrumb: string } | { type: 'item'; item: ExplorerItem }

/** Props of {@link VirtualRows}. */
type VirtualRowsProps = {
  rows: readonly PickerRow[]
  activeSlug?: string | undefined
  hrefFor: (item: ExplorerItem) => string
  onSelect: (item: ExplorerItem) => void
}

/** The picker's rows with only those in view in the page (@tanstack/react-virtual); the active one in view. */
function VirtualRows({ rows, activeSlug, hrefFor, onSelect }: VirtualRowsProps): ReactNode {
  const scrollRef = useRef<HTMLDivElement | null>(null)
  // The kit is not built with the React Compiler, and the virtualizer re-renders this component on scroll itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.type === 'header' ? HEADER_HEIGHT : ITEM_HEIGHT),
    overscan: 12,
  })
  const activeIndex = rows.findIndex((row) => row.type === 'item' && row.item.slug === activeSlug)
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' })
  }, [activeIndex, virtualizer])
  return (
    <div ref={scrollRef} className="ax-EndpointPicker-list">
      <ul className="ax-EndpointPicker-virtual" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const row = rows[virtual.index]
          if (row == null) return null
          return (
            <li
              key={virtual.key}
              className="ax-EndpointPicker-row"
              style={{ transform: `translateY(${virtual.start}px)`, height: virtual.size }}
            >
              {row.type === 'header' ? (
                <h3>{row.breadcrumb}</h3>
              ) : (
                <ItemLink
                  item={row.item}
                  active={row.item.slug === activeSlug}
                  href={hrefFor(row.item)}
                  onSelect={onSelect}
                />
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

export default VirtualRows
