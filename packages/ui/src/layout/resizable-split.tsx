import type { ReactNode } from 'react'
import { Group, Panel, Separator } from 'react-resizable-panels'
import type { SplitStart } from './split-start.js'
import { SPLIT_MIN_PANE, splitStartSize } from './split-start.js'

/** Props of {@link ResizableSplit}. */
export type ResizableSplitProps = {
  form: ReactNode
  result: ReactNode
  start: SplitStart
  /** The separator's accessible name. */
  separatorLabel: string
}

/**
 * The wide layout once react-resizable-panels has loaded: the two panes with a separator that resizes them by
 * mouse, touch and keyboard (arrows, Home, End). Loaded on demand by `PlaygroundSplit`, which shows the same
 * layout in plain CSS until then, so this module is the only one that imports the library.
 */
export function ResizableSplit({ form, result, start, separatorLabel }: ResizableSplitProps): ReactNode {
  return (
    <Group
      className="ax-Split-panels"
      orientation="horizontal"
      // The panes grow with their content and the explorer scrolls them, so the group is as tall as the taller
      // pane instead of the library's 100 % of a parent that has no height.
      style={{ height: 'auto', overflow: 'visible' }}
    >
      <Panel
        className="ax-FormPane"
        defaultSize={splitStartSize(start)}
        minSize={SPLIT_MIN_PANE}
        // Clip rather than scroll: a pane narrowed by the reader must not grow its own scroll bar, and the clip
        // margin keeps focus rings at the pane's edge visible.
        style={{ overflow: 'clip', overflowClipMargin: 4 }}
      >
        {form}
      </Panel>
      <Separator className="ax-Split-separator" aria-label={separatorLabel} />
      <Panel
        className="ax-ResultPane"
        minSize={SPLIT_MIN_PANE}
        style={{ overflow: 'clip', overflowClipMargin: 4 }}
      >
        {result}
      </Panel>
    </Group>
  )
}
