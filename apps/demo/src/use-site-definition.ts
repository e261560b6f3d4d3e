import type { ImportResult } from '@api-explorer/importers'
import { importDefinition } from '@api-explorer/importers'
import type { ApiDefinition, Loadable } from '@api-explorer/model'
import { loaded, loading } from '@api-explorer/model'
import { useCallback, useEffect, useState } from 'react'
import { DEMO_ENV } from './demo-env.js'
import type { StoredDefinition } from './imported-definition-store.js'
import { forgetStoredDefinition, loadStoredDefinition, storeDefinition } from './imported-definition-store.js'
import { useDefinition } from './use-definition.js'

/** The definition the site shows: the sample API, or a file the reader imported (this visit or an earlier one). */
export type SiteDefinition = {
  /** The definition to show; `loading` while the sample API answers or a kept import is read back. */
  definition: Loadable<ApiDefinition, Error>
  /** The import in force, with the file's name; `undefined` when the sample API is shown. */
  imported: (ImportResult & { name: string }) | undefined
  /** Something the reader should know about keeping the import (storage refused, kept file unreadable). */
  notice: string | undefined
  /** Shows an imported file and keeps its text for the next visit. */
  onImported: (result: ImportResult, file: StoredDefinition) => void
  /** Back to the sample API, forgetting the kept file. */
  reset: () => void
}

/**
 * The site's definition: the sample API's (loaded over HTTP, as a docs host loads one from its registry)
 * unless the reader imported a file. The imported text is kept in IndexedDB and imported again on reload.
 */
export function useSiteDefinition(): SiteDefinition {
  const sample = useDefinition(`${DEMO_ENV.sampleApiUrl}/definition.json`)
  const [restoring, setRestoring] = useState(true)
  const [imported, setImported] = useState<SiteDefinition['imported']>()
  const [notice, setNotice] = useState<string>()

  useEffect(() => {
    let current = true
    const restore = async (): Promise<void> => {
      const stored = await loadStoredDefinition()
      if (stored === undefined) return
      try {
        const result = await importDefinition(stored.text)
        if (current) setImported({ ...result, name: stored.name })
      } catch (error) {
        // The importer changed since, or the text was cut short: say so once and start afresh.
        await forgetStoredDefinition().catch(() => undefined)
        if (current) {
          setNotice(
            `${stored.name}, kept from your last visit, could not be imported again (${messageOf(error)}). ` +
              'It was forgotten; the sample API is shown instead.',
          )
        }
      }
    }
    restore()
      .catch((error: unknown) => current && setNotice(messageOf(error)))
      .finally(() => current && setRestoring(false))
    return () => {
      current = false
    }
  }, [])

  const onImported = useCallback((result: ImportResult, file: StoredDefinition) => {
    setImported({ ...result, name: file.name })
    setNotice(undefined)
    storeDefinition(file).catch((error: unknown) =>
      setNotice(`${messageOf(error)} It stays on this page until you reload or leave it.`),
    )
  }, [])

  const reset = useCallback(() => {
    setImported(undefined)
    setNotice(undefined)
    forgetStoredDefinition().catch((error: unknown) =>
      setNotice(`${messageOf(error)} A reload may show the imported file again.`),
    )
  }, [])

  const definition: Loadable<ApiDefinition, Error> = restoring
    ? loading()
    : imported === undefined
      ? sample
      : loaded(imported.definition)
  return { definition, imported, notice, onImported, reset }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
