import type { ExplorerItem } from '@api-explorer/model'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { MouseEvent, ReactNode, Ref } from 'react'
import { useEffect, useMemo, useRef } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import type { ItemGroup } from './filter-items.js'
import { itemBadge } from './filter-items.js'

/** From this many rows on, the list renders only the rows in view (Kubernetes has over 1,100 endpoints). */
export const VIRTUALIZE_FROM_ROWS = 200

const HEADER_HEIGHT = 34
const ITEM_HEIGHT = 30

type Row = { type: 'header'; breadcrumb: string } | { type: 'item'; item: ExplorerItem }

/** Props of {@link PickerList}. */
export type PickerListProps = {
  groups: readonly ItemGroup[]
  activeSlug?: string | undefined
  hrefFor: (item: ExplorerItem) => string
  onSelect: (item: ExplorerItem) => void
}

/**
 * The groups of the endpoint picker as lists of links, the active one marked and scrolled into view. Long lists
 * are virtualised (@tanstack/react-virtual): only the rows in view are in the page, so a thousand endpoints
 * scroll smoothly; short ones render whole, which keeps them searchable with the browser's find.
 */
export function PickerList(props: PickerListProps): ReactNode {
  const rows = useMemo(
    () =>
      props.groups.flatMap((group): Row[] => [
        ...(group.breadcrumb === '' ? [] : [{ type: 'header' as const, breadcrumb: group.breadcrumb }]),
        ...group.items.map((item) => ({ type: 'item' as const, item })),
      ]),
    [props.groups],
  )
  return rows.length >= VIRTUALIZE_FROM_ROWS ? (
    <VirtualRows {...props} rows={rows} />
  ) : (
    <GroupedRows {...props} />
  )
}

function GroupedRows({ groups, activeSlug, hrefFor, onSelect }: PickerListProps): ReactNode {
  const activeRef = useRef<HTMLAnchorElement | null>(null)
  useEffect(() => {
    // scrollIntoView is missing in some test DOMs; the active item is still marked with aria-current.
    activeRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [activeSlug])
  return (
    <div className="ax-EndpointPicker-list">
      {groups.map((group) => (
        <section key={group.breadcrumb} className="ax-EndpointPicker-group">
          {group.breadcrumb === '' ? null : <h3>{group.breadcrumb}</h3>}
          <ul>
            {group.items.map((item) => (
              <li key={item.slug}>
                <ItemLink
                  item={item}
                  active={item.slug === activeSlug}
                  href={hrefFor(item)}
                  onSelect={onSelect}
                  linkRef={item.slug === activeSlug ? activeRef : undefined}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function VirtualRows({ rows, activeSlug, hrefFor, onSelect }: PickerListProps & { rows: Row[] }): ReactNode {
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

function ItemLink({
  item,
  active,
  href,
  onSelect,
  linkRef,
}: {
  item: ExplorerItem
  active: boolean
  href: string
  onSelect: (item: ExplorerItem) => void
  linkRef?: Ref<HTMLAnchorElement> | undefined
}): ReactNode {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    onSelect(item)
  }
  return (
    <a href={href} aria-current={active ? 'page' : undefined} ref={linkRef} onClick={handleClick}>
      <MethodBadge method={itemBadge(item)} /> <span className="ax-EndpointPicker-title">{item.title}</span>
    </a>
  )
}
