import { Check, Copy } from 'lucide-react'
import type { ReactNode } from 'react'
import { useEffect, useState } from 'react'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  /** The button's name while nothing was copied ("Copy code", "Copy URL"). */
  label: string
  /** The text to copy, read at the click; `undefined` disables the button. */
  text: (() => string) | undefined
  /** The icon while nothing was copied; default the copy icon. */
  icon?: ReactNode
}

/**
 * A copy-to-clipboard button. "Copied" replaces its name for 1.5 s and is announced in a live region; a clipboard
 * that refuses (no permission, an insecure page) is said there too, not only logged.
 */
export function CopyButton({ label, text, icon }: CopyButtonProps): ReactNode {
  const uiText = useMessages()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (status === 'idle') return undefined
    const timer = setTimeout(() => setStatus('idle'), 1500)
    return () => clearTimeout(timer)
  }, [status])
  const copy = (): void => {
    const value = text?.()
    if (value == null) return
    const clipboard = globalThis.navigator?.clipboard
    if (clipboard == null) {
      setStatus('failed')
      return
    }
    clipboard.writeText(value).then(
      () => setStatus('copied'),
      (error: unknown) => {
        console.error(error)
        setStatus('failed')
      },
    )
  }
  return (
    <>
      <button
        type="button"
        className="ax-Button"
        data-variant="ghost"
        aria-label={status === 'copied' ? uiText.copied : label}
        disabled={text == null}
        onClick={copy}
      >
        {status === 'copied' ? <Check aria-hidden size={14} /> : (icon ?? <Copy aria-hidden size={14} />)}
      </button>
      <span className={status === 'failed' ? 'ax-CopyFailed' : 'ax-VisuallyHidden'} role="status">
        {status === 'copied' ? uiText.copied : status === 'failed' ? uiText.copyFailed : ''}
      </span>
    </>
  )
}
