import type { ExplorerItem } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ItemGroup } from './filter-items.js'
import { groupsBeforeVirtualList, VIRTUALIZE_FROM_ROWS } from './first-rows.js'
import { ItemLink } from './item-link.js'
import type { PickerRow } from './virtual-rows.js'
import type VirtualRows from './virtual-rows.js'

type VirtualRowsComponent = typeof VirtualRows

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
      props.groups.flatMap((group): PickerRow[] => [
        ...(group.breadcrumb === '' ? [] : [{ type: 'header' as const, breadcrumb: group.breadcrumb }]),
        ...group.items.map((item) => ({ type: 'item' as const, item })),
      ]),
    [props.groups],
  )
  const virtualized = rows.length >= VIRTUALIZE_FROM_ROWS
  const virtualRows = useVirtualRows(virtualized)
  if (!virtualized || virtualRows === 'failed') {
    return <GroupedRows {...props} />
  }
  // Until the virtual list has loaded, the first groups show as they are.
  if (virtualRows == null) {
    const height = typeof window === 'undefined' ? 0 : window.innerHeight
    return <GroupedRows {...props} groups={groupsBeforeVirtualList(props.groups, height)} />
  }
  const Loaded = virtualRows.component
  return <Loaded {...props} rows={rows} />
}

let loadedVirtualRows: VirtualRowsComponent | undefined
let loadingVirtualRows: Promise<VirtualRowsComponent> | undefined

/**
 * The virtual list, once its chunk has loaded (fetched once per page, only for a list that needs it), or
 * `'failed'` when it could not load, so the whole list shows plainly. Not `React.lazy`: a lazy component
 * suspends the first time it renders even when its chunk is already there, which throws away the render of the
 * whole explorer around it and renders it again; here a list rendered after the chunk arrived shows it at once.
 */
function useVirtualRows(wanted: boolean): { component: VirtualRowsComponent } | 'failed' | undefined {
  const [state, setState] = useState<{ component: VirtualRowsComponent } | 'failed' | undefined>(() =>
    loadedVirtualRows == null ? undefined : { component: loadedVirtualRows },
  )
  useEffect(() => {
    if (!wanted || state != null) return undefined
    let current = true
    loadingVirtualRows ??= import('./virtual-rows.js').then((module) => {
      loadedVirtualRows = module.default
      return module.default
    })
    loadingVirtualRows.then(
      (component) => current && setState({ component }),
      (error: unknown) => {
        console.error(error)
        if (current) setState('failed')
      },
    )
    return () => {
      current = false
    }
  }, [wanted, state])
  return state
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
