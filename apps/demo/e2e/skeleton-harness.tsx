import { PlaygroundSkeleton } from '@api-explorer/ui'
import '@api-explorer/ui/styles.css'
import { createRoot } from 'react-dom/client'

/**
 * Shows the playground's loading skeleton alone in the demo page, in the given theme and width, for the layout
 * browser test: the demo's explorer replaces it as soon as its definition is there, too fast to look at.
 * Loaded into the running demo page through the Vite dev server (`/@fs/…`).
 */
export function showSkeleton(theme: 'light' | 'dark'): void {
  const host = document.createElement('div')
  host.className = 'ax-root'
  host.dataset['theme'] = theme
  // The skeleton, like the playground, draws on its container's background: here the one the overlay has.
  host.style.background = 'var(--ax-color-background)'
  host.style.minHeight = '100vh'
  document.body.replaceChildren(host)
  createRoot(host).render(<PlaygroundSkeleton />)
}
