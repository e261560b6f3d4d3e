import { DEMO_CREDENTIALS } from '@api-explorer/sample-api/demo-credentials'
import type { ApiDefinition, ExplorerItem } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import type { PlaygroundConfiguration } from '@api-explorer/ui'
import { ExplorerOverlay, ExplorerOverlaySkeleton, ExplorerProvider } from '@api-explorer/ui'
import { useMemo, type ReactNode } from 'react'
import { DefinitionImport, ImportSummary } from './definition-import.js'
import { DEMO_ENV } from './demo-env.js'
import { DOCS_API_PREFIX } from './docs-api-prefix.js'
import { KeyInjectionPage } from './key-injection-page.js'
import { OverviewPage } from './overview-page.js'
import { ReadOnlyPage } from './read-only-page.js'
import { ReferencePage } from './reference-page.js'
import { navigate, usePathname } from './router.js'
import { SAMPLE_API_SDKS, WEBSOCKET_MESSAGE_LIMIT } from './sample-api-sdks.js'
import { SiteHeader } from './site-header.js'
import { SiteLink } from './site-link.js'
import { ResponsiveNav } from './responsive-nav.js'
import type { SitePage } from './site-routes.js'
import { referenceHref, resolvePage, SITE_PATHS } from './site-routes.js'
import { useTheme } from './theme.js'
import { useSiteDefinition } from './use-site-definition.js'

/**
 * The site's playground settings for the sample API, as a docs site would configure them: its public demo
 * bearer token, basic credentials and API key are filled in. OAuth is left to "Fetch Bearer Token". On the login
 * demo page the token stays the bearer default until a login injects the reader's own.
 */
const DEMO_PLAYGROUND: PlaygroundConfiguration = {
  initial_state: {
    auth: { bearer_token: DEMO_CREDENTIALS.bearerToken, basic: DEMO_CREDENTIALS.basic },
    headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey },
  },
}

// One object for the page's lifetime: the explorer's key-injection store is created from it once.
const KEY_INJECTION = { apiPrefix: DOCS_API_PREFIX }

/**
 * A small docs site over the sample API (or an imported definition): an overview, a reference page per
 * endpoint at `/{slug}`, the key-injection login and read-only demo pages, and the explorer over any of them.
 */
export function App(): ReactNode {
  const [theme, setTheme] = useTheme()
  const pathname = usePathname()
  const site = useSiteDefinition()
  const definition = site.definition.type === 'loaded' ? site.definition.value : undefined
  const items = useMemo(() => (definition === undefined ? [] : listExplorerItems(definition)), [definition])
  const page = resolvePage(pathname, items)
  const title =
    site.imported === undefined
      ? 'Sample API docs'
      : `${site.imported.definition.apiName ?? 'Imported API'} docs`

  const content = (
    <>
      <SiteHeader title={title} pathname={pathname} theme={theme} onThemeChange={setTheme} />
      <div className="demo-layout">
        {definition === undefined ? null : (
          <ResponsiveNav items={items} currentSlug={page.kind === 'reference' ? page.item.slug : undefined} />
        )}
        <main className="demo-main">
          {site.notice === undefined ? null : (
            <p className="demo-notice" role="alert">
              {site.notice}
            </p>
          )}
          {site.definition.type === 'failed' ? (
            <p role="alert">
              Could not load the API definition from {DEMO_ENV.sampleApiUrl}: {site.definition.error.message}.
              Is the sample API running? Start everything with <code>pnpm dev</code>.
            </p>
          ) : definition === undefined ? (
            <p>Loading the API definition…</p>
          ) : (
            <PageContent page={page} definition={definition} items={items} pathname={pathname}>
              {site.imported === undefined ? (
                <DefinitionImport onImported={site.onImported} />
              ) : (
                <ImportSummary result={site.imported} name={site.imported.name} onReset={site.reset} />
              )}
            </PageContent>
          )}
        </main>
      </div>
    </>
  )

  return (
    <div className="demo-page ax-root" data-theme={theme}>
      {definition === undefined ? (
        <>
          {content}
          {/* The overlay over a page opened at ?explorer while the definition loads: the skeleton. */}
          <ExplorerOverlaySkeleton theme={theme} />
        </>
      ) : (
        // One explorer for the page: the inline playground of a reference page and the overlay share the
        // reader's credentials, forms and responses.
        <ExplorerProvider
          // The login demo page gets an explorer of its own: key-injection login starts and stops with it.
          key={page.kind === 'key-injection' ? 'key-injection' : 'docs'}
          definition={definition}
          proxyUrl={DEMO_ENV.proxyUrl}
          theme={theme}
          websocketMessageLimit={WEBSOCKET_MESSAGE_LIMIT}
          sendDisabled={page.kind === 'read-only'}
          {...(page.kind === 'key-injection' ? { keyInjection: KEY_INJECTION } : {})}
          // The presets and SDKs are the sample API's; an imported API has neither.
          {...(site.imported === undefined ? { playground: DEMO_PLAYGROUND, sdks: SAMPLE_API_SDKS } : {})}
        >
          {content}
          <ExplorerOverlay
            // 'View in API Reference': every item has its page here; a plain click is a shallow navigation.
            referenceHref={referenceHref}
            onViewReference={(item) => navigate(referenceHref(item))}
          />
        </ExplorerProvider>
      )}
    </div>
  )
}

function PageContent({
  page,
  definition,
  items,
  pathname,
  children,
}: {
  page: SitePage
  definition: ApiDefinition
  items: readonly ExplorerItem[]
  pathname: string
  /** The import controls, shown on the overview. */
  children: ReactNode
}): ReactNode {
  switch (page.kind) {
    case 'overview':
      return (
        <OverviewPage definition={definition} items={items} pathname={pathname}>
          {children}
        </OverviewPage>
      )
    case 'key-injection':
      return <KeyInjectionPage definition={definition} items={items} />
    case 'read-only':
      return <ReadOnlyPage items={items} />
    case 'reference':
      return <ReferencePage definition={definition} item={page.item} pathname={pathname} />
    case 'not-found':
      return (
        <>
          <h1>Page not found</h1>
          <p>
            Nothing of {definition.apiName ?? 'this API'} lives at <code>{page.path}</code>. Pick an endpoint
            in the navigation, or go back to{' '}
            <SiteLink href={SITE_PATHS.overview}>the reference overview</SiteLink>.
          </p>
        </>
      )
  }
}
