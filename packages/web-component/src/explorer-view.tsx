import type { ApiDefinition } from '@api-explorer/model'
import type { ApiExplorerProps, ExplorerTheme } from '@api-explorer/ui'
import { ApiExplorer, UI_TEXT } from '@api-explorer/ui'
import type { ReactNode } from 'react'
import { useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'

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
 */
export function ExplorerView({ loadError, onClose, ...props }: ExplorerViewProps): ReactNode {
  if (loadError != null) {
    const open = props.route !== undefined ? props.route !== null : false
    return open ? (
      <LoadErrorDialog
        error={loadError}
        theme={props.theme}
        portalContainer={props.portalContainer}
        onClose={onClose}
      />
    ) : null
  }
  return <ApiExplorer {...props} />
}

function LoadErrorDialog({
  error,
  theme,
  portalContainer,
  onClose,
}: {
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
            The API definition could not be loaded: {error.message}
          </p>
        </div>
      </div>
    </div>
  )
  return portalContainer == null ? dialog : createPortal(dialog, portalContainer)
}
