/**
 * Lets the wheel and touch scroll the open dialog of a shadow root. Radix's dialog locks the page's scrolling
 * with react-remove-scroll, which cancels (at the document) every wheel and touch move outside the dialog; it
 * tells inside from outside with `event.target`, which at the document is the shadow host, so inside a shadow
 * root it would cancel them all. Those events stop at the shadow root instead: the dialog scrolls natively,
 * and the page stays still under `overflow: hidden`, which the lock also sets. Returns the cleanup.
 */
export function scrollInsideShadowRoot(root: ShadowRoot): () => void {
  const keepInside = (event: Event): void => {
    if (root.querySelector('[role="dialog"], [role="alertdialog"]') != null) event.stopPropagation()
  }
  const options = { passive: true }
  root.addEventListener('wheel', keepInside, options)
  root.addEventListener('touchmove', keepInside, options)
  return () => {
    root.removeEventListener('wheel', keepInside)
    root.removeEventListener('touchmove', keepInside)
  }
}
