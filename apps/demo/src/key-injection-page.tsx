import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import type { ReactNode } from 'react'
import { DOCS_API_PREFIX } from './docs-api-prefix.js'
import { EndpointList } from './overview-page.js'
import { SITE_PATHS, tryItHref } from './site-routes.js'

/** Items whose first auth scheme is a bearer token: the ones key-injection login can fill in. */
function bearerItems(definition: ApiDefinition, items: readonly ExplorerItem[]): ExplorerItem[] {
  return items.filter((item) => {
    const scheme = definition.endpoints[item.id]?.auth?.[0]
    return item.kind === 'endpoint' && scheme !== undefined && definition.auths[scheme]?.type === 'bearerAuth'
  })
}

/**
 * The page where the explorer has key-injection login turned on (`keyInjection`): how it works here, and the
 * bearer-protected endpoints to try it on.
 */
export function KeyInjectionPage({
  definition,
  items,
}: {
  definition: ApiDefinition
  items: readonly ExplorerItem[]
}): ReactNode {
  const bearer = bearerItems(definition, items)
  return (
    <>
      <h1>Key-injection login</h1>
      <p>
        On this page the API Explorer has key-injection login turned on, as on a docs site whose readers sign
        in: instead of asking for a token, a bearer-protected endpoint shows{' '}
        <q>Login to send a real request</q>.
      </p>
      <ol className="demo-steps">
        <li>
          The explorer reads <code>{DOCS_API_PREFIX}/auth/api-key-injection</code> on this site (polled every
          five minutes).
        </li>
        <li>
          <q>Login</q> goes to the site&apos;s sign-in page (here a stand-in identity provider served by the
          sample API), which sets a session cookie on this site and sends you back to this page.
        </li>
        <li>
          Back here, the configuration carries your access token, which the explorer injects as the bearer
          token: <q>Successfully logged in</q>, and Send works. <q>Logout</q> ends the session.
        </li>
        <li>
          <q>Provide token manually</q> shows the usual token form instead, filled with the site&apos;s demo
          token.
        </li>
      </ol>
      {bearer.length === 0 ? (
        <p className="demo-note">
          This API has no endpoint protected by a bearer token, so the login card never shows. Go back to the
          sample API to try it.
        </p>
      ) : (
        <>
          <h2>Try it on</h2>
          <EndpointList items={bearer} hrefOf={(item) => tryItHref(SITE_PATHS.keyInjection, item)} />
        </>
      )}
    </>
  )
}
