import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { MethodBadge } from '@api-explorer/ui'
import type { ReactNode } from 'react'
import { WEBSOCKET_MESSAGE_LIMIT } from './sample-api-sdks.js'
import { itemBadge } from './site-nav.js'
import { SiteLink } from './site-link.js'
import { referenceHref, tryItHref } from './site-routes.js'

/** The site's front page: what the demo is, and every endpoint with a link to its page and to "Try it". */
export function OverviewPage({
  definition,
  items,
  pathname,
  children,
}: {
  definition: ApiDefinition
  items: readonly ExplorerItem[]
  pathname: string
  /** The import controls, shown above the list. */
  children: ReactNode
}): ReactNode {
  const hasWebsockets = items.some((item) => item.kind === 'websocket')
  return (
    <>
      <h1>{definition.apiName ?? definition.id} reference</h1>
      <p>
        Every endpoint below runs on your machine. Read its page, or open it in the API Explorer, fill the
        form and send a real request through the local proxy.
      </p>
      {children}
      {hasWebsockets ? (
        <p className="demo-note">
          Websocket channels end after {WEBSOCKET_MESSAGE_LIMIT} received messages per connection (
          <q>END OF SAMPLE SESSION</q>).
        </p>
      ) : null}
      <EndpointList items={items} hrefOf={(item) => tryItHref(pathname, item)} />
    </>
  )
}

/** Every endpoint with its badge, title (to its page), path and a "Try it" link. */
export function EndpointList({
  items,
  hrefOf,
}: {
  items: readonly ExplorerItem[]
  /** Where "Try it" goes for an item. */
  hrefOf: (item: ExplorerItem) => string
}): ReactNode {
  return (
    <ul className="demo-endpoints">
      {items.map((item) => (
        <li key={item.slug}>
          <MethodBadge method={itemBadge(item)} />
          <SiteLink className="demo-endpoint-title" href={referenceHref(item)}>
            {item.title}
          </SiteLink>
          <code>{item.path}</code>
          <SiteLink href={hrefOf(item)}>Try it</SiteLink>
        </li>
      ))}
    </ul>
  )
}
