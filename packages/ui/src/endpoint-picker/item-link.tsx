import type { ExplorerItem } from '@api-explorer/model'
import type { MouseEvent, ReactNode, Ref } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { itemBadge } from './filter-items.js'

/** One item of the endpoint picker: a link with the method badge; a plain click selects without reloading. */
export function ItemLink({
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
