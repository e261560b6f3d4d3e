import type { ReactNode } from 'react'
import { Markdown } from '../markdown/markdown.js'

/**
 * A description from the definition, rendered as sanitised markdown. One component for the form and the
 * reference page, so that how docs text is rendered is decided in one place.
 */
export function DescriptionText({ id, text }: { id?: string | undefined; text: string }): ReactNode {
  return (
    <div id={id} className="ax-Description ax-Markdown">
      <Markdown text={text} />
    </div>
  )
}
