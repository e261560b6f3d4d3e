import type { ReactNode } from 'react'
import { SiteLink } from './site-link.js'
import { SITE_PATHS, tryItHref } from './site-routes.js'
import type { Theme } from './theme.js'
import { ThemeSwitch } from './theme-switch.js'

const PAGES = [
  { href: SITE_PATHS.overview, label: 'Reference' },
  { href: SITE_PATHS.keyInjection, label: 'Login demo' },
  { href: SITE_PATHS.readOnly, label: 'Read-only' },
] as const

/** The docs site's header: its name, its pages, the theme switch and "Open API Explorer" over the current page. */
export function SiteHeader({
  title,
  pathname,
  theme,
  onThemeChange,
}: {
  title: string
  pathname: string
  theme: Theme
  onThemeChange: (theme: Theme) => void
}): ReactNode {
  return (
    <header className="demo-header">
      <SiteLink href={SITE_PATHS.overview} className="demo-site-title">
        {title}
      </SiteLink>
      <nav className="demo-pages" aria-label="Demo pages">
        {PAGES.map((page) => (
          <SiteLink key={page.href} href={page.href} current={page.href === pathname}>
            {page.label}
          </SiteLink>
        ))}
      </nav>
      <div className="demo-header-end">
        <ThemeSwitch theme={theme} onChange={onThemeChange} />
        <SiteLink className="demo-button" href={tryItHref(pathname)}>
          Open API Explorer
        </SiteLink>
      </div>
    </header>
  )
}
