import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { lastOf, removeKeepingFocus } from './keep-focus.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/**
 * The remove button of a list item or map entry. When its row goes, the focus moves to the row now in its
 * place (its remove button), else the last row's, else the collection's "Add" button, so a keyboard user is
 * never dropped to the page.
 */
export function RemoveRowButton({
  label,
  collection,
  rowButtons,
  onRemove,
}: {
  /** The row's label, for the button's name ("Remove tags[0]"). */
  label: string
  /** A selector of the element holding the rows (`.ax-ListField`). */
  collection: string
  /** A selector, relative to the collection, of every row's remove button. */
  rowButtons: string
  onRemove: () => void
}): ReactNode {
  const uiText = useMessages()
  return (
    <button
      type="button"
      className="ax-IconButton"
      aria-label={uiText.removeItem(label)}
      onClick={(event) =>
        removeKeepingFocus(
          event.currentTarget,
          collection,
          onRemove,
          (container) =>
            lastOf(container, rowButtons) ?? container.querySelector(':scope > .ax-AddButton > button'),
        )
      }
    >
      <X aria-hidden size={13} />
    </button>
  )
}
