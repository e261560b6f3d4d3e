import type { CSSProperties, ReactNode } from 'react'
import { useEffect } from 'react'
import { MethodBadge } from '../common/method-badge.js'
import { preloadResizableSplit } from './lazy-resizable-split.js'
import type { SplitStart } from './split-start.js'
import { splitStartColumn } from './split-start.js'
import { useMessages } from '../api-explorer/explorer-context.js'

/** Props of {@link PlaygroundSkeleton}. */
export type PlaygroundSkeletonProps = {
  /** Where the split starts, as the playground that replaces the skeleton will have it; default `percent`. */
  start?: SplitStart | undefined
}

/**
 * What the playground shows before its data arrives (spec §2): a POST badge in the top bar, a "Parameters"
 * heading and empty cards in the form pane and the request/response pane, laid out like the playground (split
 * when wide, stacked when narrow) so nothing moves much when it arrives. It is `aria-busy` with a "Loading..."
 * status for screen readers; the placeholders shimmer unless the reader prefers reduced motion. It also starts
 * loading the resizable split, so the playground can show it at once.
 */
export function PlaygroundSkeleton({ start = 'percent' }: PlaygroundSkeletonProps): ReactNode {
  const uiText = useMessages()
  useEffect(() => {
    preloadResizableSplit().catch((error: unknown) => console.error(error))
  }, [])
  const startStyle = { '--ax-split-start': splitStartColumn(start) } as CSSProperties
  return (
    <div className="ax-EndpointPlayground ax-Skeleton" aria-busy="true">
      <p className="ax-VisuallyHidden" role="status">
        {uiText.loading}
      </p>
      <div className="ax-EndpointPlayground-header" aria-hidden="true">
        <span className="ax-Skeleton-line" data-size="title" />
      </div>
      <div className="ax-UrlBar">
        <MethodBadge method="POST" size="medium" />
        <span className="ax-Skeleton-line" data-size="url" aria-hidden="true" />
      </div>
      <div className="ax-Split" data-layout="static" style={startStyle}>
        <div className="ax-Split-panels" data-static="">
          <div className="ax-FormPane">
            <h3 className="ax-Skeleton-heading">{uiText.parametersHeading}</h3>
            <SkeletonCard lines={3} />
            <SkeletonCard lines={2} />
          </div>
          <div className="ax-Split-separator" aria-hidden="true" />
          <div className="ax-ResultPane">
            <SkeletonCard lines={4} />
            <SkeletonCard lines={2} />
          </div>
        </div>
      </div>
    </div>
  )
}

/** An empty card: a header bar and `lines` text bars, hidden from assistive technology. */
function SkeletonCard({ lines }: { lines: number }): ReactNode {
  return (
    <div className="ax-Card ax-Skeleton-card" aria-hidden="true">
      <div className="ax-Card-header">
        <span className="ax-Skeleton-line" data-size="heading" />
      </div>
      <div className="ax-Card-body">
        {Array.from({ length: lines }, (_, index) => (
          <span key={index} className="ax-Skeleton-line" />
        ))}
      </div>
    </div>
  )
}
