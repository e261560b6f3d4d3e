import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'

/**
 * The "Add …" button under a list or map. Its visible text is its whole name ("Add an item to tags"), so what a
 * reader sees is what a screen reader or voice control calls it (WCAG 2.5.3, label in name).
 */
export function AddButton({ text, onClick }: { text: string; onClick: () => void }): ReactNode {
  return (
    <div className="ax-AddButton">
      <button type="button" className="ax-Button" data-variant="ghost" data-size="small" onClick={onClick}>
        <Plus aria-hidden size={13} />
        {text}
      </button>
    </div>
  )
}
