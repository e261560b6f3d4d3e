import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'
import { useMessages, useUiSettings } from '../api-explorer/explorer-context.js'
import { FormErrorBoundary } from '../form/form-error-boundary.js'

const InsideRoot = createContext(false)

/**
 * The `.ax-root` every part's styles and popups hang off (with the theme), once: a part inside another part
 * or the overlay adds no second one. Each part also gets an error boundary: a value that breaks one part shows
 * its alert there (and is logged) while the page and the other parts keep working.
 */
export function PartRoot({ children }: { children?: ReactNode }): ReactNode {
  const inside = useContext(InsideRoot)
  const { theme } = useUiSettings()
  const uiText = useMessages()
  const guarded = <FormErrorBoundary fallbackText={uiText.partError}>{children}</FormErrorBoundary>
  if (inside) return guarded
  return (
    <InsideRoot.Provider value>
      <div className="ax-root ax-Part" data-theme={theme ?? 'system'}>
        {guarded}
      </div>
    </InsideRoot.Provider>
  )
}

/** Marks markup that already is an `.ax-root` (the overlay's), so parts inside do not add another. */
export function RootMarker({ children }: { children?: ReactNode }): ReactNode {
  return <InsideRoot.Provider value>{children}</InsideRoot.Provider>
}
