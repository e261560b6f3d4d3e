import type { ComponentType, ReactNode } from 'react'
import { useEffect, useState } from 'react'
import type { ResizableSplitProps } from './resizable-split.js'

type Resizable = ComponentType<ResizableSplitProps>

let loaded: Resizable | undefined
let loading: Promise<Resizable> | undefined

/**
 * Starts loading the resizable split (react-resizable-panels, a chunk of its own outside the first load) once for
 * the whole page. The loading skeleton calls it, so the chunk is usually there by the time a playground renders.
 */
export function preloadResizableSplit(): Promise<Resizable> {
  loading ??= import('./resizable-split.js').then((module) => {
    loaded = module.ResizableSplit
    return loaded
  })
  return loading
}

/**
 * Whether the resizable split has loaded (never on the server, nor in the first render before the chunk is
 * there). Loads it only when `wanted`, so a playground that only ever shows tabs never fetches it, and only where
 * ResizeObserver exists, which the library needs (jsdom has none): the plain CSS split stays there.
 */
export function useResizableSplitLoaded(wanted: boolean): boolean {
  // Loaded by someone else (the skeleton preloads it) is not enough where the library cannot run.
  const [ready, setReady] = useState(() => loaded != null && typeof ResizeObserver !== 'undefined')
  useEffect(() => {
    if (!wanted || ready || typeof ResizeObserver === 'undefined') return undefined
    let current = true
    preloadResizableSplit().then(
      () => current && setReady(true),
      (error: unknown) => console.error(error),
    )
    return () => {
      current = false
    }
  }, [wanted, ready])
  return ready
}

/** The resizable split, once {@link useResizableSplitLoaded} says it has loaded; nothing before. */
export function LoadedResizableSplit(props: ResizableSplitProps): ReactNode {
  const Component = loaded
  return Component == null ? null : <Component {...props} />
}
