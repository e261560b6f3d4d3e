'use client'

// `@api-explorer/ui/skeleton`: what the overlay shows before its definition is complete, for a host that loads the
// rest of the kit lazily (see ApiExplorerSkeleton). Nothing here may import the provider or a playground.

export type { ApiExplorerSkeletonProps } from './api-explorer/api-explorer-skeleton.js'
export { ApiExplorerSkeleton } from './api-explorer/api-explorer-skeleton.js'
export { overlayHrefs } from './api-explorer/overlay-frame.js'
export type { OverlayShellOptions } from './api-explorer/overlay-shell.js'
export { overlayShell } from './api-explorer/overlay-shell.js'
export type { ExplorerRoute } from './api-explorer/query-route.js'
export { queryRouteHref, readQueryRoute } from './api-explorer/query-route.js'
export { UI_TEXT } from './messages.js'
