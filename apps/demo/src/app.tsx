import type { ImportResult } from '@api-explorer/importers'
import { DEMO_CREDENTIALS } from '@api-explorer/sample-api/demo-credentials'
import type { ApiDefinition } from '@api-explorer/model'
import { listExplorerItems } from '@api-explorer/model'
import type { PlaygroundConfiguration } from '@api-explorer/ui'
import { ApiExplorer, MethodBadge } from '@api-explorer/ui'
import { useState, type ReactNode } from 'react'
import { DefinitionImport, ImportSummary } from './definition-import.js'
import { DEMO_ENV } from './demo-env.js'
import { ExplorerLink } from './explorer-link.js'
import { useDefinition } from './use-definition.js'

/**
 * The site's playground settings for the sample API, as a docs site would configure them: its public demo
 * bearer token, basic credentials and API key are filled in. OAuth is left to "Fetch Bearer Token".
 */
const DEMO_PLAYGROUND: PlaygroundConfiguration = {
  initial_state: {
    auth: { bearer_token: DEMO_CREDENTIALS.bearerToken, basic: DEMO_CREDENTIALS.basic },
    headers: { 'X-API-Key': DEMO_CREDENTIALS.apiKey },
  },
}

/** A minimal docs page over the sample API, with the explorer as the host would embed it. */
export function App(): ReactNode {
  const sample = useDefinition(`${DEMO_ENV.sampleApiUrl}/definition.json`)
  const [imported, setImported] = useState<ImportResult>()
  const definition =
    imported === undefined ? sample : ({ type: 'loaded', value: imported.definition } as const)
  return (
    <div className="demo-page">
      <header className="demo-header">
        <strong>
          {imported === undefined
            ? 'Sample API docs'
            : `${imported.definition.apiName ?? 'Imported API'} docs`}
        </strong>
        <ExplorerLink className="demo-button" href="?explorer">
          Open API Explorer
        </ExplorerLink>
      </header>
      <main className="demo-main">
        {imported === undefined ? (
          <DefinitionImport onImported={setImported} />
        ) : (
          <ImportSummary result={imported} onReset={() => setImported(undefined)} />
        )}
        {definition.type === 'loading' || definition.type === 'notStartedLoading' ? (
          <p>Loading the API definition…</p>
        ) : null}
        {definition.type === 'failed' ? (
          <p role="alert">
            Could not load the API definition from {DEMO_ENV.sampleApiUrl}: {definition.error.message}. Is the
            sample API running? Start everything with <code>pnpm dev</code>.
          </p>
        ) : null}
        {definition.type === 'loaded' ? <Reference definition={definition.value} /> : null}
      </main>
      {definition.type === 'loaded' ? (
        <ApiExplorer
          definition={definition.value}
          proxyUrl={DEMO_ENV.proxyUrl}
          {...(imported === undefined ? { playground: DEMO_PLAYGROUND } : {})}
        />
      ) : null}
    </div>
  )
}

function Reference({ definition }: { definition: ApiDefinition }): ReactNode {
  const items = listExplorerItems(definition).filter((item) => item.kind === 'endpoint')
  return (
    <>
      <h1>{definition.apiName ?? definition.id} reference</h1>
      <p>
        Every endpoint below runs on your machine. Open one in the API Explorer, fill the form and send a real
        request through the local proxy.
      </p>
      <ul className="demo-endpoints ax-root" data-theme="light">
        {items.map((item) => (
          <li key={item.slug}>
            <MethodBadge method={item.isStream ? 'STREAM' : (item.method ?? 'GET')} />
            <span className="demo-endpoint-title">{item.title}</span>
            <code>{item.path}</code>
            <ExplorerLink href={`?explorer=${item.slug}`}>Try it</ExplorerLink>
          </li>
        ))}
      </ul>
    </>
  )
}
