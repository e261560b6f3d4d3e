import type { ReactNode } from 'react'
import { useUiSettings } from '../api-explorer/explorer-context.js'
import { Markdown } from '../markdown/markdown.js'

/**
 * A description from the definition, rendered as sanitised markdown, or by the host's `renderDescription` when
 * it passes one (its docs renderer, so the playground reads like the rest of the site). One component for the
 * form and the reference page, so that how docs text is rendered is decided in one place.
 */
export function DescriptionText({ id, text }: { id?: string | undefined; text: string }): ReactNode {
  const { renderDescription } = useUiSettings()
  return (
    <div id={id} className="ax-Description ax-Markdown">
      {renderDescription == null ? <Markdown text={text} /> : renderDescription(text)}
    </div>
  )
}
