import type { ApiDefinition, Loadable } from '@api-explorer/model'
import { failed, loaded, loading } from '@api-explorer/model'
import { useEffect, useState } from 'react'

/**
 * Loads an API definition over HTTP, the way a docs host loads one from its registry: the sample API serves
 * its own definition, with its real origin as the base URL.
 */
export function useDefinition(url: string): Loadable<ApiDefinition, Error> {
  const [state, setState] = useState<Loadable<ApiDefinition, Error>>(loading())
  useEffect(() => {
    const controller = new AbortController()
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          throw new Error(`${url} answered ${response.status} ${response.statusText}`)
        }
        setState(loaded((await response.json()) as ApiDefinition))
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setState(failed(error instanceof Error ? error : new Error(String(error))))
        }
      })
    return () => controller.abort()
  }, [url])
  return state
}
