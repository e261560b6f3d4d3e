import type { MouseEvent, ReactNode } from 'react'

/**
 * A link that opens the explorer (`?explorer=…`) without reloading the page, so that a definition imported
 * in the browser stays loaded. The explorer follows the URL through `popstate`; a modified click (new tab)
 * keeps the browser's behaviour.
 */
export function ExplorerLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}): ReactNode {
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    window.history.pushState(window.history.state, '', href)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
