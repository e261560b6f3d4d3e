import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { DescriptionText, EndpointPlayground, MethodBadge, WebSocketPlayground } from '@api-explorer/ui'
import type { ReactNode } from 'react'
import { WEBSOCKET_MESSAGE_LIMIT } from './sample-api-sdks.js'
import { itemBadge } from './site-nav.js'
import { SiteLink } from './site-link.js'
import { tryItHref } from './site-routes.js'

/** The description of an endpoint or websocket channel, as written in the definition. */
function descriptionOf(definition: ApiDefinition, item: ExplorerItem): string | undefined {
  const node = item.kind === 'websocket' ? definition.websockets[item.id] : definition.endpoints[item.id]
  return node?.description
}

/**
 * The reference page of one endpoint or websocket channel at `/{slug}`: breadcrumb, title, method and path,
 * the description rendered as the explorer renders it, and "Try it", which opens the explorer over this page.
 */
export function ReferencePage({
  definition,
  item,
  pathname,
}: {
  definition: ApiDefinition
  item: ExplorerItem
  pathname: string
}): ReactNode {
  const description = descriptionOf(definition, item)
  return (
    <article className="demo-reference">
      {item.breadcrumb.length === 0 ? null : <p className="demo-breadcrumb">{item.breadcrumb.join(' › ')}</p>}
      <h1>{item.title}</h1>
      <p className="demo-endpoint-line">
        <MethodBadge method={itemBadge(item)} size="medium" />
        <code>{item.path}</code>
      </p>
      {description === undefined || description.trim() === '' ? null : <DescriptionText text={description} />}
      {item.kind === 'websocket' ? (
        <p className="demo-note">
          The explorer ends a connection after {WEBSOCKET_MESSAGE_LIMIT} received messages and says{' '}
          <q>END OF SAMPLE SESSION</q>, so a chatty channel cannot flood the page; connect again to go on.
        </p>
      ) : null}
      <p>
        <SiteLink className="demo-button" href={tryItHref(pathname, item)}>
          Try it in the API Explorer
        </SiteLink>
      </p>
      <section className="demo-try-it" aria-labelledby="demo-try-it-heading">
        <h2 id="demo-try-it-heading">Try it here</h2>
        {/* Inline, under the page's explorer: the same form and response as the overlay. */}
        {item.kind === 'websocket' ? (
          <WebSocketPlayground key={item.id} channel={item} header={false} />
        ) : (
          <EndpointPlayground key={item.id} endpoint={item} header={false} />
        )}
      </section>
    </article>
  )
}
