import type { ReactNode } from 'react'
import { createContext, useContext } from 'react'
import { useUiSettings } from '../api-explorer/explorer-context.js'

const InsideRoot = createContext(false)

/**
 * The `.ax-root` every part's styles and popups hang off (with the theme), once: a part inside another part
 * or the overlay adds nothing.
 */
export function PartRoot({ children }: { children?: ReactNode }): ReactNode {
  const inside = useContext(InsideRoot)
  const { theme } = useUiSettings()
  if (inside) return children
  return (
    <InsideRoot.Provider value>
      <div className="ax-root ax-Part" data-theme={theme ?? 'system'}>
        {children}
      </div>
    </InsideRoot.Provider>
  )
}

/** Marks markup that already is an `.ax-root` (the overlay's), so parts inside do not add another. */
export function RootMarker({ children }: { children?: ReactNode }): ReactNode {
  return <InsideRoot.Provider value>{children}</InsideRoot.Provider>
}
