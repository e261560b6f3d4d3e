/**
 * Where the split between the form pane and the request/response pane starts (spec §9): `percent` gives the form
 * pane half of the width, `pixels` gives it 300 px.
 */
export type SplitStart = 'percent' | 'pixels'

/** The form pane's starting width in CSS, shared by the plain CSS split and the resizable one. */
export function splitStartSize(start: SplitStart): string {
  return start === 'pixels' ? '300px' : '50%'
}

/** The narrowest a pane can be dragged to: a form field and its label still fit. */
export const SPLIT_MIN_PANE = '240px'

/**
 * Below this width of the playground the panes become Request and Response tabs. The playground's own width, not
 * the window's, since it can sit in a narrow docs column as well as in the full-screen overlay.
 */
export const SPLIT_NARROW_BELOW = 640
