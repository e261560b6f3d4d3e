/**
 * Where the split between the form pane and the request/response pane starts (spec §9): `percent` gives the form
 * pane half of the width, `pixels` gives it 300 px.
 */
export type SplitStart = 'percent' | 'pixels'

/** The form pane's starting size as the resizable split (react-resizable-panels) takes it. */
export function splitStartSize(start: SplitStart): string {
  return start === 'pixels' ? '300px' : '50%'
}

/**
 * The form pane's starting width in the plain CSS split, the same as the library lays out: it counts percentages
 * of the width left beside the 16 px separator, so 50 % is half of that (50 % of the whole less 8 px), while
 * pixels are pixels.
 */
export function splitStartColumn(start: SplitStart): string {
  return start === 'pixels' ? '300px' : 'calc(50% - 8px)'
}

/** The narrowest a pane can be dragged to: a form field and its label still fit. */
export const SPLIT_MIN_PANE = '240px'

/**
 * Below this width of the playground the panes become Request and Response tabs. The playground's own width, not
 * the window's, since it can sit in a narrow docs column as well as in the full-screen overlay.
 */
export const SPLIT_NARROW_BELOW = 640
