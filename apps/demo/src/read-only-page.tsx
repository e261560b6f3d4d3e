import type { ExplorerItem } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { EndpointList } from './overview-page.js'
import { SITE_PATHS, tryItHref } from './site-routes.js'

/** The page where the explorer cannot send (`sendDisabled`), for a docs site that only shows requests. */
export function ReadOnlyPage({ items }: { items: readonly ExplorerItem[] }): ReactNode {
  return (
    <>
      <h1>Read-only explorer</h1>
      <p>
        On this page the API Explorer is opened with <code>sendDisabled</code>: the forms, the credentials and
        the request as code all work, but there is no Send button (nor Connect for websocket channels), so no
        request leaves the browser. A docs site uses this for APIs that readers should not call from the docs,
        such as production-only or billing endpoints.
      </p>
      <EndpointList items={items} hrefOf={(item) => tryItHref(SITE_PATHS.readOnly, item)} />
    </>
  )
}
