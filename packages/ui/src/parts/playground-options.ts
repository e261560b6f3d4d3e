import type { SplitStart } from '../layout/split-start.js'

/** How a playground (endpoint or websocket) lays itself out, wherever it is placed. */
export type PlaygroundOptions = {
  /** The heading level of the title: 2 in the overlay; pick what fits the host page. Default 2. */
  headingLevel?: 2 | 3 | 4
  /** Where the split between form and response starts: 50 % (`percent`, default) or 300 px (`pixels`). */
  splitStart?: SplitStart | undefined
  /**
   * Show the breadcrumb, title and description above the top bar (default `true`); a reference page that shows
   * them itself turns them off.
   */
  header?: boolean | undefined
}
