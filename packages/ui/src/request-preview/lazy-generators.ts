import { useEffect, useMemo, useState } from 'react'
import type * as HttpSnippetsModule from './http-snippets.js'
import type * as SdkSnippetsModule from './sdk-snippets.js'

/** The SDK snippet generators (a chunk of their own). */
type SdkSnippets = typeof SdkSnippetsModule
/** The HTTP snippet generators of every language (a chunk of their own). */
type HttpSnippets = typeof HttpSnippetsModule

/** The generators loaded so far: each arrives the first time a language needs it. */
export type LoadedGenerators = { sdk: SdkSnippets | undefined; http: HttpSnippets | undefined }

/** Loads the SDK generators when `sdk` is wanted and every HTTP language when `http` is; each once. */
export function useLazyGenerators(wanted: { sdk: boolean; http: boolean }): LoadedGenerators {
  const sdk = useLoaded(wanted.sdk, () => import('./sdk-snippets.js'))
  const http = useLoaded(wanted.http, () => import('./http-snippets.js'))
  // One object per pair of modules, so what memoises on it only recomputes when one arrives.
  return useMemo(() => ({ sdk, http }), [sdk, http])
}

function useLoaded<Module>(wanted: boolean, load: () => Promise<Module>): Module | undefined {
  const [loaded, setLoaded] = useState<Module | undefined>()
  useEffect(() => {
    if (!wanted || loaded != null) return undefined
    let current = true
    load().then(
      (module) => current && setLoaded(() => module),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
    // `load` is a fresh arrow each render; what to load never changes for a given hook call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, loaded])
  return loaded
}
