import { importDefinition, type ImportResult } from '@api-explorer/importers'
import { useId, useState, type ChangeEvent, type ReactNode } from 'react'
import type { StoredDefinition } from './imported-definition-store.js'

/**
 * Lets a visitor bring their own OpenAPI, Swagger, AsyncAPI or OpenRPC file: it is imported in the browser,
 * with the same importer a docs host would use, and replaces the sample API on the page.
 */
export function DefinitionImport({
  onImported,
}: {
  /** Receives the import and the file it came from (its name and text, kept for the next visit). */
  onImported: (result: ImportResult, file: StoredDefinition) => void
}): ReactNode {
  const inputId = useId()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0]
    if (file === undefined) return
    setBusy(true)
    setError(undefined)
    file
      .text()
      .then(async (text) => onImported(await importDefinition(text), { name: file.name, text }))
      .catch((reason: unknown) =>
        setError(`${file.name}: ${reason instanceof Error ? reason.message : String(reason)}`),
      )
      .finally(() => setBusy(false))
  }

  return (
    <div className="demo-import">
      <label htmlFor={inputId}>Import an OpenAPI, Swagger, AsyncAPI or OpenRPC file</label>
      <input id={inputId} type="file" accept=".json,.yaml,.yml" onChange={onChange} disabled={busy} />
      {busy ? <span>Importing…</span> : null}
      {error === undefined ? null : <p role="alert">{error}</p>}
    </div>
  )
}

/** What the import carried over and what it could not, as the importer reported it. */
export function ImportSummary({
  result,
  name,
  onReset,
}: {
  result: ImportResult
  /** The imported file's name. */
  name: string
  onReset: () => void
}): ReactNode {
  const { definition, diagnostics } = result
  const endpoints = Object.values(definition.endpoints).filter(
    (endpoint) => endpoint.includeInApiExplorer !== false,
  )
  return (
    <section className="demo-import-summary" aria-label="Import summary">
      <p>
        Imported {result.format}: {endpoints.length} endpoints, {Object.keys(definition.websockets).length}{' '}
        websocket channels, {Object.keys(definition.types).length} types, from <code>{name}</code>. It is kept
        in this browser, so a reload shows it again.{' '}
        <button type="button" className="demo-button" onClick={onReset}>
          Back to the sample API
        </button>
      </p>
      {diagnostics.length === 0 ? null : (
        <details>
          <summary>{diagnostics.length} import notes</summary>
          <ul>
            {diagnostics.map((diagnostic, index) => (
              <li key={index}>
                <strong>{diagnostic.severity}</strong> <code>{diagnostic.pointer || '/'}</code>{' '}
                {diagnostic.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  )
}
