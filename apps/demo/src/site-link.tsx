import type { ReactNode } from 'react'
import { followLinkClick } from './router.js'

/**
 * A link within the demo site (a page, or `?explorer=…` to open the explorer over the current page) that
 * navigates without reloading, so a definition imported in the browser and the explorer's forms stay loaded.
 */
export function SiteLink({
  href,
  className,
  current,
  children,
}: {
  href: string
  className?: string | undefined
  /** Marks the link to the page being shown (`aria-current="page"`). */
  current?: boolean | undefined
  children: ReactNode
}): ReactNode {
  return (
    <a
      href={href}
      className={className}
      aria-current={current === true ? 'page' : undefined}
      onClick={(event) => followLinkClick(event, href)}
    >
      {children}
    </a>
  )
}
