import type { ReactNode } from 'react'

/** Props of {@link MethodBadge}. */
export type MethodBadgeProps = {
  /** An HTTP method, or `STREAM` / `WSS` for streaming endpoints and websocket channels. */
  method: string
  size?: 'small' | 'medium'
}

/** A coloured HTTP method label (`GET`, `POST`, …, `STREAM`, `WSS`). */
export function MethodBadge({ method, size = 'small' }: MethodBadgeProps): ReactNode {
  return (
    <span className="ax-MethodBadge" data-method={method.toLowerCase()} data-size={size}>
      {method}
    </span>
  )
}
