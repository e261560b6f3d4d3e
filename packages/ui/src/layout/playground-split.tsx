import type { ReactNode } from 'react'

/** Props of {@link PlaygroundSplit}. */
export type PlaygroundSplitProps = {
  /** The form pane: the request's sections. */
  form: ReactNode
  /** The request/response pane: response card and request preview, or the websocket message log. */
  result: ReactNode
}

/** The form pane beside the request/response pane. */
export function PlaygroundSplit({ form, result }: PlaygroundSplitProps): ReactNode {
  return (
    <div className="ax-Split">
      <div className="ax-FormPane">{form}</div>
      {/* Relative: the preview's visually hidden status would otherwise be placed against the explorer's
          fixed frame and make it scroll (a focused field then slid the header and endpoint list away). */}
      <div className="ax-ResultPane" style={{ position: 'relative' }}>
        {result}
      </div>
    </div>
  )
}
