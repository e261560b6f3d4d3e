import type { ApiDefinition } from '@api-explorer/model'
import type * as ExplorerKitModule from '@api-explorer/ui'
import type { ApiExplorerProps, ExplorerTheme } from '@api-explorer/ui'
import { ApiExplorerSkeleton, UI_TEXT } from '@api-explorer/ui/skeleton'
import type { ReactNode } from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { asError } from './load-definition.js'

/** What the element renders: the explorer, or, when the definition could not be loaded, why. */
export type ExplorerViewProps = Omit<ApiExplorerProps, 'definition'> & {
  definition: ApiDefinition | undefined
  /** Why the definition could not be loaded; shown in place of the explorer while the overlay is open. */
  loadError: Error | undefined
  /** Closes the overlay (the element's `close()`). */
  onClose: () => void
}

/**
 * `<ApiExplorer>` (its skeleton while the definition loads), or a modal alert naming the failure when loading
 * failed and the overlay is open, so the reader is not left looking at a skeleton that never fills.
 *
 * The skeleton (the overlay's frame and the endpoint list of an outline) is in the element's own code; the rest of
 * the kit (the provider, the stores, the forms, the playgrounds: about half of what the element would load first)
 * is a chunk loaded once the element first renders, and `<ApiExplorer>` renders once it and the definition are both
 * there. The first endpoint then paints without waiting for that half to download and compile on the cores the
 * page shares with the definition's worker; the definition's import, which comes after that paint, takes longer
 * than the chunk.
 */
export function ExplorerView({ loadError, onClose, ...props }: ExplorerViewProps): ReactNode {
  const kit = useExplorerKit()
  const error = loadError ?? (kit instanceof Error ? kit : undefined)
  if (error != null) {
    const what = loadError == null ? 'The explorer' : 'The API definition'
    const open = props.route !== undefined ? props.route !== null : false
    return open ? (
      <LoadErrorDialog
        what={what}
        error={error}
        theme={props.theme}
        portalContainer={props.portalContainer}
        onClose={onClose}
      />
    ) : null
  }
  // A definition that came before the kit's chunk lists its endpoints as its outline would: the list stays.
  if (props.definition == null || kit == null || kit instanceof Error)
    return <ApiExplorerSkeleton {...props} outline={props.outline ?? props.definition} />
  return <kit.ApiExplorer {...props} />
}

type ExplorerKit = typeof ExplorerKitModule

let loadedKit: ExplorerKit | undefined
let loadingKit: Promise<ExplorerKit> | undefined

/**
 * The kit's main entry, once loaded (fetched once per page), or the error when it could not load (the view says
 * so as it says a definition failed).
 */
function useExplorerKit(): ExplorerKit | Error | undefined {
  const [kit, setKit] = useState<ExplorerKit | Error | undefined>(loadedKit)
  useEffect(() => {
    if (kit != null) return undefined
    let current = true
    loadingKit ??= import('@api-explorer/ui').then((module) => (loadedKit = module))
    loadingKit.then(
      (module) => current && setKit(module),
      (reason: unknown) => {
        // A later element tries again.
        loadingKit = undefined
        if (current) setKit(asError(reason))
      },
    )
    return () => {
      current = false
    }
  }, [kit])
  return kit
}

function LoadErrorDialog({
  what,
  error,
  theme,
  portalContainer,
  onClose,
}: {
  /** What could not be loaded: the definition, or the explorer's own code. */
  what: 'The API definition' | 'The explorer'
  error: Error
  theme: ExplorerTheme | undefined
  portalContainer?: HTMLElement | null | undefined
  onClose: () => void
}): ReactNode {
  const titleId = useId()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    close.current?.focus()
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') onClose()
    }
    const target = portalContainer?.getRootNode() ?? document
    target.addEventListener('keydown', onKey as EventListener)
    return () => target.removeEventListener('keydown', onKey as EventListener)
  }, [onClose, portalContainer])
  const dialog = (
    <div className="ax-root" data-theme={theme ?? 'system'}>
      <div className="ax-Overlay" onClick={onClose} />
      <div className="ax-Explorer" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="ax-Explorer-header">
          <h2 id={titleId} className="ax-Explorer-title">
            {UI_TEXT.explorerTitle}
          </h2>
          <div className="ax-Explorer-actions">
            <button
              ref={close}
              type="button"
              className="ax-Button"
              data-variant="ghost"
              aria-label={UI_TEXT.closeExplorer}
              onClick={onClose}
            >
              ×
            </button>
          </div>
        </header>
        <div className="ax-Explorer-body">
          <p className="ax-Explorer-empty" role="alert">
            {what} could not be loaded: {error.message}
          </p>
        </div>
      </div>
    </div>
  )
  return portalContainer == null ? dialog : createPortal(dialog, portalContainer)
}
